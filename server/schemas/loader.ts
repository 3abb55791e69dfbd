/**
 * The Node adapter that reads screen schemas from directories (./schemas in production, fixture directories in
 * tests). Each file is checked against the published meta-schema here; consistency and compilation follow in the
 * registry. Any problem stops start-up with the file's name — the app factory itself never touches the disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import type { ScreenSchema } from '../../runtime/core/schema/types';
import { PATTERNS } from '../../runtime/core/validation/patterns';
import { createScreenRegistry, type SchemaSource, type ScreenRegistry } from '../modules/resource/registry';

/** The meta-schema file every screen schema must satisfy. */
export const META_SCHEMA_FILE = 'screen.schema.json';

/** The repository's schema directory. */
export const DEFAULT_SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');

/** Reads the screen-schema files of the directories (every *.json but the meta-schema), checked against it. */
export function readSchemaFiles(dirs: readonly string[], metaSchemaFile = path.join(DEFAULT_SCHEMA_DIR, META_SCHEMA_FILE)): SchemaSource[] {
  const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(metaSchemaFile, 'utf8')) as object);
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json') && file !== META_SCHEMA_FILE)
      .sort()
      .map((file) => {
        const full = path.join(dir, file);
        let schema: unknown;
        try {
          schema = JSON.parse(fs.readFileSync(full, 'utf8'));
        } catch (error) {
          throw new Error(`Screen schema ${full} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
        }
        if (!validateMeta(schema)) {
          const problems = (validateMeta.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
          throw new Error(`Screen schema ${full} does not match ${META_SCHEMA_FILE}:\n  - ${problems.join('\n  - ')}`);
        }
        return { schema: schema as ScreenSchema, source: full };
      }),
  );
}

/** Reads, checks and compiles the screens of the directories (default: ./schemas). */
export function loadScreens(dirs: readonly string[] = [DEFAULT_SCHEMA_DIR]): ScreenRegistry {
  return createScreenRegistry(readSchemaFiles(dirs), PATTERNS);
}
