/**
 * The route guard (spec 01 §2.1, §4.1) around every route: applies `decideNavigation`, and when the user's info
 * is not loaded yet, fetches it once. A failed fetch resets the token, shows the error and goes to /login (an
 * expired session keeps the page as redirect, as the http client sent it; an explicit sign-out does not); an
 * empty menu says the permission is insufficient. A /workFlowDetail link with a different token switches to it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { SESSION_CODES } from '../../runtime/core/contract/envelope';
import { decideNavigation, workflowLinkToken } from '../../runtime/core/routing/guard';
import { getCurrentUser } from '../api/oauth';
import { RequestError } from '../api/http';
import { notifyError } from '../host/notify';
import { i18next } from '../i18n';
import { applyLanguage } from '../layout/language-choice';
import { readStored } from '../stores/storage';
import { isLanguage } from '../../runtime/core/i18n/languages';
import { resetSession, session, setCurrentUser, setToken, signInMarker } from '../stores/session';
import { Spinner } from './Spinner';

/** Wraps the routes and enforces the guard. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const snap = useSnapshot(session);
  const [loading, setLoading] = useState(false);
  const loadingFor = useRef('');
  // A workflow link may carry another token: store it, forget the loaded user, and repeat the navigation.
  const linkToken = workflowLinkToken(location.pathname, location.search, snap.token);
  useEffect(() => {
    if (!linkToken) return;
    resetSession();
    setToken(linkToken);
    navigate(location.pathname + location.search, { replace: true });
  }, [linkToken, location.pathname, location.search, navigate]);
  const decision = decideNavigation(location.pathname, location.search, {
    hasToken: Boolean(snap.token),
    locked: snap.locked === 1,
    isActive: snap.userInfo?.isActive,
    infoLoaded: snap.userInfo !== null,
    signedOut: snap.signedOut,
  });

  useEffect(() => {
    if (decision.kind !== 'loadInfo' || loadingFor.current === snap.token) return;
    loadingFor.current = snap.token;
    setLoading(true);
    getCurrentUser()
      .then((data) => {
        if (!data?.userInfo) throw new Error(t('session.noInfo'));
        if (data.menuList.length === 0) notifyError(t('session.noPermission'));
        setCurrentUser(data);
        // Just signed in: the sign-in page's language stays (it is being saved for the user). Otherwise, on a
        // browser where no language was chosen yet, the language the user saved applies.
        const signedInWith = signInMarker.language;
        signInMarker.language = undefined;
        if (!signedInWith && readStored<string | null>('language', null) === null && isLanguage(data.userInfo.language) && data.userInfo.language !== i18next.language) {
          void applyLanguage(data.userInfo.language);
        }
      })
      .catch((error: unknown) => {
        // An expired session (600–602): the http client has reset it and gone to /login keeping the page as redirect.
        if (error instanceof RequestError && error.code !== undefined && SESSION_CODES.includes(error.code)) return;
        // A RequestError was already shown by the http client.
        if (!(error instanceof RequestError)) notifyError(error instanceof Error && error.message ? error.message : t('session.hasError'));
        resetSession();
        navigate('/login', { replace: true });
      })
      .finally(() => {
        loadingFor.current = '';
        setLoading(false);
      });
  }, [decision.kind, snap.token, navigate, t]);

  if (linkToken) return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'loadInfo' || loading) {
    return (
      <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spinner large tip={t('app.loading')} />
      </div>
    );
  }
  return <>{children}</>;
}
