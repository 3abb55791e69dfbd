// @vitest-environment jsdom
/**
 * The data-scheme dialog of the authorize screen (issue 10 §4) in the whole client against the real server
 * in-process: the administrator chooses the positions page's node, opens 数据权限方案, is told the name is missing,
 * builds a "my organisation and below" condition with the field, operator and variable pickers, saves it (the server
 * stores it normalised), and the scheme appears in the grant tree.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, call, tokenFor } from '../../../server/harness';
import { renderSignedInAt, useBackend } from '../../render-app';

const backend = useBackend();
const WAIT = { timeout: 20_000 };

async function pick(container: HTMLElement, testId: string, option: string) {
  fireEvent.mouseDown(within(container).getByTestId(testId).querySelector('[role="combobox"]') ?? within(container).getByTestId(testId));
  fireEvent.click((await screen.findAllByTitle(option, {}, WAIT)).at(-1)!);
}

describe('DataSchemesDialog', () => {
  it('creates a scheme with a variable condition from the authorize screen', async () => {
    const admin = await tokenFor(backend.server.app, ADMIN);
    renderSignedInAt('/permission/authorize', admin);
    const objectPicker = await screen.findByTestId('authorize-object', {}, WAIT);
    fireEvent.mouseDown(objectPicker.querySelector('[role="combobox"]') ?? objectPicker);
    fireEvent.click((await screen.findAllByTitle('普通员工', {}, WAIT)).at(-1)!);
    fireEvent.click(await screen.findByRole('button', { name: '展开全部' }, WAIT));
    fireEvent.click(await screen.findByTestId('authorize-node-m_permission.position', {}, WAIT));
    fireEvent.click(await screen.findByTestId('authorize-schemes', {}, WAIT));
    fireEvent.click(await screen.findByTestId('scheme-add', {}, WAIT));
    const editor = await screen.findByTestId('scheme-editor', {}, WAIT);

    fireEvent.click(screen.getByTestId('scheme-save'));
    expect(await within(editor).findByText('请输入方案名称', {}, WAIT)).toBeTruthy();

    fireEvent.change(within(editor).getByLabelText('方案名称'), { target: { value: '本部门及下级' } });
    fireEvent.change(within(editor).getByLabelText('方案编码'), { target: { value: 'myTree' } });
    await pick(editor, 'scheme-condition-0-0-field', '所属组织');
    await pick(editor, 'scheme-condition-0-0-source', '变量');
    await pick(editor, 'scheme-condition-0-0-op', '属于');
    await pick(editor, 'scheme-condition-0-0-variable', '当前组织及子组织');
    fireEvent.click(screen.getByTestId('scheme-save'));
    expect(await screen.findByText('新建成功', {}, WAIT)).toBeTruthy();

    const stored = await call<{ list: { id: string; enCode: string; conditionJson: unknown }[] }>(backend.server.app, '/api/system/ModuleDataAuthorizeScheme/m_permission.position/List', { token: admin });
    const scheme = stored.data!.list.find((row) => row.enCode === 'myTree')!;
    expect(scheme.conditionJson).toEqual({ logic: 'or', groups: [{ logic: 'and', conditions: [{ field: 'organizeId', kind: 'text', op: 'in', variable: 'currentOrganizeAndBelow' }] }] });
    // The list shows it, and the grant tree offers it under the page.
    await waitFor(() => expect(screen.getAllByText('本部门及下级').length).toBeGreaterThan(0), WAIT);
    await screen.findByTestId(`authorize-node-${scheme.id}`, {}, WAIT);
  }, 120_000);
});
