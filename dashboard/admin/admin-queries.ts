/**
 * TanStack Query factories of the admin area; a decision invalidates every page of the queue
 * (states and counts change).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PaymentRequestState } from '../../shared';
import { adminApi } from './admin-api';

export const adminKeys = {
  paymentRequests: ['admin', 'payment-requests'] as const,
};

export const adminQueries = {
  paymentRequests: (state: PaymentRequestState, page: number) =>
    queryOptions({
      queryKey: [...adminKeys.paymentRequests, state, page] as const,
      queryFn: ({ signal }) => adminApi.paymentRequests(state, page, signal),
      placeholderData: keepPreviousData,
    }),
};
