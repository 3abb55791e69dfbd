/** The route guard of spec 01 §2.1 and §4.1. */
import { fc, test } from '@fast-check/vitest';
import { decideNavigation, loginRedirect, PUBLIC_PATHS, redirectTarget, workflowLinkToken } from '../../../../runtime/core/routing/guard';

const privatePath = fc
  .array(fc.stringMatching(/^[a-zA-Z0-9]{1,8}$/), { minLength: 1, maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`)
  .filter((p) => !PUBLIC_PATHS.includes(p) && p !== '/lockScreen' && p !== '/eam/empower');
const search = fc.constantFrom('', '?a=1', '?x=%2F&y=2');

describe('decideNavigation', () => {
  test.prop([privatePath, search])('without a token, a private path goes to /login with the wanted path as redirect', (path, query) => {
    const decision = decideNavigation(path, query, { hasToken: false, locked: false, infoLoaded: false });
    expect(decision.kind).toBe('redirect');
    if (decision.kind === 'redirect') expect(redirectTarget(decision.to.slice('/login'.length))).toBe(path + query);
  });

  test.prop([privatePath, search])('after an explicit sign-out a private path goes to /login with no redirect (issue 14)', (path, query) => {
    expect(decideNavigation(path, query, { hasToken: false, locked: false, infoLoaded: false, signedOut: true })).toEqual({ kind: 'redirect', to: '/login' });
  });

  test.prop([fc.constantFrom(...PUBLIC_PATHS)])('public paths are open without a token', (path) => {
    expect(decideNavigation(path, '', { hasToken: false, locked: false, infoLoaded: false })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user on /login to /, or to the redirect target it carries', () => {
    expect(decideNavigation('/login', '', { hasToken: true, locked: false, infoLoaded: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation('/login', '?redirect=%2Fx', { hasToken: true, locked: false, infoLoaded: true })).toEqual({ kind: 'redirect', to: '/x' });
  });

  test.prop([privatePath])('a locked session is forced to /lockScreen', (path) => {
    expect(decideNavigation(path, '', { hasToken: true, locked: true, infoLoaded: true })).toEqual({ kind: 'redirect', to: '/lockScreen' });
    expect(decideNavigation('/lockScreen', '', { hasToken: true, locked: true, infoLoaded: true })).toEqual({ kind: 'allow' });
  });

  test.prop([privatePath])('an inactive account is forced to /eam/empower', (path) => {
    expect(decideNavigation(path, '', { hasToken: true, locked: false, infoLoaded: true, isActive: 0 })).toEqual({ kind: 'redirect', to: '/eam/empower' });
    expect(decideNavigation('/eam/empower', '', { hasToken: true, locked: false, infoLoaded: true, isActive: 0 })).toEqual({ kind: 'allow' });
  });

  test.prop([privatePath])('info is loaded before a private page opens', (path) => {
    expect(decideNavigation(path, '', { hasToken: true, locked: false, infoLoaded: false })).toEqual({ kind: 'loadInfo' });
    expect(decideNavigation(path, '', { hasToken: true, locked: false, infoLoaded: true, isActive: 1 })).toEqual({ kind: 'allow' });
  });
});

describe('redirectTarget', () => {
  it.each([
    ['?redirect=%2Feam%2Fx%3Fa%3D1', '/eam/x?a=1'],
    ['?redirect=https%3A%2F%2Fevil.example', '/'],
    ['?redirect=%2F%2Fevil.example', '/'],
    ['?redirect=%2Flogin', '/'],
    ['', '/'],
  ])('%s gives %s', (query, expected) => {
    expect(redirectTarget(query)).toBe(expected);
  });

  test.prop([privatePath, search])('round-trips through loginRedirect', (path, query) => {
    expect(redirectTarget(loginRedirect(path + query).slice('/login'.length))).toBe(path + query);
  });
});

describe('workflowLinkToken', () => {
  it('takes the token of a /workFlowDetail link when it differs from the stored one', () => {
    expect(workflowLinkToken('/workFlowDetail', '?token=abc&config=x', 'old')).toBe('abc');
    expect(workflowLinkToken('/workFlowDetail', '?token=abc', 'abc')).toBeUndefined();
    expect(workflowLinkToken('/workFlowDetail', '?config=x', 'old')).toBeUndefined();
    expect(workflowLinkToken('/workFlowDetail', '?token=', 'old')).toBeUndefined();
  });
  test.prop([privatePath.filter((p) => p !== '/workFlowDetail'), fc.string()])('never changes the token elsewhere', (path, token) => {
    expect(workflowLinkToken(path, `?token=${encodeURIComponent(token)}`, 'stored')).toBeUndefined();
  });
});
