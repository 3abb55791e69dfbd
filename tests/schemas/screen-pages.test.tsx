// @vitest-environment jsdom
/**
 * Schema screens inside the app (src/pages/screens.tsx): `screenFor` finds the screen of a path, leaves embedded
 * screens and unknown paths alone, and its page — the runtime loaded lazily — lists the server's records through
 * the app's own http client (msw forwarding to the real server) with the signed-in user's permissions.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import fs from 'node:fs';
import path from 'node:path';
import { getCurrentUser, login } from '../../src/api/oauth';
import { setupI18n } from '../../src/i18n';
import { screenFor, screenSchemas } from '../../src/pages/screens';
import { resetSession, setCurrentUser, setToken } from '../../src/stores/session';
import { startBackend, type Backend } from '../src/render-app';
import { ADMIN, STAFF } from '../server/harness';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
  setupI18n('zh-CN');
});
afterAll(async () => {
  resetSession();
  await backend.close();
});

async function signIn(account: string, password: string) {
  resetSession();
  localStorage.clear();
  const { token } = await login({ account, password });
  setToken(token);
  setCurrentUser(await getCurrentUser());
}

function renderPage(path: string) {
  const Page = screenFor(path)!;
  return render(
    <ConfigProvider>
      <AntApp>
        <Page />
      </AntApp>
    </ConfigProvider>,
  );
}

describe('screenFor', () => {
  it('knows every schema file and serves each page route', () => {
    // The schema files on disk, read here independently of the app's import.meta.glob.
    const dir = path.resolve('schemas');
    const onDisk = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json') && file !== 'screen.schema.json')
      .map((file) => (JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { id: string }).id);
    expect(onDisk.length).toBeGreaterThan(0);
    expect(screenSchemas.map((schema) => schema.id).sort()).toEqual(onDisk.sort());
    for (const schema of screenSchemas.filter((candidate) => !candidate.embedded)) expect(screenFor(`/${schema.route}`), schema.id).toBeTypeOf('function');
    expect(screenFor('/eam/eamPosition')).toBeTypeOf('function');
    expect(screenFor('/systemData/dictionary')).toBeTypeOf('function');
    expect(screenFor('/eam/eamPosition')).toBe(screenFor('/eam/eamPosition'));
  });

  it('gives nothing for paths no schema serves', () => {
    expect(screenFor('/home')).toBeUndefined();
    expect(screenFor('/eam/eamPosition/extra')).toBeUndefined();
  });

  it('renders the positions page over the app http client with the admin buttons', async () => {
    await signIn(ADMIN.account, ADMIN.password);
    renderPage('/eam/eamPosition');
    const table = await screen.findByTestId('schema-table-eamPosition', {}, { timeout: 15_000 });
    expect(await within(table).findByText('设备管理部', {}, { timeout: 20_000 })).toBeTruthy();
    expect(document.querySelector('[data-action="add"]')).not.toBeNull();
  });

  it('renders the same page for staff without any button (the route modelId picks their grants)', async () => {
    await signIn(STAFF.account, STAFF.password);
    renderPage('/eam/eamPosition');
    const table = await screen.findByTestId('schema-table-eamPosition', {}, { timeout: 15_000 });
    expect(await within(table).findByText('设备管理部', {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('[data-action="add"], [data-action="edit"], [data-action="remove"]')).toHaveLength(0));
  });
});

describe('the host of a schema page', () => {
  it('asks before deleting with the delete confirmation, and a cancel deletes nothing', async () => {
    await signIn(ADMIN.account, ADMIN.password);
    renderPage('/eam/eamPosition');
    const table = await screen.findByTestId('schema-table-eamPosition', {}, { timeout: 15_000 });
    const row = (await within(table).findByText('资产会计', {}, { timeout: 20_000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    const confirm = await screen.findByText('此操作将永久删除该数据, 是否继续?');
    const dialog = confirm.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    fireEvent.click(document.querySelector('[data-action="refresh"]')!);
    await waitFor(() => expect(table.querySelector('.ant-spin-spinning')).toBeNull());
    expect(await within(table).findByText('资产会计')).toBeTruthy();
  });
});
