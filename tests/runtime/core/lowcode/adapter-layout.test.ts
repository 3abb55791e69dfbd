/**
 * The adapter's layout containers (issue 9 §5): rows, cards, tabs, collapses, group titles, dividers, alerts and
 * texts of a definition, nested any way, become the schema's `form.layout` — a schema that still passes the
 * meta-schema and the consistency rules, places every value field exactly once in the definition's order, and
 * whose texts exist in the three languages.
 */
import fs from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import Ajv from 'ajv';
import { definitionToScreen } from '../../../../runtime/core/lowcode/adapter';
import { valueFields, type Definition, type DefinitionField } from '../../../../runtime/core/lowcode/definition';
import { definitionProblems } from '../../../../runtime/core/lowcode/problems';
import { schemaProblems } from '../../../../runtime/core/schema/consistency';
import { layoutFieldNames, layoutMessageKeys } from '../../../../runtime/core/schema/layout';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import type { FormLayoutItem } from '../../../../runtime/core/schema/types';

const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(fs.readFileSync('schemas/screen.schema.json', 'utf8')) as object);
const options = { id: 'vdLayout', route: 'model/layout', api: '/api/visualdev/OnlineDev/layout', title: { 'zh-CN': '布局' } };

const text = fc.stringMatching(/^[\u4e00-\u9fa5A-Za-z][\u4e00-\u9fa5A-Za-z0-9 ]{0,9}$/);

/** A node of a form: a value field (named later), a display part, or a container of more nodes. */
const nodeArb = fc.letrec<{ node: DefinitionField }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('comInput', 'numInput', 'switch', 'date').map((kind): DefinitionField => ({ __config__: { klxKey: kind, label: '字段' }, __vModel__: '?' })),
    fc.record({ kind: fc.constantFrom('groupTitle', 'divider', 'alert', 'text'), words: text, type: fc.constantFrom('success', 'info', 'warning', 'error') }).map(
      ({ kind, words, type }): DefinitionField => (kind === 'alert' ? { __config__: { klxKey: kind }, title: words, description: words, type } : { __config__: { klxKey: kind }, content: words }),
    ),
    fc.record({ kind: fc.constantFrom('row', 'card'), words: text, span: fc.integer({ min: 1, max: 24 }), children: fc.array(tie('node'), { maxLength: 3 }) }).map(
      ({ kind, words, span, children }): DefinitionField => ({ __config__: { klxKey: kind, span, children }, header: words }),
    ),
    fc.record({ kind: fc.constantFrom('tab', 'collapse'), panes: fc.array(fc.record({ title: text, children: fc.array(tie('node'), { maxLength: 3 }) }), { minLength: 1, maxLength: 3 }), accordion: fc.boolean() }).map(
      ({ kind, panes, accordion }): DefinitionField => ({
        __config__: { klxKey: kind, children: panes.map((pane) => ({ __config__: { klxKey: undefined as unknown as string, children: pane.children }, title: pane.title })) },
        accordion,
      }),
    ),
  ),
})).node;

/** A definition of these nodes, its value fields named f0, f1, … in the order they show. */
const definitionArb = fc.array(nodeArb, { minLength: 1, maxLength: 5 }).map((nodes): Definition => {
  const copy = structuredClone(nodes);
  let count = 0;
  const name = (list: DefinitionField[]) => {
    for (const field of list) {
      if (field.__vModel__ === '?') field.__vModel__ = `f${count++}`;
      name(field.__config__.children ?? []);
    }
  };
  name(copy);
  return { formData: { fields: copy }, columnData: {} };
});

/** The layout parts of a kind, anywhere in the layout. */
function partsOf(items: readonly FormLayoutItem[], kind: string): unknown[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [];
    const inner = 'children' in item ? item.children : 'items' in item ? item.items.flatMap((pane) => pane.children) : [];
    return [...(item.kind === kind ? [item] : []), ...partsOf(inner, kind)];
  });
}

describe('layout containers in the adapter', () => {
  test.prop([definitionArb], { numRuns: 60 })('nested containers and display parts give a schema that passes the meta-schema and the consistency rules', (definition) => {
    expect(definitionProblems(definition.formData, definition.columnData)).toEqual([]);
    const schema = definitionToScreen(definition, options);
    expect(validateMeta(schema), JSON.stringify(validateMeta.errors)).toBe(true);
    expect(schemaProblems(schema)).toEqual([]);
  });

  test.prop([definitionArb], { numRuns: 60 })('the layout places every value field exactly once, in the order the definition shows them', (definition) => {
    const schema = definitionToScreen(definition, options);
    const names = valueFields(definition.formData.fields).map((field) => field.__vModel__);
    expect(layoutFieldNames(schema.form.layout ?? names.map(String))).toEqual(names);
    expect(schema.form.fields.map((field) => field.name)).toEqual(names);
  });

  test.prop([definitionArb], { numRuns: 40 })('every text of the layout exists in zh-CN, zh-TW and en', (definition) => {
    const schema = definitionToScreen(definition, options);
    for (const key of layoutMessageKeys(schema.form.layout ?? [])) {
      for (const language of ['zh-CN', 'zh-TW', 'en'] as const) expect(schema.messages[language][key], `${key} in ${language}`).toBeTruthy();
    }
  });

  it('converts each kind with its own texts (card header, tab and collapse titles, alert type, group title, divider, text)', () => {
    const definition: Definition = {
      formData: {
        fields: [
          { __config__: { klxKey: 'groupTitle' }, content: '基本信息' },
          { __config__: { klxKey: 'card', span: 12, children: [{ __config__: { klxKey: 'comInput', label: '名称' }, __vModel__: 'name' }] }, header: '申请人' },
          {
            __config__: {
              klxKey: 'tab',
              children: [
                { __config__: { children: [{ __config__: { klxKey: 'numInput', label: '数量' }, __vModel__: 'qty' }] }, title: '明细' } as unknown as DefinitionField,
                { __config__: { children: [{ __config__: { klxKey: 'text' }, content: '说明文字' }] }, title: '备注' } as unknown as DefinitionField,
              ],
            },
          },
          { __config__: { klxKey: 'collapse', children: [{ __config__: { children: [{ __config__: { klxKey: 'date', label: '日期' }, __vModel__: 'day' }] }, title: '时间' } as unknown as DefinitionField] }, accordion: true },
          { __config__: { klxKey: 'divider' }, content: '分割' },
          { __config__: { klxKey: 'alert', labelI18n: { en: 'Mind the dates' } }, title: '注意日期', type: 'warning' },
        ],
      },
      columnData: {},
    };
    const schema = definitionToScreen(definition, options);
    const zh = screenTranslator(schema, 'zh-CN');
    const en = screenTranslator(schema, 'en');
    const layout = schema.form.layout!;
    expect(layout.map((item) => (typeof item === 'string' ? item : item.kind))).toEqual(['groupTitle', 'card', 'tabs', 'collapse', 'divider', 'alert']);
    const [group, card, tabs, collapse, divider, alert] = layout as Extract<FormLayoutItem, object>[];
    expect(group!.kind === 'groupTitle' && zh(group!.title)).toBe('基本信息');
    expect(card!.kind === 'card' && [zh(card!.title!), card!.span, card!.children]).toEqual(['申请人', 12, ['name']]);
    expect(tabs!.kind === 'tabs' && tabs!.items.map((pane) => zh(pane.title))).toEqual(['明细', '备注']);
    expect(partsOf(layout, 'text')).toHaveLength(1);
    expect(collapse!.kind === 'collapse' && [collapse!.accordion, zh(collapse!.items[0]!.title), collapse!.items[0]!.children]).toEqual([true, '时间', ['day']]);
    expect(divider!.kind === 'divider' && zh(divider!.title!)).toBe('分割');
    expect(alert!.kind === 'alert' && [alert!.type, zh(alert!.title), en(alert!.title)]).toEqual(['warning', '注意日期', 'Mind the dates']);
  });

  it('leaves the layout out of a form without containers or display parts', () => {
    const schema = definitionToScreen({ formData: { fields: [{ __config__: { klxKey: 'comInput', label: '名称' }, __vModel__: 'name' }] }, columnData: {} }, options);
    expect(schema.form.layout).toBeUndefined();
  });
});

describe('layout consistency', () => {
  it('refuses a layout naming a field the form lacks, or placing one twice', () => {
    const schema = definitionToScreen({ formData: { fields: [{ __config__: { klxKey: 'card', children: [{ __config__: { klxKey: 'comInput', label: '名称' }, __vModel__: 'name' }] } }] }, columnData: {} }, options);
    expect(schemaProblems({ ...schema, form: { ...schema.form, layout: [{ kind: 'card', children: ['name', 'ghost'] }] } })).toContain('form.layout names "ghost", which is not a form field');
    expect(schemaProblems({ ...schema, form: { ...schema.form, layout: ['name', { kind: 'row', children: ['name'] }] } })).toContain('form.layout places "name" more than once');
  });
});
