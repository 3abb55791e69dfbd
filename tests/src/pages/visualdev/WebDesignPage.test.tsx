// @vitest-environment jsdom
/** onlineDev → webDesign: the definitions by category and keyword, create (opening the designer), copy and delete. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, call, tokenFor } from '../../../server/harness';
import { renderSignedInAt, useBackend } from '../../render-app';

const backend = useBackend();
const WAIT = { timeout: 60_000 };

/** The codes of the listed definitions. */
const listedCodes = () => [...document.querySelectorAll('[data-testid^="web-design-row-"]')].map((row) => row.getAttribute('data-testid')!.slice('web-design-row-'.length));

async function definitionCodes(token: string): Promise<string[]> {
  const answer = await call<{ list: { enCode: string }[] }>(backend.server.app, '/api/visualdev/Base?pageSize=100', { token });
  return answer.data!.list.map((row) => row.enCode);
}

describe('WebDesignPage', () => {
  it('lists the seeded model under its category, filters by keyword, creates, copies and deletes', async () => {
    const token = await tokenFor(backend.server.app, ADMIN);
    renderSignedInAt('/onlineDev/webDesign', token);
    await screen.findByTestId('web-design-row-assetRequisition', {}, WAIT);
    expect(screen.queryByTestId('module-placeholder')).toBeNull();
    // The left list holds the categories in use, by the form-category dictionary's name, as does the row's column.
    expect(within(screen.getByTestId('web-design-categories')).getByText('资产管理')).toBeTruthy();
    expect(within(screen.getByTestId('web-design-categories')).queryByText('asset')).toBeNull();
    expect(within(screen.getByTestId('web-design-row-assetRequisition').closest('tr')!).getByText('资产管理')).toBeTruthy();

    // Create: the dialog checks the code, then the new definition opens in the designer.
    fireEvent.click(screen.getByTestId('web-design-create'));
    const form = await screen.findByTestId('web-design-create-form', {}, WAIT);
    fireEvent.change(within(form).getByLabelText('名称'), { target: { value: '测试模型' } });
    fireEvent.change(within(form).getByLabelText('编码'), { target: { value: '1bad' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByText('编码由字母、数字和下划线组成，以字母开头，最多50个字符', {}, WAIT).catch(() => undefined);
    expect(await definitionCodes(token)).not.toContain('1bad');
    fireEvent.change(within(form).getByLabelText('编码'), { target: { value: 'pageTest' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByTestId('designer', {}, WAIT);
    expect(await definitionCodes(token)).toContain('pageTest');
    fireEvent.click(await screen.findByTestId('designer-close', {}, WAIT));
    await screen.findByTestId('web-design-row-pageTest', {}, WAIT);

    // Keyword search.
    fireEvent.change(screen.getByTestId('web-design-keyword'), { target: { value: 'pageTest' } });
    fireEvent.keyDown(screen.getByTestId('web-design-keyword'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listedCodes()).toEqual(['pageTest']), WAIT);

    // Copy: a second definition with a derived code.
    fireEvent.click(within(screen.getByTestId('web-design-row-pageTest')).getByRole('button', { name: /复\s*制/ }));
    await waitFor(() => expect(listedCodes().some((code) => code.startsWith('pageTest_'))).toBe(true), WAIT);
    expect((await definitionCodes(token)).filter((code) => code.startsWith('pageTest'))).toHaveLength(2);

    // Delete asks first (the spec's text) and removes it once confirmed.
    fireEvent.click(within(screen.getByTestId('web-design-row-pageTest')).getByRole('button', { name: /删\s*除/ }));
    await screen.findByText('此操作将永久删除该数据, 是否继续?', {}, WAIT);
    expect(await definitionCodes(token)).toContain('pageTest');
    fireEvent.click(document.querySelector<HTMLElement>('.ant-modal-confirm .ant-btn-primary')!);
    await waitFor(() => expect(listedCodes()).not.toContain('pageTest'), WAIT);
    expect(await definitionCodes(token)).not.toContain('pageTest');
  }, 400_000);
});
