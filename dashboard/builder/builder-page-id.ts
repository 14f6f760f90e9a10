/**
 * Which page /builder opens: the `pageId` of its query string (a page UUID), or, without one,
 * the store's home page.
 */
import { pageIdSchema } from '../../shared';

export type BuilderTarget =
  { kind: 'page'; pageId: string } | { kind: 'missing' } | { kind: 'invalid'; value: string };

/** Reads `?pageId=` from a query string (`location.search`). */
export function readBuilderTarget(search: string): BuilderTarget {
  const value = new URLSearchParams(search).get('pageId')?.trim() ?? '';
  if (value === '') return { kind: 'missing' };
  return pageIdSchema.safeParse(value).success
    ? { kind: 'page', pageId: value.toLowerCase() }
    : { kind: 'invalid', value };
}

/** The builder URL of a page. */
export function builderHref(pageId: string): string {
  return `/builder?pageId=${encodeURIComponent(pageId)}`;
}

/** The store's home page (slug `home`, else page type `home`), if it has one. */
export function findHomePage<T extends { slug: string; pageType: string }>(
  pages: readonly T[],
): T | undefined {
  return pages.find((p) => p.slug === 'home') ?? pages.find((p) => p.pageType === 'home');
}
