/** A paged list's params as the query string it sends: `page` and `size` as text, the filters as they are. */
export function toPageQuery<P extends { page: number; size: number }>(
  params: P,
): Omit<P, 'page' | 'size'> & { page: string; size: string } {
  return { ...params, page: String(params.page), size: String(params.size) };
}
