/**
 * The login guard of spec 2.3: a blocking dialog while check-auth runs, then either a
 * replace-redirect decided by decideGuard or the protected screen with the auth payload.
 * Also records the user in session state and adopts the server's selected store.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { CheckAuthResponse } from '../../shared';
import { AuthLoadingDialog } from './AuthLoadingDialog';
import { AuthPayloadContext } from './auth-payload-context';
import { checkAuthResult } from './check-auth-result';
import type { GuardOptions } from './decide-guard';
import { useGuardCheck } from './use-guard-check';
import { useGuardDecision } from './use-guard-decision';

export interface LoginGuardProps {
  /** Which guard steps this route skips; see guard-presets.ts. Defaults to every step. */
  options?: GuardOptions;
  /** The protected screen, or a render prop receiving the auth payload. */
  children: ReactNode | ((auth: CheckAuthResponse) => ReactNode);
}

export function LoginGuard({ options, children }: LoginGuardProps) {
  const check = useGuardCheck(checkAuthResult.login);
  const { auth, decision, storeToAdopt } = useGuardDecision(
    check.status === 'done' ? check.result : null,
    options,
  );

  if (!decision || storeToAdopt) return <AuthLoadingDialog />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (!auth) return <Navigate to="/login" replace />; // unreachable: allow implies a payload
  return (
    <AuthPayloadContext.Provider value={auth}>
      {typeof children === 'function' ? children(auth) : children}
    </AuthPayloadContext.Provider>
  );
}
