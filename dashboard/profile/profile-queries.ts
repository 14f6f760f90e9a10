/**
 * TanStack Query factories of the profile screen.
 */
import { queryOptions } from '@tanstack/react-query';
import { accountQuery } from '../api/store-query';
import { profileApi } from './profile-api';

export const profileKeys = {
  profile: ['profile'] as const,
  sessions: ['profile', 'sessions'] as const,
};

export const profileQueries = {
  profile: () => accountQuery(profileKeys.profile, profileApi.getProfile),
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
  sessions: () => accountQuery(profileKeys.sessions, profileApi.listSessions),
};
