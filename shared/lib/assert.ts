/**
 * Invariant helpers. A failed invariant is a bug, never an expected failure:
 * expected failures are typed results or domain errors with a `code`.
 */
export class InvariantError extends Error {
  override name = 'InvariantError';
}

/** Returns `value`, throwing when it is null or undefined. */
export function assertExists<T>(value: T | null | undefined, message = 'Expected a value'): T {
  if (value === null || value === undefined) throw new InvariantError(message);
  return value;
}
