/**
 * The merchant's stores on /choose-store, with loading, error and empty states. "Open
 * dashboard" selects the store on the server, saves `currentStoreId` and goes to /dashboard.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { StoreSummary } from '../../shared';
import { readApiError } from '../api/read-api-error';
import { storeApi } from '../api/store-api';
import { useSessionStore } from '../state/use-session-store';
import { storeQueries } from '../state/store-queries';

export function StoreList({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const selectedStoreId = useSessionStore((s) => s.storeId);
  const selectStore = useSessionStore((s) => s.selectStore);
  const stores = useQuery(storeQueries.list(userId));

  const open = useMutation({
    mutationFn: async (store: StoreSummary) => {
      await storeApi.selectStore(store.storeId);
      return store;
    },
    onSuccess: (store) => {
      selectStore(store);
      void navigate('/dashboard');
    },
  });

  if (stores.isPending) {
    return (
      <p className="muted" role="status" data-testid="store-list-loading">
        Loading your stores…
      </p>
    );
  }
  if (stores.isError) {
    return (
      <div className="form-error" role="alert" data-testid="store-list-error">
        Could not load your stores: {readApiError(stores.error).message}{' '}
        <button type="button" className="button button-link" onClick={() => void stores.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  if (stores.data.length === 0) {
    return (
      <p className="empty-state" data-testid="store-list-empty">
        You have no stores yet. Create your first store below.
      </p>
    );
  }
  return (
    <>
      {open.isError ? (
        <p className="form-error" role="alert">
          Could not open the store: {readApiError(open.error).message}
        </p>
      ) : null}
      <ul className="store-list" data-testid="store-list">
        {stores.data.map((store) => (
          <li key={store.storeId} className="store-item" data-testid="store-item">
            <div>
              <p className="store-item-name">
                {store.name}
                {store.storeId === selectedStoreId ? <span className="badge">Current</span> : null}
              </p>
              <p className="muted store-item-meta">
                {store.storeDomain} · {store.currency}
              </p>
            </div>
            <button
              type="button"
              className="button button-secondary"
              data-testid="store-open"
              disabled={open.isPending}
              onClick={() => open.mutate(store)}
              aria-label={`Open dashboard of ${store.name}`}
            >
              {open.isPending && open.variables?.storeId === store.storeId
                ? 'Opening…'
                : 'Open dashboard'}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
