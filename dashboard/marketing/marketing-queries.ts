/**
 * TanStack Query factories of the marketing pages: the platform's legal texts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LegalDoc } from '../../shared';
import { marketingApi } from './marketing-api';

export const marketingQueries = {
  /** A legal text (terms, privacy); it changes rarely, so it stays fresh for five minutes. */
  legalDoc: (doc: LegalDoc) =>
    queryOptions({
      queryKey: ['platform', 'legal', doc] as const,
      queryFn: () => marketingApi.legalDoc(doc),
      staleTime: 5 * 60_000,
    }),
};
