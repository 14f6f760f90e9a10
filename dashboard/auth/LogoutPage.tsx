/**
 * /logout: ends the session on the server, forgets the client session and the saved store,
 * says 'Logged out successfully' and replaces history with /login. Local state is cleared
 * even when the server call fails, so the merchant is never stuck half logged in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { authApi } from '../api/auth-api';
import { AuthLoadingDialog } from '../guards/AuthLoadingDialog';
import { useSessionStore } from '../state/use-session-store';

export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearSession = useSessionStore((s) => s.clearSession);
  // StrictMode runs effects twice in development: log out once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void authApi
      .logout()
      .catch(() => undefined)
      .finally(() => {
        clearSession();
        queryClient.clear();
        toast.success('Logged out successfully', { toastId: 'logged-out' });
        void navigate('/login', { replace: true });
      });
  }, [clearSession, navigate, queryClient]);

  return <AuthLoadingDialog text="Logging out…" />;
}
