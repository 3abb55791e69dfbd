/** The client's handling of answer codes (spec 01 §7–§8). */
import { fc, test } from '@fast-check/vitest';
import { decideResponse, routeOf, withTimestamp } from '../../../../runtime/core/http/response';

const DEFAULT = '请求出错，请重试';
const path = fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 }).map((parts) => `/api/${parts.join('/')}`);
const notExempt = path.filter((p) => !/\/api\/oauth\/(Login|LockScreen)$/i.test(p) && !/OnlineDev\/[^/]+\/Config|DataSource\/Actions\/Test|Portal\/[^/]+\/auth/i.test(p));

describe('decideResponse', () => {
  test.prop([path, fc.string()])('200 always resolves', (url, msg) => {
    expect(decideResponse(url, 200, msg, DEFAULT)).toEqual({ kind: 'resolve' });
  });

  test.prop([notExempt, fc.integer().filter((code) => code !== 200), fc.string({ minLength: 1 }).filter((s) => s.trim() !== '')])(
    'any other code rejects with the server message',
    (url, code, msg) => {
      const action = decideResponse(url, code, msg, DEFAULT);
      expect(action).toMatchObject({ kind: 'reject', message: msg });
    },
  );

  test.prop([notExempt, fc.integer().filter((code) => code !== 200), fc.constantFrom('', '   ', undefined, null)])(
    'an empty message falls back to the default one',
    (url, code, msg) => {
      expect(decideResponse(url, code, msg, DEFAULT)).toMatchObject({ kind: 'reject', message: DEFAULT });
    },
  );

  test.prop([notExempt, fc.integer({ min: -1000, max: 1000 }).filter((code) => code !== 200)])('only 600, 601 and 602 reset the session', (url, code) => {
    const action = decideResponse(url, code, 'x', DEFAULT);
    expect(action.kind === 'reject' && action.resetSession).toBe([600, 601, 602].includes(code));
  });

  test.prop([fc.constantFrom('/api/oauth/Login', '/api/oauth/LockScreen'), fc.constantFrom(600, 601, 602), fc.string()])(
    'sign-in and lock-screen calls never reset the session',
    (url, code, query) => {
      const action = decideResponse(`${url}?${query}`, code, 'x', DEFAULT);
      expect(action).toMatchObject({ kind: 'reject', resetSession: false });
    },
  );

  it.each(['/api/visualdev/OnlineDev/abc/Config', '/api/system/DataSource/Actions/Test'])('%s is exempt from the code check', (url) => {
    expect(decideResponse(url, 400, 'x', DEFAULT)).toEqual({ kind: 'resolve' });
  });

  it('rejects a non-envelope answer with the default message', () => {
    expect(decideResponse('/api/x', undefined, undefined, DEFAULT)).toEqual({ kind: 'reject', message: DEFAULT, resetSession: false });
  });
});

describe('withTimestamp and routeOf', () => {
  test.prop([path, fc.integer({ min: 0, max: 4_000_000_000_000 })])('appends n as unix seconds', (url, now) => {
    const stamped = withTimestamp(url, now);
    expect(new URL(stamped, 'http://x').searchParams.get('n')).toBe(String(Math.floor(now / 1000)));
    expect(routeOf(stamped)).toBe(url);
  });

  it('keeps an existing query', () => {
    expect(withTimestamp('/api/a?b=1', 5000)).toBe('/api/a?b=1&n=5');
    expect(routeOf('http://host:3000/api/a?b=1#x')).toBe('/api/a');
  });
});
