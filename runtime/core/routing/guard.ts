/**
 * The route guard of spec 01 §2.1 and §4.1 as a pure decision: given where the user wants to go and the session
 * state, say whether to allow, redirect, or first load the user's info.
 */

/** Paths reachable without a session (the app-download page is what a phone opens from the QR code). */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/auth-redirect', '/sso', '/formShortLink', '/downloadApp'];

/** The lock-screen path the guard forces while the session is locked. */
export const LOCK_PATH = '/lockScreen';
/** Where accounts with isActive 0 are sent. */
export const EMPOWER_PATH = '/eam/empower';

/** What the guard knows about the session. */
export interface GuardState {
  hasToken: boolean;
  locked: boolean;
  /** userInfo.isActive; undefined before the info is loaded. */
  isActive?: number;
  infoLoaded: boolean;
  /**
   * True after an explicit sign-out: the sign-in page then carries no redirect, so the next person to sign in does
   * not land on the previous user's page. Session expiry leaves it false and keeps the redirect.
   */
  signedOut?: boolean;
}

/** The guard's verdict. */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'loadInfo' };

/** True when the path needs no session. */
export function isPublicRoute(path: string): boolean {
  return PUBLIC_PATHS.includes(path);
}

/** Builds the sign-in address that returns to the wanted path afterwards. */
export function loginRedirect(pathWithSearch: string): string {
  return `/login?redirect=${encodeURIComponent(pathWithSearch)}`;
}

/** Reads a safe redirect target from the login page's query: only same-site paths are followed. */
export function redirectTarget(search: string): string {
  const value = new URLSearchParams(search).get('redirect');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return '/';
  return value;
}

/** Decides a navigation to `path` (with `search`, e.g. "?a=1"). */
export function decideNavigation(path: string, search: string, state: GuardState): GuardDecision {
  if (!state.hasToken) {
    if (isPublicRoute(path)) return { kind: 'allow' };
    return { kind: 'redirect', to: state.signedOut ? '/login' : loginRedirect(path + search) };
  }
  // A signed-in user on /login goes to / — or back where the sign-in was asked for, when it says so.
  if (path === '/login') return { kind: 'redirect', to: redirectTarget(search) };
  if (state.locked) return path === LOCK_PATH ? { kind: 'allow' } : { kind: 'redirect', to: LOCK_PATH };
  if (isPublicRoute(path)) return { kind: 'allow' };
  if (!state.infoLoaded) return { kind: 'loadInfo' };
  if (state.isActive === 0 && path !== EMPOWER_PATH) return { kind: 'redirect', to: EMPOWER_PATH };
  return { kind: 'allow' };
}

/** The workflow detail page, which may carry its own token (spec 01 §2.1). */
export const WORKFLOW_DETAIL_PATH = '/workFlowDetail';

/**
 * On /workFlowDetail, a `token` query parameter that differs from the stored token is the one to use: the caller
 * stores it and repeats the navigation. Returns that token, or undefined when nothing changes.
 */
export function workflowLinkToken(path: string, search: string, storedToken: string): string | undefined {
  if (path !== WORKFLOW_DETAIL_PATH) return undefined;
  const token = new URLSearchParams(search).get('token');
  return token && token !== storedToken ? token : undefined;
}
