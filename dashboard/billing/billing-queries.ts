/**
 * TanStack Query factories of the billing area (`queryOptions` per resource) and what a
 * billing write invalidates: the summary, the invoices and the check-auth payload (the guards
 * read the subscription status from it).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { accountQuery } from '../api/store-query';
import { billingApi } from './billing-api';

export const billingKeys = {
  all: ['billing'] as const,
  summary: ['billing', 'summary'] as const,
  invoices: ['billing', 'invoices'] as const,
  invoice: (invoiceId: string) => ['billing', 'invoice', invoiceId] as const,
  plans: ['platform', 'plans'] as const,
};

export const billingQueries = {
  summary: () => accountQuery(billingKeys.summary, billingApi.summary),
  plans: () =>
    queryOptions({ ...accountQuery(billingKeys.plans, billingApi.plans), staleTime: 60_000 }),
  invoices: () => accountQuery(billingKeys.invoices, billingApi.invoices),
  invoice: (invoiceId: string) =>
    queryOptions({
      queryKey: billingKeys.invoice(invoiceId),
      queryFn: ({ signal }) => billingApi.invoice(invoiceId, signal),
    }),
};

/** After a plan was chosen or a proof sent: everything billing, and the auth payload. */
export async function invalidateBilling(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: billingKeys.all }),
    client.invalidateQueries({ queryKey: queryKeys.checkAuth }),
  ]);
}
