/**
 * A DataProvider over the real server app in-process (no msw needed: the provider is injected), signed in as a
 * seeded account, plus what CurrentUser answered — so component tests run the runtime against the real resource
 * engine over PGlite. Failed envelopes are recorded and rejected, as the app's http client does.
 */
import type { MenuItem, PermissionEntry } from '../../../../runtime/core/contract/session';
import { buildMenuRoutes } from '../../../../runtime/core/routing/menu-routes';
import { createRequestDataProvider } from '../../../../runtime/react/data-provider';
import type { DataProvider } from '../../../../runtime/react/host';
import { postLogin, type TestServer } from '../../../server/harness';

/** A signed-in provider over the server. */
export interface ServerSession {
  data: DataProvider;
  token: string;
  permissionList: PermissionEntry[];
  menuList: MenuItem[];
  /** The messages of failed calls, in order. */
  failures: string[];
  /** Fetches a file the server prepared (a download URL), as text. */
  fetchText(url: string): Promise<string>;
  /** The menu id of a route path, e.g. "/eam/eamPosition". */
  modelIdOf(path: string): string;
}

/** Signs in and builds the provider. */
export async function signInProvider(server: TestServer, account: string, password: string, language = 'zh-CN'): Promise<ServerSession> {
  const login = await postLogin(server.app, account, password);
  if (login.code !== 200 || !login.data) throw new Error(`sign-in failed: ${login.msg}`);
  const token = login.data.token;
  const failures: string[] = [];
  const call = async (method: string, url: string, payload?: Record<string, unknown>) => {
    const address = new URL(url, 'http://test.local');
    const hasBody = method === 'POST' || method === 'PUT';
    if (!hasBody) for (const [key, value] of Object.entries(payload ?? {})) if (value !== undefined && value !== null) address.searchParams.append(key, String(value));
    const response = await server.app.request(address.pathname + address.search, {
      method,
      headers: { authorization: token, 'accept-language': language, 'content-type': 'application/json', 'klx-origin': 'pc' },
      body: hasBody ? JSON.stringify(payload ?? {}) : undefined,
    });
    const envelope = (await response.json()) as { code: number; msg: string; data?: unknown };
    if (envelope.code !== 200) {
      failures.push(envelope.msg);
      throw new Error(envelope.msg);
    }
    return { data: envelope.data, msg: envelope.msg };
  };
  const upload = async (url: string, file: Blob) => {
    // The app sends a multipart body; here the file goes as the raw body, which the import route also takes:
    // in the jsdom environment the server's `instanceof File` check sees jsdom's File, not the parsed one.
    const response = await server.app.request(url, {
      method: 'POST',
      headers: { authorization: token, 'accept-language': language, 'content-type': 'application/octet-stream' },
      body: await file.text(),
    });
    const envelope = (await response.json()) as { code: number; msg: string };
    if (envelope.code !== 200) {
      failures.push(envelope.msg);
      throw new Error(envelope.msg);
    }
    return { msg: envelope.msg };
  };
  const data = createRequestDataProvider(async (method, url, payload) => (await call(method, url, payload)).data, call, upload);
  const current = (await call('GET', '/api/oauth/CurrentUser')).data as { permissionList: PermissionEntry[]; menuList: MenuItem[] };
  const routes = buildMenuRoutes(current.menuList);
  return {
    data,
    token,
    permissionList: current.permissionList,
    menuList: current.menuList,
    failures,
    fetchText: async (url) => (await server.app.request(url, { headers: { authorization: token } })).text(),
    modelIdOf: (path) => routes.find((route) => route.path === path)?.meta.modelId ?? '',
  };
}
