/**
 * The JSON Schema of a low-code definition (`{ formData, columnData }`, definition.ts), for the designer's JSON
 * view: CodeMirror validates the text against it and completes property names and kinds from it. The kinds are the
 * adapter's own lists, so the schema offers exactly what the runtime renders. It describes the shape; the rules
 * across fields (unique keys, formulas naming fields, list columns naming form fields) stay with problems.ts, which
 * the save runs on the server.
 */
import { FIELD_KINDS } from './field-kinds';

type JsonSchema = Record<string, unknown>;

const text = (description: string): JsonSchema => ({ type: 'string', description });
const flag = (description: string): JsonSchema => ({ type: 'boolean', description });
const whole = (description: string, minimum?: number, maximum?: number): JsonSchema => ({ type: 'integer', description, ...(minimum === undefined ? {} : { minimum }), ...(maximum === undefined ? {} : { maximum }) });
const width = (description: string): JsonSchema => ({ type: ['string', 'number'], description });

/** The JSON Schema of a definition. */
export function definitionJsonSchema(): JsonSchema {
  const field: JsonSchema = {
    type: 'object',
    description: 'A field, container, or the item of a tab or collapse',
    required: ['__config__'],
    properties: {
      __config__: {
        type: 'object',
        description: 'The widget config (spec 02 §3)',
        properties: {
          klxKey: { enum: [...FIELD_KINDS], description: 'The kind of field; left out only on the items of a tab or collapse' },
          formId: { type: ['string', 'number'], description: 'The designer\'s id of the node' },
          label: text('The label (zh-CN)'),
          labelI18n: { type: 'object', description: 'The label in other languages', properties: { 'zh-TW': { type: 'string' }, en: { type: 'string' } }, additionalProperties: false },
          tipLabel: text('A tip shown beside the label'),
          showLabel: flag('Show the label'),
          required: flag('A value is required'),
          layout: { enum: ['colFormItem', 'rowFormItem'] },
          span: whole('Grid span out of 24', 1, 24),
          labelWidth: whole('Label width in pixels', 0),
          regList: { type: 'array', description: 'Regular-expression checks', items: { type: 'object', required: ['pattern'], properties: { pattern: { type: 'string' }, message: { type: 'string' } } } },
          regErrorText: text('The message of a failed check'),
          defaultValue: { description: 'The default value' },
          noShow: flag('Hidden in the form'),
          visibility: { type: 'array', items: { enum: ['pc', 'app'] } },
          tableName: { type: 'string' },
          showWhen: { type: 'object', description: 'Shown only while another field has one of these values', required: ['field', 'in'], properties: { field: { type: 'string' }, in: { type: 'array', items: { type: ['string', 'number', 'boolean'] } } } },
          rule: text('billRule: the enCode of the bill rule that numbers the field'),
          children: { type: 'array', description: 'Children of containers, sub-table columns, tab and collapse items', items: { $ref: '#/definitions/field' } },
        },
      },
      __vModel__: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$', description: 'The key the value is stored under' },
      placeholder: { type: 'string' },
      options: { type: 'array', description: 'Choices of radio and select', items: { type: 'object', required: ['label', 'value'], properties: { label: { type: 'string' }, value: { type: ['string', 'number'] }, labelI18n: { type: 'object', description: 'The label in other languages', properties: { 'zh-TW': { type: 'string' }, en: { type: 'string' } }, additionalProperties: false } } } },
      maxlength: whole('Maximum length', 1),
      min: { type: 'number' },
      max: { type: 'number' },
      precision: whole('Decimals', 0, 10),
      expression: text('calculate: the formula, e.g. "{qty} * {price}"; "{table-column}" is a column\'s total'),
      isStorage: flag('calculate: store the value'),
      thousands: flag('Thousands separator'),
      isAmountChinese: flag('Show the amount in Chinese'),
      showSummary: flag('table: show the totals row'),
      summaryField: { type: 'array', items: { type: 'string' }, description: 'table: the totalled columns' },
      title: text('Title of a card, alert, tab or collapse item'),
      content: text('Content of a group title, divider or text'),
      multiple: flag('People pickers: several may be chosen'),
      selectType: { enum: ['all', 'custom'], description: 'userSelect, usersSelect: "custom" offers only the users behind ableIds' },
      ableIds: { type: 'array', items: { type: 'string', pattern: '^.+--(department|company|role|position|group|user)$' }, description: 'The custom select type\'s conditions, "id--kind"' },
      isAdd: flag('userSelect: offer adding a user inside the picker (default true)'),
      currentUser: flag('userSelect: offer the current user'),
      level: whole('address: the deepest level offered (0 province, 1 city, 2 district, 3 street)', 0, 3),
      dataType: { enum: ['static', 'relation', 'form'], description: 'qrcode: encodes the fixed text, another field\'s value, or the record itself (the DFD payload)' },
    },
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    required: ['formData', 'columnData'],
    additionalProperties: false,
    definitions: { field },
    properties: {
      formData: {
        type: 'object',
        description: 'The form (spec 02 §3 "Form definition")',
        required: ['fields'],
        properties: {
          popupType: { enum: ['general', 'fullScreen', 'drawer'], description: 'How the form and the detail open' },
          generalWidth: width('Dialog width'),
          fullScreenWidth: width('Full-screen width'),
          drawerWidth: width('Drawer width'),
          labelWidth: whole('Label width in pixels', 0),
          gutter: whole('Grid gutter', 0),
          span: whole('Default span', 1, 24),
          hasPrintBtn: flag('Show the print button in the detail view'),
          printId: { type: ['array', 'string'], items: { type: 'string' }, description: 'Print templates' },
          printButtonText: text('The print button\'s text'),
          fields: { type: 'array', items: { $ref: '#/definitions/field' } },
        },
      },
      columnData: {
        type: 'object',
        description: 'The list (CONTRACT.md columnData)',
        properties: {
          type: { enum: [1, 2, 3] },
          columnList: { type: 'array', items: { type: 'object', required: ['prop'], properties: { prop: { type: 'string' }, label: { type: 'string' }, align: { enum: ['left', 'center', 'right'] }, sortable: { type: 'boolean' }, width: { type: 'number' }, fixed: { enum: ['left', 'right', 'none', ''] } } } },
          searchList: { type: 'array', items: { type: 'object', required: ['prop'], properties: { prop: { type: 'string' }, label: { type: 'string' }, searchType: { enum: [1, 2, 3] } } } },
          defaultSidx: text('The default sort field'),
          sort: { enum: ['asc', 'desc'] },
          hasPage: flag('Paged'),
          pageSize: whole('Page size', 1, 500),
          btnsList: { type: 'array', items: { type: 'object', required: ['value'], properties: { value: { type: 'string' }, label: { type: 'string' } } } },
          columnBtnsList: { type: 'array', items: { type: 'object', required: ['value'], properties: { value: { type: 'string' }, label: { type: 'string' } } } },
          useColumnPermission: { type: 'boolean' },
          useFormPermission: { type: 'boolean' },
          useBtnPermission: { type: 'boolean' },
        },
      },
    },
  };
}
