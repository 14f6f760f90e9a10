/**
 * An index screen's state in the URL's query string (filters, search, sort, page), so a
 * filtered list can be bookmarked and Back works. Pure: params in, params out.
 */

export type QueryPatch = Record<string, string | null | undefined>;

/**
 * `params` with `patch` applied (`null`, `undefined` or `''` removes a key). Any change but
 * the page itself goes back to the first page, so a narrower filter never shows an empty page.
 */
export function withQueryParams(params: URLSearchParams, patch: QueryPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in patch)) next.delete('page');
  next.sort();
  return next;
}

/** The `?…` link target of `withQueryParams` (`''` when nothing is left, for a clean URL). */
export function queryHref(params: URLSearchParams, patch: QueryPatch): string {
  const next = withQueryParams(params, patch).toString();
  return next ? `?${next}` : '?';
}

/** The URL's `page` for zero-based `page` (`null` for the first, keeping URLs short). */
export function toPageParam(page: number): string | null {
  return page > 0 ? String(page + 1) : null;
}

/** The zero-based page of the URL's one-based `page`: the first when absent or not a whole number from 1. */
export function readPageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

/** `value` when it is one of `values`, else undefined: a filter read from the URL, unknown as unset. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}
