/**
 * Signing out: ends the session on the server (best effort), clears everything local and goes to /login with no
 * redirect back (issue 14: the next person to sign in must not land on the previous user's page; only session
 * expiry keeps the redirect).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../api/oauth';
import { resetSession } from '../stores/session';

/** Returns the sign-out action. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session may already be gone on the server; signing out locally is what matters.
    }
    resetSession({ signedOut: true });
    navigate('/login', { replace: true });
  }, [navigate]);
}
