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
  sessions: () =>
    queryOptions({
      queryKey: profileKeys.sessions,
      queryFn: ({ signal }) => profileApi.listSessions(signal),
    }),
};
