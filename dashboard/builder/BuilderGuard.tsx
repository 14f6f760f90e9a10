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
import type { AuthCheckResult } from '../guards/decide-guard';
import { guardPresets } from '../guards/guard-presets';
import { useGuardDecision } from '../guards/use-guard-decision';
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

  useEffect(() => {
    let live = true;
    void check.then((r) => {
      if (live) setResult(r);
    });
    return () => {
      live = false;
    };
  }, [check]);

  const { decision, storeToAdopt } = useGuardDecision(result, guardPresets['/builder']);
  const redirectTo = decision?.kind === 'redirect' ? decision.to : null;

  useEffect(() => {
    if (redirectTo) window.location.replace(redirectTo);
  }, [redirectTo]);

  if (!decision || storeToAdopt || decision.kind === 'redirect') return <AuthLoadingDialog />;
  return <>{children}</>;
}
