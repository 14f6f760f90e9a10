/**
 * SQL text helpers the queries share: the one LIKE escaping rule and the patterns built on it.
 * Owns: what a typed search term becomes inside LIKE/ILIKE. Not: the queries themselves.
 */

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
