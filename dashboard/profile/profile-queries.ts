/**
 * TanStack Query factories of the profile screen.
 */
import { queryOptions } from '@tanstack/react-query';
import { profileApi } from './profile-api';

export const profileKeys = {
  profile: ['profile'] as const,
  sessions: ['profile', 'sessions'] as const,
};

export const profileQueries = {
  profile: () =>
    queryOptions({
      queryKey: profileKeys.profile,
      queryFn: ({ signal }) => profileApi.getProfile(signal),
    }),
  /** What an emailed link would do (inspect-link), read once: the token is single-use. */
  accountLink: (token: string) =>
    queryOptions({
      queryKey: ['account-link', token] as const,
      queryFn: () => profileApi.inspectLink({ token }),
      enabled: token !== '',
      retry: false,
      staleTime: Infinity,
      gcTime: 0,
    }),
  sessions: () =>
    queryOptions({
      queryKey: profileKeys.sessions,
      queryFn: ({ signal }) => profileApi.listSessions(signal),
    }),
};
