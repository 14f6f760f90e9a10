/**
 * The frame of /billing, /billing-old and /payment-proof (inside their login guard). A
 * merchant whose account opens the dashboard sees billing in the dashboard shell, as one
 * more settings screen. Without a store, or while the subscription keeps them out of the
 * dashboard (spec 4: every dashboard link would lead back here), the account frame.
 */
import { Outlet } from 'react-router-dom';
import { subscriptionRedirectFor } from '../guards/decide-guard';
import { useAuthPayload } from '../guards/use-auth-payload';
import { useCurrentStore } from '../state/use-current-store';
import { AccountFrame } from './AccountLayout';
import { DashboardShell } from './DashboardShell';

export function BillingLayout() {
  const auth = useAuthPayload();
  const store = useCurrentStore();
  const opensDashboard =
    store.storeId !== null &&
    !store.lost &&
    subscriptionRedirectFor(auth.subscriptionStatus) === null;

  return opensDashboard ? (
    <DashboardShell store={store}>
      <Outlet />
    </DashboardShell>
  ) : (
    <AccountFrame>
      <Outlet />
    </AccountFrame>
  );
}
