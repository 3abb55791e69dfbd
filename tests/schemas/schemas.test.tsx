// @vitest-environment jsdom
/**
 * THE enrolment test (STYLE.md §12): every file in schemas/ is a screen, and each is checked the moment it exists —
 * valid against the meta-schema generated from the format's types, consistent (schemaProblems), every string it
 * names present in zh-CN, zh-TW and en, its form rendered (the add dialog, every listed field labelled in the
 * user's language and submittable only when valid), and its list rendered against the real server in-process (the
 * seeded admin, the route's permissions) without a failed call. Embedded screens (shown inside another screen's
 * drawer) render the same list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Ajv from 'ajv';
import { coreMessages } from '../../runtime/core/i18n/messages';
import { LANGUAGES } from '../../runtime/core/i18n/languages';
import { createCan } from '../../runtime/core/permission/filter';
import { schemaProblems } from '../../runtime/core/schema/consistency';
import { referencedKeys, screenTranslator } from '../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../runtime/core/schema/types';
import { FormDialog } from '../../runtime/react/form/FormDialog';
import { ScreenPage } from '../../runtime/react/screen/ScreenPage';
import { isFieldVisible } from '../../runtime/react/form/ui-schema';
import { signInProvider, type ServerSession } from '../runtime/react/support/server-provider';
import { createTestHost, renderWithHost, testRegistry } from '../runtime/react/support/test-host';
import { ADMIN, createTestServer, type TestServer } from '../server/harness';

const dir = path.resolve('schemas');
const files = fs.readdirSync(dir).filter((file) => file.endsWith('.json') && file !== 'screen.schema.json');
const schemas = files.map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ScreenSchema);
const byId = new Map(schemas.map((schema) => [schema.id, schema]));
const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync(path.join(dir, 'screen.schema.json'), 'utf8')) as object);

let server: TestServer;
let admin: ServerSession;
beforeAll(async () => {
  server = await createTestServer('pglite');
  admin = await signInProvider(server, ADMIN.account, ADMIN.password);
});
afterAll(async () => {
  cleanup();
  await server.close();
});

function serverHost(schema: ScreenSchema) {
  const route = `/${schema.route}`;
  return { ...createTestHost({ data: admin.data }), can: createCan(admin.permissionList), modelId: admin.modelIdOf(route) };
}

it('finds the screens', () => {
  expect(files.length).toBeGreaterThanOrEqual(6);
});

describe.each(schemas.map((schema) => [schema.id, schema] as const))('%s', (_id, schema) => {
  it('is valid against the meta-schema and consistent', () => {
    expect(validateMeta(schema) ? [] : validateMeta.errors).toEqual([]);
    expect(schemaProblems(schema)).toEqual([]);
  });

  it("names only widgets, cells, row actions and compute rules the app's registry holds", () => {
    const site = { field: '', schemaId: schema.id };
    const missing: string[] = [];
    const check = (lookup: () => unknown) => {
      try {
        lookup();
      } catch (error) {
        missing.push((error as Error).message);
      }
    };
    for (const field of schema.form.fields) {
      check(() => testRegistry.widget(field.widget, site));
      if (field.compute?.rule) check(() => testRegistry.computeRule(field.compute!.rule!, site));
    }
    for (const column of schema.list.columns) if (column.render) check(() => testRegistry.cell(column.render!, site));
    for (const action of schema.list.rowActions) check(() => testRegistry.rowAction(action, site));
    expect(missing).toEqual([]);
  });

  it('has each of its strings in zh-CN, zh-TW and en', () => {
    const missing: string[] = [];
    for (const key of referencedKeys(schema)) {
      for (const language of LANGUAGES) {
        const own = schema.messages[language]?.[key];
        const shared = (coreMessages[language] as Record<string, string>)[key];
        if (!own?.trim() && !shared?.trim()) missing.push(`${language}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('renders its add form in each language, with every shown field labelled, and refuses an empty record', async () => {
    for (const language of LANGUAGES) {
      const t = screenTranslator(schema, language);
      // Form permission is left out here (every field shown): this test is about the form itself.
      const host = createTestHost({ data: admin.data, language });
      const onSaved = vi.fn();
      renderWithHost(<FormDialog schema={schema} t={t} open context={{ typeId: 'none', isTree: 1 }} onClose={() => undefined} onSaved={onSaved} />, host);
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(t(schema.form.dialog.title.add))).toBeTruthy();
      for (const field of schema.form.fields.filter((candidate) => isFieldVisible(candidate, {}) || candidate.visibleWhen?.in.includes(schema.model.properties[candidate.visibleWhen.field]?.default as never))) {
        const label = t(schema.model.properties[field.name]!.title);
        expect(within(dialog).getAllByText(label).length, `${language} label of ${field.name}`).toBeGreaterThan(0);
      }
      if ((schema.model.required ?? []).length) {
        fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(t('common.confirm').split('').join('\\s*')) }));
        await waitFor(() => expect(dialog.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThan(0));
        expect(onSaved).not.toHaveBeenCalled();
      }
      cleanup();
    }
  }, 90_000);

  it('renders its list against the real server without a failed call', async () => {
    const before = admin.failures.length;
    const host = serverHost(schema);
    renderWithHost(<ScreenPage schema={schema} resolveSchema={(id) => byId.get(id)} />, host);
    const t = screenTranslator(schema, 'zh-CN');
    const table = await screen.findByTestId(`schema-table-${schema.id}`);
    await waitFor(() => expect(table.querySelector('.ant-spin-spinning')).toBeNull(), { timeout: 20_000 });
    const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toContain(t(schema.model.properties[schema.list.columns[0]!.field]!.title));
    expect(admin.failures.slice(before)).toEqual([]);
    expect(host.toasts.filter((toast) => toast.kind === 'error')).toEqual([]);
    cleanup();
  });
});
