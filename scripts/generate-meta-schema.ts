/**
 * Generates schemas/screen.schema.json — the JSON meta-schema of screen schemas — from the documented TypeScript
 * types in runtime/core/schema/types.ts, so that editors autocomplete and validate schema files and the types stay
 * the one source of the format. Run with `npm run schema:meta`; a test fails when the committed file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

/** The meta-schema as generated now. */
export function generateMetaSchema(): Record<string, unknown> {
  const generator = createGenerator({
    path: path.resolve('runtime/core/schema/types.ts'),
    type: 'ScreenSchema',
    skipTypeCheck: true,
    additionalProperties: false,
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
  });
  return generator.createSchema('ScreenSchema') as Record<string, unknown>;
}

/** Where the meta-schema is kept. */
export const META_SCHEMA_PATH = path.resolve('schemas/screen.schema.json');

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/generate-meta-schema.ts')) {
  fs.writeFileSync(META_SCHEMA_PATH, `${JSON.stringify(generateMetaSchema(), null, 2)}\n`);
  process.stdout.write(`wrote ${path.relative(process.cwd(), META_SCHEMA_PATH)}\n`);
}
