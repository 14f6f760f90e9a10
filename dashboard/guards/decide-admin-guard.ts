/**
 * The admin guard's decision (spec 6): allow admins; anyone else goes to the server's
 * `redirectTo` (`/login` when logged out, `/dashboard` for merchants), else `/login`.
 */
import type { AdminCheckResult } from './check-auth-result';
import type { GuardDecision } from './decide-guard';

/** Decides whether an admin-guarded route renders or redirects. */
export function decideAdminGuard(result: AdminCheckResult): GuardDecision {
  return result.ok ? { kind: 'allow' } : { kind: 'redirect', to: result.redirectTo || '/login' };
}
