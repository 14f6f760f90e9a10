/**
 * Runs a guard's server check once per mount of the guard, so a protected screen is never
 * shown on a stale answer. The check must not reject: it returns its failure as a value.
 */
import { useEffect, useState } from 'react';

export type GuardCheckState<T> = { status: 'pending' } | { status: 'done'; result: T };

/** Calls `check` on mount (aborting it on unmount) and reports its result. */
export function useGuardCheck<T>(check: (signal: AbortSignal) => Promise<T>): GuardCheckState<T> {
  const [state, setState] = useState<GuardCheckState<T>>({ status: 'pending' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'pending' });
    void check(controller.signal).then((result) => {
      if (!controller.signal.aborted) setState({ status: 'done', result });
    });
    return () => controller.abort();
  }, [check]);
  return state;
}
