// @vitest-environment jsdom
/**
 * permission → grade (分级管理) in the whole client against the real server in-process (issue 10): the page lists the
 * grade administrators; editing one shows their organisations with the eight rights, a changed right is stored, and
 * removing the administrator takes every grade.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, call, tokenFor } from '../../../server/harness';
import { renderSignedInAt, useBackend } from '../../render-app';

const backend = useBackend();
const WAIT = { timeout: 20_000 };
const API = '/api/permission/OrganizeAdministrator';

describe('GradePage', () => {
  it('edits and removes a grade administrator', async () => {
    const admin = await tokenFor(backend.server.app, ADMIN);
    const seeded = await call(backend.server.app, `${API}/user_staff`, { token: admin, method: 'PUT', body: { list: [{ organizeId: 'org_asset', thisLayerSelect: 1, subLayerSelect: 1 }] } });
    expect(seeded.code).toBe(200);
    renderSignedInAt('/permission/grade', admin);
    const page = await screen.findByTestId('grade-page', {}, WAIT);
    const row = (await within(page).findByText('staff', {}, WAIT)).closest('tr') as HTMLElement;
    expect(within(row).getByText('1')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const add = await screen.findByTestId('grade-org_asset-subLayerAdd', {}, WAIT);
    fireEvent.click(add);
    fireEvent.click(screen.getByTestId('grade-save'));
    expect(await screen.findByText('更新成功', {}, WAIT)).toBeTruthy();
    const stored = await call<{ list: Record<string, unknown>[] }>(backend.server.app, `${API}/user_staff`, { token: admin });
    expect(stored.data!.list).toEqual([expect.objectContaining({ organizeId: 'org_asset', thisLayerSelect: 1, subLayerSelect: 1, subLayerAdd: 1, thisLayerAdd: 0 })]);

    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }, WAIT));
    await waitFor(() => expect(within(page).queryByText('staff')).toBeNull(), WAIT);
    expect((await call<{ list: unknown[] }>(backend.server.app, `${API}/user_staff`, { token: admin })).data!.list).toEqual([]);
  }, 120_000);
});
