/**
 * The declared Node engine is true (issue 14: package.json said >= 20.19 while ts-json-schema-generator 2.9 wanted
 * >= 22, so `npm ci` warned EBADENGINE): every locked package accepts the lowest Node version package.json allows.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';

// semver is what npm itself checks engines with; it is in the tree through the tooling, without types.
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }> };

it('has every locked package accept the lowest Node version package.json declares', () => {
  const lowest = semver.minVersion(pkg.engines.node)!.version;
  const refusing = Object.entries(lock.packages)
    .filter(([name, entry]) => name !== '' && !Array.isArray(entry.engines) && entry.engines?.node && !semver.satisfies(lowest, entry.engines.node))
    .map(([name, entry]) => `${name} wants node ${(entry.engines as { node: string }).node}`);
  expect(refusing).toEqual([]);
});
