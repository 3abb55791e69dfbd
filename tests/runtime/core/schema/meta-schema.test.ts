/** The meta-schema is generated from the documented types and kept in the repo, fresh. */
import fs from 'node:fs';
import Ajv from 'ajv';
import { generateMetaSchema, META_SCHEMA_PATH } from '../../../../scripts/generate-meta-schema';

describe('screen meta-schema', () => {
  const committed = JSON.parse(fs.readFileSync(META_SCHEMA_PATH, 'utf8')) as Record<string, unknown>;

  it('matches what the types generate (run npm run schema:meta after changing runtime/core/schema/types.ts)', () => {
    expect(committed).toEqual(generateMetaSchema());
  }, 60_000);

  it('documents every property for editors', () => {
    const screen = (committed.definitions as Record<string, { properties: Record<string, { description?: string }> }>).ScreenSchema!;
    for (const [name, property] of Object.entries(screen.properties)) expect(property.description, name).toBeTruthy();
  });

  it('accepts the positions schema and refuses a schema with an unknown widget', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(committed);
    const position = JSON.parse(fs.readFileSync('schemas/eamPosition.json', 'utf8')) as { form: { fields: { widget: string }[] } };
    expect(validate(position)).toBe(true);
    position.form.fields[0]!.widget = 'hologram';
    expect(validate(position)).toBe(false);
  });
});
