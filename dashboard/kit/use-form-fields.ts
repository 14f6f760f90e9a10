/**
 * Form state for the auth and store forms: values, per-field errors (cleared as the user
 * types in that field) and one form-wide error line.
 */
import { useCallback, useState } from 'react';

/** Holds `initial` values plus errors; `setField` also clears that field's error. */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [initialRef] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T | '_form', string>>>({});

  const setField = useCallback((field: keyof T, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!e[field] && !e._form) return e;
      const { [field]: _removed, _form: _formRemoved, ...rest } = e;
      return rest as Partial<Record<keyof T | '_form', string>>;
    });
  }, []);

  /** Shows an API failure: messages under the form's own fields, else one form-wide line. */
  const showApiError = useCallback(
    (info: { message: string; fieldErrors: Record<string, string> }) => {
      const own = Object.entries(info.fieldErrors).filter(([field]) => field in initialRef);
      setErrors(
        own.length > 0
          ? (Object.fromEntries(own) as Partial<Record<keyof T | '_form', string>>)
          : ({ _form: info.message } as Partial<Record<keyof T | '_form', string>>),
      );
    },
    [initialRef],
  );

  return { values, setValues, errors, setErrors, setField, showApiError };
}
