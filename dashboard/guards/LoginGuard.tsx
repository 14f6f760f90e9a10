/**
 * The login guard of spec 2.3: a blocking dialog while check-auth runs, then either a
 * replace-redirect decided by decideGuard or the protected screen with the auth payload.
 * Also records the user in session state and adopts the server's selected store.
 */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { CheckAuthResponse } from '../../shared';
import { useSessionStore } from '../state/use-session-store';
import { AuthLoadingDialog } from './AuthLoadingDialog';
import { AuthPayloadContext } from './auth-payload-context';
import { checkAuthResult } from './check-auth-result';
import { decideGuard } from './decide-guard';
import type { GuardOptions } from './decide-guard';
import { useGuardCheck } from './use-guard-check';

export interface LoginGuardProps {
  /** Which guard steps this route skips; see guard-presets.ts. Defaults to every step. */
  options?: GuardOptions;
  /** The protected screen, or a render prop receiving the auth payload. */
  children: ReactNode | ((auth: CheckAuthResponse) => ReactNode);
}

export function LoginGuard({ options, children }: LoginGuardProps) {
  const check = useGuardCheck(checkAuthResult.login);
  const storeId = useSessionStore((s) => s.storeId);
  const setUser = useSessionStore((s) => s.setUser);
  const adoptStoreId = useSessionStore((s) => s.adoptStoreId);

  const result = check.status === 'done' ? check.result : null;
  const auth = result?.ok ? result.auth : null;
  const decision = result ? decideGuard({ auth: result, storeId, options }) : null;
  // The screen reads the store from state: adopt the server's choice before showing it.
  const storeToAdopt =
    decision?.kind === 'allow' && !storeId && auth?.selectedStoreId ? auth.selectedStoreId : null;

  useEffect(() => {
    if (auth) setUser({ userId: auth.userId, email: auth.email });
  }, [auth, setUser]);
  useEffect(() => {
    if (storeToAdopt) adoptStoreId(storeToAdopt);
  }, [storeToAdopt, adoptStoreId]);

  if (!decision || storeToAdopt) return <AuthLoadingDialog />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (!auth) return <Navigate to="/login" replace />; // unreachable: allow implies a payload
  return (
    <AuthPayloadContext.Provider value={auth}>
      {typeof children === 'function' ? children(auth) : children}
    </AuthPayloadContext.Provider>
  );
}
