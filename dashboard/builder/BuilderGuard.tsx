/**
 * The login guard of the builder page (its own entry, no router): the same decision as the
 * dashboard's LoginGuard for /builder (decideGuard with guardPresets['/builder']: signed out ->
 * the server's redirectTo or /login, subscription -> /billing or /payment-proof, no store ->
 * /choose-store), a redirect being a page load (`location.replace`). The session check is
 * started by main.tsx before React renders (`startAuthCheck`), in parallel with the page read
 * and the canvas. Records the user and adopts the server's selected store as LoginGuard does.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { readApiError } from '../api/read-api-error';
import { AuthLoadingDialog } from '../guards/AuthLoadingDialog';
import { decideGuard, type AuthCheckResult } from '../guards/decide-guard';
import { guardPresets } from '../guards/guard-presets';
import { useSessionStore } from '../state/use-session-store';
import { builderApi } from './builder-api';

/** GET check-auth as an AuthCheckResult (never rejects), as guards/check-auth-result.ts. */
export function startAuthCheck(): Promise<AuthCheckResult> {
  return builderApi.checkAuth().then(
    (auth): AuthCheckResult => ({ ok: true, auth }),
    (error: unknown): AuthCheckResult => ({
      ok: false,
      redirectTo: readApiError(error).redirectTo,
    }),
  );
}

export function BuilderGuard({
  check,
  children,
}: {
  check: Promise<AuthCheckResult>;
  children: ReactNode;
}) {
  const [result, setResult] = useState<AuthCheckResult | null>(null);
  const storeId = useSessionStore((s) => s.storeId);
  const setUser = useSessionStore((s) => s.setUser);
  const adoptStoreId = useSessionStore((s) => s.adoptStoreId);

  useEffect(() => {
    let live = true;
    void check.then((r) => {
      if (live) setResult(r);
    });
    return () => {
      live = false;
    };
  }, [check]);

  const auth = result?.ok ? result.auth : null;
  const decision = result
    ? decideGuard({ auth: result, storeId, options: guardPresets['/builder'] })
    : null;
  // The screen reads the store from state: adopt the server's choice before showing it.
  const storeToAdopt =
    decision?.kind === 'allow' && !storeId && auth?.selectedStoreId ? auth.selectedStoreId : null;
  const redirectTo = decision?.kind === 'redirect' ? decision.to : null;

  useEffect(() => {
    if (auth) setUser({ userId: auth.userId, email: auth.email });
  }, [auth, setUser]);
  useEffect(() => {
    if (storeToAdopt) adoptStoreId(storeToAdopt);
  }, [storeToAdopt, adoptStoreId]);
  useEffect(() => {
    if (redirectTo) window.location.replace(redirectTo);
  }, [redirectTo]);

  if (!decision || storeToAdopt || decision.kind === 'redirect') return <AuthLoadingDialog />;
  return <>{children}</>;
}
