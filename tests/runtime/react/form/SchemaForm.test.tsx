// @vitest-environment jsdom
/**
 * The schema form's behaviours named by the format: fields per depreciation method, computed fields (a formula
 * and the bill rule's live example, debounced), validation on blur, the duplicate-account check on blur, fields
 * disabled on edit or unless the mode matches.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef, useState } from 'react';
import billRule from '../../../../schemas/billRule.json';
import dictionaryData from '../../../../schemas/dictionaryData.json';
import dictionaryType from '../../../../schemas/dictionaryType.json';
import eamDatatype from '../../../../schemas/eamDatatype.json';
import eamPosition from '../../../../schemas/eamPosition.json';
import users from '../../../../schemas/users.json';
import { billDatePart } from '../../../../runtime/core/billing/bill-number';
import { screenTranslator } from '../../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../../runtime/core/schema/types';
import { SchemaForm, type SchemaFormHandle, type SchemaFormProps } from '../../../../runtime/react/form/SchemaForm';
import type { Row } from '../../../../runtime/react/host';
import { fieldCell, fieldError } from '../support/form-queries';
import { createMemoryProvider, type MemoryProvider } from '../support/memory-provider';
import { createTestHost, renderWithHost } from '../support/test-host';

function renderForm(raw: unknown, options: Partial<SchemaFormProps> & { data?: MemoryProvider } = {}) {
  const schema = raw as ScreenSchema;
  const ref = createRef<SchemaFormHandle>();
  const current: { values: Row } = { values: options.values ?? {} };
  function Harness() {
    const [values, setValues] = useState<Row>(options.values ?? {});
    current.values = values;
    return <SchemaForm ref={ref} schema={schema} t={screenTranslator(schema, 'zh-CN')} values={values} onChange={setValues} mode={options.mode ?? 'add'} recordId={options.recordId} modeArg={options.modeArg} context={options.context} />;
  }
  renderWithHost(<Harness />, createTestHost({ data: options.data }));
  return { ref, current };
}

const shown = (name: string) => document.querySelector(`[data-field="${name}"]`) !== null;
const inputOf = (name: string) => fieldCell(name).querySelector('input, textarea') as HTMLInputElement;

async function choose(name: string, title: string) {
  fireEvent.mouseDown(fieldCell(name).querySelector('[role="combobox"]')!);
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options.at(-1)!);
}

describe('SchemaForm', () => {
  it('shows the depreciation fields of the chosen method only', async () => {
    const { current } = renderForm(eamDatatype);
    await waitFor(() => expect(current.values.deprecitionType).toBe(99));
    expect(shown('serviceLife')).toBe(false);
    expect(shown('zcjcz')).toBe(false);
    await choose('deprecitionType', '直线法');
    await waitFor(() => expect(shown('serviceLife')).toBe(true));
    expect(shown('zcjcz')).toBe(true);
    expect(shown('totalEffort')).toBe(false);
    await choose('deprecitionType', '工作量法');
    await waitFor(() => expect(shown('totalEffort')).toBe(true));
    expect(shown('yearEffort')).toBe(true);
    expect(shown('monthEffort')).toBe(true);
    expect(shown('serviceLife')).toBe(false);
  });

  it('recalculates a formula field after the inputs settle', async () => {
    const { current } = renderForm(eamDatatype, { values: { deprecitionType: 3 } });
    await waitFor(() => expect(shown('yearEffort')).toBe(true));
    fireEvent.change(inputOf('yearEffort'), { target: { value: '30' } });
    await waitFor(() => expect(current.values.monthEffort).toBe(2.5));
    expect(inputOf('monthEffort').readOnly).toBe(true);
    expect(inputOf('monthEffort').value).toBe('2.50');
  });

  it('recomputes the bill rule example live, 100 ms after the last change', async () => {
    const { current } = renderForm(billRule, { values: { prefix: 'BX', dateFormat: 'no', digit: 4, startNumber: '1' } });
    await waitFor(() => expect(inputOf('example').value).toBe('BX0001'));
    fireEvent.change(inputOf('startNumber'), { target: { value: '27' } });
    expect(current.values.example).toBe('BX0001');
    await waitFor(() => expect(current.values.example).toBe('BX0027'));
    await choose('dateFormat', 'yyyyMM');
    await waitFor(() => expect(inputOf('example').value).toBe(`BX${billDatePart('yyyyMM', new Date())}0027`));
  });

  it('validates a validateOnBlur field once it loses focus, leaving untouched fields alone', async () => {
    renderForm(eamDatatype);
    await waitFor(() => expect(shown('fullname')).toBe(true));
    fireEvent.blur(inputOf('fullname'));
    await waitFor(() => expect(fieldError('fullname')).toBe('请输入类别名称'));
    expect(fieldError('encode')).toBe('');
    fireEvent.change(inputOf('fullname'), { target: { value: '电脑' } });
    await waitFor(() => expect(fieldError('fullname')).toBe(''));
  });

  it('checks the account against the server on blur and blocks saving a taken one', async () => {
    const data = createMemoryProvider();
    data.answers.set('POST /api/eam/Eam_employee/getList', (payload: Row) => ({ list: payload.jobNumber === 'zhangsan' ? [{ id: 'u9', account: 'zhangsan' }] : [] }));
    const { ref } = renderForm(users, { data, values: { account: 'zhangsan', realName: '张三', gender: '1', organizeIdTree: ['o1'] } });
    fireEvent.blur(await waitFor(() => inputOf('account')));
    await waitFor(() => expect(fieldError('account')).toBe('工号已存在'));
    expect(data.calls.find((call) => call.api === 'POST /api/eam/Eam_employee/getList')?.values).toMatchObject({ jobNumber: 'zhangsan' });
    let ok = true;
    act(() => void (ok = ref.current!.validate()));
    expect(ok).toBe(false);
    fireEvent.change(inputOf('account'), { target: { value: 'lisi' } });
    fireEvent.blur(inputOf('account'));
    await waitFor(() => expect(fieldError('account')).toBe(''));
  });

  it('does not count the edited record itself as a duplicate', async () => {
    const data = createMemoryProvider();
    data.answers.set('POST /api/eam/Eam_employee/getList', { list: [{ id: 'u9', account: 'zhangsan' }] });
    renderForm(users, { data, mode: 'edit', recordId: 'u9', values: { account: 'zhangsan' } });
    fireEvent.blur(await waitFor(() => inputOf('account')));
    await waitFor(() => expect(data.calls.some((call) => call.api === 'POST /api/eam/Eam_employee/getList')).toBe(true));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fieldError('account')).toBe('');
  });

  it('leaves the tree switch free for a new dictionary category', async () => {
    renderForm(dictionaryType, { mode: 'add' });
    await waitFor(() => expect(fieldCell('isTree').querySelector('button[role="switch"]')!.hasAttribute('disabled')).toBe(false));
  });

  it('locks the tree switch when editing', async () => {
    renderForm(dictionaryType, { mode: 'edit', recordId: 't1', values: { parentId: '-1', fullName: '性别', enCode: 'sex', isTree: 0 } });
    await waitFor(() => expect(fieldCell('isTree').querySelector('button[role="switch"]')!.hasAttribute('disabled')).toBe(true));
  });

  it.each([
    [1, false],
    [0, true],
  ])('enables the dictionary entry parent only when the mode argument is 1 (mode %s → disabled %s)', async (modeArg, disabled) => {
    renderForm(dictionaryData, { modeArg, context: { typeId: 't1', isTree: modeArg } });
    await waitFor(() => expect(fieldCell('parentId').querySelector('input')!.hasAttribute('disabled')).toBe(disabled));
  });

  it('shows a new dictionary entry under its type (the first parent) while keeping the root value', async () => {
    const data = createMemoryProvider();
    data.answers.set('GET /api/system/DictionaryData/t1/Selector/0', [{ id: 't1', fullName: '存放地点', children: [{ id: 'e1', fullName: '总部大楼' }] }]);
    const { current } = renderForm(dictionaryData, { data, modeArg: 1, context: { typeId: 't1', isTree: 1 } });
    await waitFor(() => expect(fieldCell('parentId').textContent).toContain('存放地点'));
    expect(current.values.parentId).toBe('0');
  });

  it('shows an entry at the root under its type when editing', async () => {
    const data = createMemoryProvider();
    data.answers.set('GET /api/system/DictionaryData/t1/Selector/e2', [{ id: 't1', fullName: '存放地点', children: [{ id: 'e1', fullName: '总部大楼' }] }]);
    renderForm(dictionaryData, { data, mode: 'edit', recordId: 'e2', modeArg: 1, context: { typeId: 't1', isTree: 1 }, values: { parentId: '0', fullName: '中心仓库', enCode: 'wh' } });
    await waitFor(() => expect(fieldCell('parentId').textContent).toContain('存放地点'));
  });

  it('leaves an empty required parent empty (positions ask the user to choose)', async () => {
    const data = createMemoryProvider({ '/api/eam/EamPosition': [{ id: 'p1', parentid: '-1', fullname: '仓库' }] });
    const { current } = renderForm(eamPosition, { data });
    await waitFor(() => expect(data.calls.some((call) => call.op === 'selector')).toBe(true));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(current.values.parentid).toBeUndefined();
  });

  it('copies the last id of the organisation path into organizeId', async () => {
    const data = createMemoryProvider();
    data.answers.set('GET /api/permission/Organize', [{ id: 'org_company', fullName: 'KLX', children: [{ id: 'org_it', fullName: '信息技术部' }] }]);
    const { current } = renderForm(users, { data });
    fireEvent.mouseDown(await waitFor(() => fieldCell('organizeIdTree').querySelector('[role="combobox"]')!));
    fireEvent.click(await screen.findByText('KLX'));
    fireEvent.click(await screen.findByText('信息技术部'));
    await waitFor(() => expect(current.values).toMatchObject({ organizeIdTree: ['org_company', 'org_it'], organizeId: 'org_it' }));
  });
});

describe('SchemaForm layout', () => {
  const withLayout = (labelWidth?: number) => {
    const base = eamPosition as unknown as ScreenSchema;
    const schema: ScreenSchema = {
      ...base,
      messages: { ...base.messages, 'zh-CN': { ...base.messages['zh-CN'], 'eamPosition.codeHelp': '编码全局唯一' } },
      model: { ...base.model, properties: { ...base.model.properties, encode: { ...base.model.properties.encode!, description: 'eamPosition.codeHelp' } } },
      form: { ...base.form, labelWidth },
    };
    return schema;
  };

  it('puts labels beside the fields at the schema label width', async () => {
    renderForm(withLayout(100));
    const label = await waitFor(() => fieldCell('fullname').querySelector<HTMLElement>('.ant-form-item-label')!);
    expect(label.style.flex).toBe('0 0 100px');
  });

  it('keeps labels above the fields without a label width, and shows field descriptions translated', async () => {
    renderForm(withLayout(undefined));
    const label = await waitFor(() => fieldCell('fullname').querySelector<HTMLElement>('.ant-form-item-label')!);
    expect(label.className).toMatch(/ant-col-24/);
    expect(fieldCell('encode').textContent).toContain('编码全局唯一');
  });
});
