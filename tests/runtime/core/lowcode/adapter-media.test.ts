/**
 * The widget kit's kinds in a low-code definition (issue 11): file and image lists, rich text, barcode and QR code
 * become fields of the screen schema with their widget props, a valid schema by the meta-schema; the designer
 * offers each with its properties and names in three languages.
 */
import fs from 'node:fs';
import Ajv from 'ajv';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import type { Definition } from '../../../../runtime/core/lowcode/definition';
import { fieldPanel } from '../../../../runtime/core/lowcode/field-panel';
import { createField, KIND_NAMES, KIND_PROPERTIES } from '../../../../runtime/core/lowcode/field-kinds';
import { definitionProblems } from '../../../../runtime/core/lowcode/problems';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import { compileModel } from '../../../../runtime/core/schema/validate';
import { PATTERNS } from '../../../../runtime/core/validation/patterns';

const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync('schemas/screen.schema.json', 'utf8')) as object);
const OPTIONS = { id: 'vdMedia', route: 'lowcode/media', api: '/api/visualdev/OnlineDev/media', title: { 'zh-CN': '资料' } };

const definition: Definition = {
  formData: {
    fields: [
      { __config__: { klxKey: 'comInput', label: '编号' }, __vModel__: 'code' },
      { __config__: { klxKey: 'uploadFz', label: '附件', required: true }, __vModel__: 'files', limit: 3, accept: '.pdf', fileSize: 2, sizeUnit: 'MB', buttonText: '选择附件' },
      { __config__: { klxKey: 'uploadImg', label: '照片' }, __vModel__: 'photos', limit: 1 },
      { __config__: { klxKey: 'editor', label: '说明' }, __vModel__: 'body', height: 300 },
      { __config__: { klxKey: 'barcode', label: '条码' }, __vModel__: 'bar', relationField: 'code', format: 'CODE39', width: 2 },
      { __config__: { klxKey: 'qrcode', label: '二维码' }, __vModel__: 'qr', staticText: 'KLX', size: 120 },
    ],
  },
  columnData: { columnList: [{ prop: 'code', label: '编号' }, { prop: 'body', label: '说明' }, { prop: 'files', label: '附件' }] },
};

describe('the widget kit in the low-code adapter', () => {
  const screen = definitionToScreen(definition, OPTIONS);

  it('converts each kind to its widget with its props, into a valid screen schema', () => {
    expect(definitionProblems(definition.formData, definition.columnData)).toEqual([]);
    expect(validateMeta(screen), JSON.stringify(validateMeta.errors)).toBe(true);
    expect(schemaProblems(screen)).toEqual([]);
    const byName = Object.fromEntries(screen.form.fields.map((field) => [field.name, field]));
    expect(byName.files).toMatchObject({ widget: 'uploadFz', props: { limit: 3, accept: '.pdf', fileSize: 2, sizeUnit: 'MB', buttonText: expect.any(String) } });
    expect(screen.messages['zh-CN'][byName.files!.props!.buttonText as string]).toBe('选择附件');
    expect(byName.photos).toMatchObject({ widget: 'uploadImg', props: { limit: 1 } });
    expect(byName.body).toMatchObject({ widget: 'editor', props: { height: 300 } });
    expect(byName.bar).toMatchObject({ widget: 'barcode', props: { relationField: 'code', format: 'CODE39', width: 2 } });
    expect(byName.qr).toMatchObject({ widget: 'qrcode', props: { text: 'KLX', size: 120 } });
    // Codes show, never store; rich text is listed as plain text; file lists are not list columns.
    expect(screen.model.properties.bar).toMatchObject({ readOnly: true });
    expect(screen.list.columns).toEqual([{ field: 'code' }, { field: 'body', render: 'richText' }]);
  });

  it('validates a file list as rows with a name and a fileId, required when the field is', () => {
    const validate = compileModel(screen.model, PATTERNS);
    expect(validate({ files: [{ name: 'a.pdf', fileId: 'x.pdf', url: '/u' }] }).ok).toBe(true);
    expect(validate({}).ok).toBe(false);
    expect(validate({ files: [] }).ok).toBe(false);
    expect(validate({ files: [{ name: 'a.pdf' }] }).ok).toBe(false);
  });

  it.each(['uploadFz', 'uploadImg', 'editor', 'barcode', 'qrcode'] as const)('offers %s in the designer with names and a panel', (kind) => {
    expect(KIND_NAMES[kind].every((name) => name.trim() !== '')).toBe(true);
    const field = createField(kind, 7);
    expect(field.__config__.klxKey).toBe(kind);
    const panel = fieldPanel(field, { keys: [{ key: 'code', label: '编号', kind: 'comInput' }] });
    for (const property of KIND_PROPERTIES[kind]) expect(Object.keys(panel.model.properties)).toContain(property);
    // A new field of the kind converts as it is.
    expect(() => definitionToScreen({ formData: { fields: [field] }, columnData: {} }, OPTIONS)).not.toThrow();
  });
});
