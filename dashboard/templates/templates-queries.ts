/** TanStack Query factories of the template gallery. */
import { queryOptions } from '@tanstack/react-query';
import { templatesApi } from './templates-api';

export const templateQueries = {
  /** The templates on offer; they change only with a release. */
  list: () =>
    queryOptions({
      queryKey: ['platform', 'templates'] as const,
      queryFn: templatesApi.list,
      staleTime: 5 * 60_000,
    }),
};
