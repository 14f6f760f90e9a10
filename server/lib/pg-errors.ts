/** Recognises PostgreSQL errors through Drizzle's wrapping (the code may sit on `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for a unique-constraint violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

/** Rethrows `error`, as `taken()` when it is a unique violation (another row holds the value). */
export function rethrowUnique(error: unknown, taken: () => Error): never {
  throw isUniqueViolation(error) ? taken() : error;
}
