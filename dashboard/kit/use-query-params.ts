/**
 * The current URL's query string and a setter that applies a patch (see query-params.ts).
 * Filters push a history entry (Back undoes them); typing in the search box replaces it.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withQueryParams, type QueryPatch } from './query-params';

export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: QueryPatch, options: { replace?: boolean } = {}) => {
      setParams((current) => withQueryParams(current, patch), { replace: options.replace });
    },
    [setParams],
  );
  return [params, update] as const;
}
