/** fast-check arbitraries of low-code definitions that the checker accepts, and of values fitting them. */
import fc from 'fast-check';
import type { Definition, DefinitionField } from '../../../../runtime/core/lowcode/definition';

const label = fc.stringMatching(/^[\u4e00-\u9fa5A-Za-z][\u4e00-\u9fa5A-Za-z0-9 ]{0,11}$/);

/** A leaf field of a kind; `name` is its value key. */
function leaf(name: string, kind: string, extra: { required: boolean; label: string; span: number }): DefinitionField {
  const config = { klxKey: kind, label: extra.label, required: extra.required, span: extra.span };
  switch (kind) {
    case 'select':
    case 'radio':
      return { __config__: config, __vModel__: name, options: [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }, { label: '丙', value: 'c' }] };
    case 'comInput':
      return { __config__: { ...config, regList: extra.required ? [] : [{ pattern: '^[A-Za-z0-9]*$', message: '只能是字母和数字' }] }, __vModel__: name, maxlength: 20 };
    case 'numInput':
      return { __config__: config, __vModel__: name, min: 0, max: 1000, precision: 2 };
    case 'billRule':
      return { __config__: { ...config, required: false, rule: 'demo' }, __vModel__: name };
    default:
      return { __config__: config, __vModel__: name };
  }
}

/** A sound definition: value fields (some inside containers), maybe a sub-table and a formula, maybe a show rule. */
export const definitionArb: fc.Arbitrary<Definition> = fc
  .record({
    kinds: fc.array(fc.constantFrom('comInput', 'textarea', 'numInput', 'switch', 'select', 'radio', 'date', 'billRule'), { minLength: 1, maxLength: 6 }),
    labels: fc.array(label, { minLength: 6, maxLength: 6 }),
    required: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    spans: fc.array(fc.integer({ min: 1, max: 24 }), { minLength: 6, maxLength: 6 }),
    container: fc.constantFrom('none', 'row', 'card', 'tab', 'collapse'),
    table: fc.boolean(),
    tableRequired: fc.boolean(),
    showRule: fc.boolean(),
    popupType: fc.constantFrom('general', 'fullScreen', 'drawer'),
    hasPage: fc.boolean(),
  })
  .map((pick) => {
    const fields: DefinitionField[] = pick.kinds.map((kind, index) => leaf(`f${index}`, kind, { required: pick.required[index]!, label: pick.labels[index]!, span: pick.spans[index]! }));
    const select = fields.find((field) => field.__config__.klxKey === 'select' || field.__config__.klxKey === 'radio');
    if (pick.showRule && select) {
      const target = fields.find((field) => field !== select && field.__config__.klxKey !== 'billRule');
      if (target) target.__config__.showWhen = { field: select.__vModel__!, in: ['a'] };
    }
    if (pick.table) {
      fields.push({
        __config__: {
          klxKey: 'table',
          label: '明细',
          required: pick.tableRequired,
          children: [
            { __config__: { klxKey: 'comInput', label: '名称', required: true }, __vModel__: 'name' },
            { __config__: { klxKey: 'numInput', label: '数量', required: pick.tableRequired }, __vModel__: 'qty', min: 0 },
            { __config__: { klxKey: 'numInput', label: '单价' }, __vModel__: 'price' },
            { __config__: { klxKey: 'calculate', label: '金额' }, __vModel__: 'amount', expression: '{qty} * {price}', precision: 2 },
          ],
        },
        __vModel__: 'items',
        showSummary: true,
        summaryField: ['qty', 'amount'],
      });
      fields.push({ __config__: { klxKey: 'calculate', label: '总金额' }, __vModel__: 'total', expression: '{items-amount}', precision: 2, isStorage: true });
    }
    const wrapped: DefinitionField[] =
      pick.container === 'none'
        ? fields
        : pick.container === 'tab' || pick.container === 'collapse'
          ? [{ __config__: { klxKey: pick.container, children: [{ __config__: { children: fields.slice(0, 2) }, title: '一' }, { __config__: { children: fields.slice(2) }, title: '二' }] as unknown as DefinitionField[] } }]
          : [{ __config__: { klxKey: pick.container, children: fields } }];
    return {
      formData: { popupType: pick.popupType, generalWidth: '600px', fullScreenWidth: '100%', drawerWidth: '600px', fields: wrapped },
      columnData: {
        columnList: fields.filter((field) => field.__config__.klxKey !== 'table').map((field) => ({ prop: field.__vModel__!, label: field.__config__.label })),
        searchList: fields.filter((field) => field.__config__.klxKey === 'comInput').map((field) => ({ prop: field.__vModel__!, searchType: 2 as const })),
        hasPage: pick.hasPage,
        defaultSidx: fields[0]!.__vModel__,
        sort: 'desc' as const,
      },
    } satisfies Definition;
  });
