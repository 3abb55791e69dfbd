/** The http client's contract with the server and the host (spec 01 §7–§8). */
import { createHttpClient, RequestError, type HttpEnv } from '../../../src/api/http';

function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const effects = { errors: [] as string[], resets: 0 };
  const env: HttpEnv = {
    getToken: () => 'tok123',
    getLanguage: () => 'zh-TW',
    notifyError: (message) => effects.errors.push(message),
    onSessionInvalid: () => (effects.resets += 1),
    defaultErrorMessage: () => '请求出错，请重试',
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }) as unknown as typeof fetch,
  };
  return { client: createHttpClient(env), calls, effects };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('http client', () => {
  it('sends the token, the pc origin, the language and the n timestamp, with GET payloads as query', async () => {
    const { client, calls } = setup(() => json({ code: 200, msg: 'Success', data: { a: 1 } }));
    expect(await client.get('/api/x', { keyword: '资产', page: 2 })).toEqual({ a: 1 });
    const { url, init } = calls[0]!;
    const parsed = new URL(url, 'http://h');
    expect(parsed.pathname).toBe('/api/x');
    expect(parsed.searchParams.get('keyword')).toBe('资产');
    expect(parsed.searchParams.get('n')).toMatch(/^\d{10}$/);
    expect(init.headers).toMatchObject({ Authorization: 'tok123', 'klx-origin': 'pc', 'Accept-Language': 'zh-TW' });
  });

  it('posts forms form-encoded', async () => {
    const { client, calls } = setup(() => json({ code: 200, msg: 'ok' }));
    await client.postForm('/api/oauth/Login', { account: 'a b', password: 'x', skip: undefined });
    expect(String(calls[0]!.init.body)).toBe('account=a+b&password=x');
  });

  it('rejects a failure code with the server message and one toast, keeping the session', async () => {
    const { client, effects } = setup(() => json({ code: 400, msg: '名称已存在' }));
    await expect(client.get('/api/y')).rejects.toEqual(new RequestError('名称已存在', 400));
    expect(effects).toEqual({ errors: ['名称已存在'], resets: 0 });
  });

  it.each([600, 601, 602])('resets the session on %i', async (code) => {
    const { client, effects } = setup(() => json({ code, msg: '登录过期,请重新登录' }));
    await expect(client.get('/api/oauth/CurrentUser')).rejects.toBeInstanceOf(RequestError);
    expect(effects.resets).toBe(1);
  });

  it.each(['/api/oauth/Login', '/api/oauth/LockScreen'])('does not reset the session for %s', async (path) => {
    const { client, effects } = setup(() => json({ code: 600, msg: 'x' }));
    await expect(client.post(path, {})).rejects.toBeInstanceOf(RequestError);
    expect(effects.resets).toBe(0);
  });

  it('shows the default message on a network error', async () => {
    const { client, effects } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/api/z')).rejects.toEqual(new RequestError('请求出错，请重试'));
    expect(effects.errors).toEqual(['请求出错，请重试']);
  });
});
