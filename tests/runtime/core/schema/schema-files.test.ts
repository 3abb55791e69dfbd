/** Every schema file is valid against the meta-schema and sound by the consistency rules, and its model compiles. */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { compileModel } from '../../../../runtime/core/schema/validate';
import { PATTERNS } from '../../../../runtime/core/validation/patterns';

const dir = path.resolve('schemas');
const files = fs.readdirSync(dir).filter((file) => file.endsWith('.json') && file !== 'screen.schema.json');
const meta = JSON.parse(fs.readFileSync(path.join(dir, 'screen.schema.json'), 'utf8')) as object;
const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(meta);

describe.each(files)('%s', (file) => {
  const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ScreenSchema;

  it('is valid against the meta-schema', () => {
    expect(validateMeta(schema) ? [] : validateMeta.errors).toEqual([]);
  });

  it('is consistent, with every string in three languages', () => {
    expect(schemaProblems(schema)).toEqual([]);
  });

  it('compiles its model, which reports exactly the required fields of an empty record', () => {
    const result = compileModel(schema.model, PATTERNS)({});
    const reported = result.ok ? [] : result.errors.map((error) => error.field).sort();
    expect(reported).toEqual([...(schema.model.required ?? [])].sort());
  });

  it('has an id matching its file name', () => {
    expect(`${schema.id}.json`).toBe(file);
  });
});

it('gives each page route to exactly one non-embedded screen', () => {
  const routes = files
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ScreenSchema)
    .filter((schema) => !schema.embedded)
    .map((schema) => schema.route);
  expect(new Set(routes).size).toBe(routes.length);
});
