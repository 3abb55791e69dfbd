// @vitest-environment jsdom
/**
 * The dynamic dictionary page (menu type 4, issue 9 §4): the scoped schema screen that declares the menu type
 * (the data dictionary's entries) shown without its left tree, listing the one type the menu entry names, as a tree
 * when the entry says isTree — against the real server in-process.
 */
import { cleanup, screen } from '@testing-library/react';
import { MenuType } from '../../../../runtime/core/contract/session';
import { createCan } from '../../../../runtime/core/permission/filter';
import { ScreenPage } from '../../../../runtime/react/screen/ScreenPage';
import { scopedScreenFor } from '../../../../src/pages/dynamic/DictionaryModelPage';
import { screenSchemas } from '../../../../src/pages/screens';
import { ADMIN, createTestServer, type TestServer } from '../../../server/harness';
import { signInProvider, type ServerSession } from '../../../runtime/react/support/server-provider';
import { createTestHost, renderWithHost } from '../../../runtime/react/support/test-host';

let server: TestServer;
let admin: ServerSession;
beforeAll(async () => {
  server = await createTestServer('pglite');
  admin = await signInProvider(server, ADMIN.account, ADMIN.password);
}, 240_000);
afterAll(async () => {
  cleanup();
  await server.close();
});

describe('the dynamic dictionary page', () => {
  it('serves type 4 with the dictionary entries screen, without its left tree of types', () => {
    const schema = scopedScreenFor(MenuType.dynamicDictionary, screenSchemas)!;
    expect(schema.id).toBe('dictionaryData');
    expect(schema.list.leftTree).toBeUndefined();
    expect(schema.list.layout).toBe('treeTable');
    expect(scopedScreenFor(MenuType.dynamicReport, screenSchemas)).toBeUndefined();
  });

  it('lists the named type\'s entries as a tree and nothing of other types', async () => {
    const schema = scopedScreenFor(MenuType.dynamicDictionary, screenSchemas)!;
    const host = { ...createTestHost({ data: admin.data }), can: createCan(admin.permissionList), modelId: admin.modelIdOf('/demo/equipmentTypes') };
    renderWithHost(<ScreenPage schema={schema} context={{ typeId: 'dt_equipmentType', isTree: 1 }} />, host);
    expect(await screen.findByText('IT设备', {}, { timeout: 20_000 })).toBeTruthy();
    expect(await screen.findByText('笔记本电脑', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByTestId('left-tree')).toBeNull();
    expect(screen.queryByText('男')).toBeNull();
  }, 90_000);
});
