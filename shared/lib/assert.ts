/**
 * Invariant helpers. A failed invariant is a bug, never an expected failure:
 * expected failures are typed results or domain errors with a `code`.
 */
export class InvariantError extends Error {
  override name = 'InvariantError';
}

/** Throws when `condition` is falsy. */
export function assert(condition: unknown, message = 'Invariant failed'): asserts condition {
  if (!condition) throw new InvariantError(message);
}

/** Returns `value`, throwing when it is null or undefined. */
export function assertExists<T>(value: T | null | undefined, message = 'Expected a value'): T {
  if (value === null || value === undefined) throw new InvariantError(message);
  return value;
}

/** Marks a switch as exhaustive: the compiler fails when a case is missing. */
export function exhaustive(value: never): never {
  throw new InvariantError(`Unexpected value: ${JSON.stringify(value)}`);
}
