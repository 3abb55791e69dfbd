// @vitest-environment jsdom
/**
 * The organisation, department and group pickers in a schema form against the real server in-process: the 800 px
 * dialog titled 选择组织 / 选择部门 / 分组选择 shows the selector's tree, the department picker does not take a
 * company, the keyword filters the tree, multiple mode keeps unique groups, and values show by their names.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { SchemaForm } from '../../../runtime/react/form/SchemaForm';
import type { Row } from '../../../runtime/react/host';
import { ADMIN, call, createTestServer, tokenFor, type TestServer } from '../../server/harness';
import { signInProvider, type ServerSession } from '../../runtime/react/support/server-provider';
import { createTestHost, renderWithHost } from '../../runtime/react/support/test-host';
import { fieldCell } from '../../runtime/react/support/form-queries';

const schema = JSON.parse(readFileSync(path.resolve('tests/fixtures/address-schemas/siteVisit.json'), 'utf8')) as ScreenSchema;

let server: TestServer;
let admin: ServerSession;
let groupId: string;
beforeAll(async () => {
  server = await createTestServer('pglite');
  admin = await signInProvider(server, ADMIN.account, ADMIN.password);
  const token = await tokenFor(server.app, ADMIN);
  groupId = (await call<{ id: string }>(server.app, '/api/permission/Group', { token, method: 'POST', body: { fullName: '巡检组', enCode: 'inspect' } })).data!.id;
}, 240_000);
afterAll(async () => {
  cleanup();
  await server.close();
});
afterEach(() => cleanup());

function renderForm(initial: Row = {}) {
  const seen: Row[] = [];
  function Harness() {
    const [values, setValues] = useState<Row>(initial);
    return <SchemaForm schema={schema} t={screenTranslator(schema, 'zh-CN')} values={values} onChange={(next) => (seen.push(next), setValues(next))} mode="add" />;
  }
  renderWithHost(<Harness />, createTestHost({ data: admin.data }));
  return { seen };
}
const open = async (field: string, title: string) => {
  fireEvent.click(fieldCell(field).querySelector('button[data-picker]')!);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeTruthy();
  return dialog;
};
const confirm = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
const chosen = (dialog: HTMLElement) => [...within(dialog).getByTestId('org-picker-chosen').querySelectorAll('.klx-org-picker-chosen-item')].map((item) => item.textContent);

describe('the organisation, department and group pickers', () => {
  it('takes only a department in the department picker, filtered by keyword', async () => {
    const { seen } = renderForm();
    const dialog = await open('dept', '选择部门');
    fireEvent.click(await within(dialog).findByText('KLX 科技有限公司', {}, { timeout: 20_000 }));
    expect(chosen(dialog)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '财务' } });
    await waitFor(() => expect(within(dialog).queryByText('信息技术部')).toBeNull());
    // A keyword nothing matches leaves the tree saying so (the chosen side is empty too).
    fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '无此部门' } });
    await waitFor(() => expect(within(within(dialog).getByTestId('org-picker-tree')).getByText('暂无数据')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('关键词'), { target: { value: '财务' } });
    fireEvent.click(await within(dialog).findByText('财务部'));
    expect(chosen(dialog)).toEqual(['财务部']);
    confirm(dialog);
    await waitFor(() => expect(seen.at(-1)?.dept).toBe('org_finance'));
    await waitFor(() => expect(fieldCell('dept').textContent).toContain('财务部'));
  }, 90_000);

  it('takes a company in the organisation picker and unique groups in multiple mode', async () => {
    const { seen } = renderForm();
    let dialog = await open('owner', '选择组织');
    fireEvent.click(await within(dialog).findByText('KLX 科技有限公司', {}, { timeout: 20_000 }));
    confirm(dialog);
    await waitFor(() => expect(seen.at(-1)?.owner).toBe('org_company'));
    dialog = await open('teams', '分组选择');
    fireEvent.click(await within(dialog).findByText('巡检组', {}, { timeout: 20_000 }));
    fireEvent.click(within(dialog).getByText('巡检组', { selector: '.ant-tree-title' }));
    expect(chosen(dialog)).toEqual(['巡检组']);
    confirm(dialog);
    await waitFor(() => expect(seen.at(-1)?.teams).toEqual([groupId]));
  }, 90_000);
});
