/**
 * SQL text helpers the queries share: the one LIKE escaping rule and the patterns built on it.
 * Owns: what a typed search term becomes inside LIKE/ILIKE. Not: the queries themselves.
 */
import { ilike, or, type Column, type SQL } from 'drizzle-orm';

/** `text` with LIKE's `%`, `_` and `\` taken literally (PostgreSQL's default escape `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching values that contain `text` literally. */
export function likeContaining(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern matching values that start with `text` literally. */
export function likeStartingWith(text: string): string {
  return `${escapeLike(text)}%`;
}

/** The condition that one of `columns` contains `term` (any case); none for an empty term. */
export function anyContains(columns: Column[], term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = likeContaining(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}
