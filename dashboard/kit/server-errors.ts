/**
 * Shows a failed save on the form: each `details[].field` the form has goes under its field
 * (through the same path mapping as client validation); what is left is for the banner.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorInfo } from '../api/read-api-error';
import type { ToFieldPath } from './schema-resolver';

/** Sets the field errors of `info`; answers the messages no field of the form shows. */
export function applyServerErrors<TForm extends FieldValues>(
  info: Pick<ApiErrorInfo, 'fieldErrors'>,
  setError: UseFormSetError<TForm>,
  toFieldPath: ToFieldPath,
): string[] {
  const unshown: string[] = [];
  let focused = false;
  for (const [field, message] of Object.entries(info.fieldErrors)) {
    const path = toFieldPath(field);
    if (path === null) {
      unshown.push(message);
      continue;
    }
    setError(path as Path<TForm>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return unshown;
}

/**
 * A form dialog's failed save: the field errors go under their fields; answers the dialog's
 * banner text — the messages no field shows, else the summary when no field shows one
 * either — or null when the fields say it all.
 */
export function dialogFailure<TForm extends FieldValues>(
  info: Pick<ApiErrorInfo, 'fieldErrors' | 'message'>,
  setError: UseFormSetError<TForm>,
  toFieldPath: ToFieldPath,
): string | null {
  const unshown = applyServerErrors(info, setError, toFieldPath);
  const shown = Object.keys(info.fieldErrors).length > unshown.length;
  return unshown.length ? unshown.join(' ') : shown ? null : info.message;
}
