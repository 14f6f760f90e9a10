/**
 * The selected store's details (find-current-store), kept in step with session state. When
 * the server no longer lets the merchant open it (403/404), the selection is forgotten.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readApiError } from '../api/read-api-error';
import { useSessionStore } from './use-session-store';
import { storeQueries } from './store-queries';

/** Loads the store selected in session state; `lost` is true when it cannot be opened. */
export function useCurrentStore() {
  const storeId = useSessionStore((s) => s.storeId);
  const setStoreDetails = useSessionStore((s) => s.setStoreDetails);
  const query = useQuery(storeQueries.current(storeId ?? ''));

  useEffect(() => {
    if (query.data) setStoreDetails(query.data);
  }, [query.data, setStoreDetails]);

  const status = query.isError ? readApiError(query.error).status : undefined;
  const lost = status === 400 || status === 403 || status === 404;
  return { ...query, storeId, lost };
}
