/** Signing out: ends the session on the server (best effort), clears everything local and goes to /login. */
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
    resetSession();
    navigate('/login', { replace: true });
  }, [navigate]);
}
