/**
 * The message of a form error at a dotted path (`variations.2.price`), for fields whose
 * path is built at run time.
 */
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

export function errorAt<T extends FieldValues>(
  errors: FieldErrors<T>,
  path: string,
): string | undefined {
  const error = get(errors, path) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}
