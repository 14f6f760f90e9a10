/**
 * Turns a page title into a URL slug the Pages API accepts (`pageSlugSchema`): lowercase
 * ASCII letters and digits joined by single inner hyphens, at most 100 characters.
 */

const MAX_SLUG_LENGTH = 100;

/** `"Über uns & Team!"` -> `"uber-uns-team"`; `''` when nothing usable is left. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}
