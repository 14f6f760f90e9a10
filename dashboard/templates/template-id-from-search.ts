/** The template a link asks for (`?template=fashion`), or '' when it names none or junk. */
export function templateIdFromSearch(search: URLSearchParams): string {
  const value = search.get('template') ?? '';
  return /^[a-z0-9-]{1,64}$/.test(value) ? value : '';
}
