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
  /** The store's page list (pages screen, builder's home-page lookup). */
  pages: (storeId: string) => ['pages', storeId] as const,
  /** What "Publish all changes" would publish (under `pages`: refreshed with the list). */
  unpublishedChanges: (storeId: string) => ['pages', storeId, 'unpublished-changes'] as const,
  page: (pageId: string) => ['page', pageId] as const,
  pageLinks: (storeId: string) => ['page-links', storeId] as const,
  /** A page's version history, one list page at a time. */
  pageVersions: (pageId: string, page: number) => ['page-versions', pageId, page] as const,
};
