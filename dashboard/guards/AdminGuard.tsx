/**
 * The admin guard (spec 2.1, 6): the same blocking dialog while check-admin runs, then the
 * admin screen or a replace-redirect to the server's `redirectTo` (else `/login`).
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AuthLoadingDialog } from './AuthLoadingDialog';
import { checkAuthResult } from './check-auth-result';
import { decideAdminGuard } from './decide-admin-guard';
import { useGuardCheck } from './use-guard-check';

export function AdminGuard({ children }: { children: ReactNode }) {
  const check = useGuardCheck(checkAuthResult.admin);
  if (check.status === 'pending') return <AuthLoadingDialog />;
  const decision = decideAdminGuard(check.result);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
