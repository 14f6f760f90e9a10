/**
 * TanStack Query keys of the dashboard, in one place so login, logout and store changes can
 * invalidate exactly what they affect.
 */
export const queryKeys = {
  checkAuth: ['auth', 'check-auth'] as const,
  checkAdmin: ['auth', 'check-admin'] as const,
  stores: (userId: string) => ['stores', userId] as const,
  currentStore: (storeId: string) => ['store', storeId] as const,
  domainExists: (subdomain: string) => ['domain-exists', subdomain] as const,
};
