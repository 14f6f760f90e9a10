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
