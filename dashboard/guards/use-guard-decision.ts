/**
 * The login guard's decision on a finished session check (`decideGuard`), and what it does to
 * session state: records the user and adopts the server's selected store. LoginGuard and the
 * builder page's BuilderGuard share it.
 */
import { useEffect } from 'react';
import { useSessionStore } from '../state/use-session-store';
import { decideGuard, type AuthCheckResult, type GuardOptions } from './decide-guard';

/** The decision on `result` (null while the check runs), its payload and the store to adopt first. */
export function useGuardDecision(result: AuthCheckResult | null, options?: GuardOptions) {
  const storeId = useSessionStore((s) => s.storeId);
  const setUser = useSessionStore((s) => s.setUser);
  const adoptStoreId = useSessionStore((s) => s.adoptStoreId);

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

  return { auth, decision, storeToAdopt };
}
