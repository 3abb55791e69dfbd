/** The layer rules of ARCHITECTURE.md, checked over every source file's imports. */
import fs from 'node:fs';
import path from 'node:path';

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? match[2] ?? match[3]!,
  );
}

/** The top-level folder an import lands in (for relative imports), or the package name. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return `pkg:${specifier}`;
  const resolved = path.relative(process.cwd(), path.resolve(path.dirname(file), specifier));
  return resolved.split(path.sep).slice(0, resolved.startsWith('runtime') ? 2 : 1).join('/');
}

function violations(dir: string, forbidden: (target: string) => boolean) {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file)
      .map((specifier) => target(file, specifier))
      .filter(forbidden)
      .map((t) => `${file} → ${t}`),
  );
}

describe('layers', () => {
  it('runtime/core imports no React, antd, DOM helpers or Node built-ins, and nothing above it', () => {
    expect(
      violations('runtime/core', (t) => /^pkg:(react|react-dom|antd|@ant-design|@rjsf|valtio|react-router|node:|fs|path|hono|drizzle|pg)/.test(t) || ['src', 'server', 'widgets', 'runtime/react'].includes(t)),
    ).toEqual([]);
  });

  it('runtime/ and widgets/ never import src/ or server/', () => {
    expect([...violations('runtime', (t) => t === 'src' || t === 'server'), ...violations('widgets', (t) => t === 'src' || t === 'server')]).toEqual([]);
  });

  it('server/ never imports React, antd, src/ or widgets/', () => {
    expect(violations('server', (t) => /^pkg:(react|antd|@ant-design|@rjsf|valtio)/.test(t) || ['src', 'widgets', 'runtime/react'].includes(t))).toEqual([]);
  });

  it('src/ never imports server/', () => {
    expect(violations('src', (t) => t === 'server')).toEqual([]);
  });
});
