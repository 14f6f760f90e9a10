/** Where a page is managed: `/dashboard/{slug}`. */
export const pageScreenHref = (slug: string) => `/dashboard/${encodeURIComponent(slug)}`;
