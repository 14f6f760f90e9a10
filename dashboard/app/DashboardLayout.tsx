/**
 * The /dashboard frame (inside the login guard): the dashboard shell around the nested
 * screen, once a store the merchant may open is selected (else they pick one).
 */
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useCurrentStore } from '../state/use-current-store';
import { useSessionStore } from '../state/use-session-store';
import { DashboardShell } from './DashboardShell';

export function DashboardLayout() {
  const store = useCurrentStore();
  const clearStoreSelection = useSessionStore((s) => s.clearStoreSelection);

  // A store the merchant can no longer open: forget it and let them pick again.
  useEffect(() => {
    if (store.lost) clearStoreSelection();
  }, [store.lost, clearStoreSelection]);
  if (store.lost || !store.storeId) return <Navigate to="/choose-store" replace />;

  return (
    <DashboardShell store={store}>
      <Outlet />
    </DashboardShell>
  );
}
