/**
 * Form state for the auth and store forms: values, per-field errors (cleared as the user
 * types in that field) and one form-wide error line; `useFieldsForm` adds the submit.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { readApiError, type ApiErrorInfo } from '../api/read-api-error';
import { fieldErrorsFromIssues, type IssueList } from '../lib/field-errors-from-issues';

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

  /** A text field's props for `field`: its name, value and error, and typing sets it. */
  const bind = (field: keyof T & string) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
  });

  return { values, setValues, errors, setErrors, setField, showApiError, bind };
}

/** A request body's shared schema, as `useFieldsForm` reads it. */
interface BodySchema<Body> {
  safeParse(input: unknown): { success: true; data: Body } | { success: false; error: IssueList };
}

export interface FieldsFormOptions<T extends Record<string, string>, Body, Reply> {
  initial: T;
  schema: BodySchema<Body>;
  mutationFn: (body: Body) => Promise<Reply>;
  onSuccess?: (reply: Reply) => unknown;
  /** After a refusal is shown under the fields or as the form's line (a 401 of a wrong
   * password is one too: the form stays). */
  onError?: (info: ApiErrorInfo) => void;
  /** A last check once the values parse: the errors to show instead of sending, or null. */
  refuse?: () => Partial<Record<keyof T, string>> | null;
}

/**
 * `useFormFields` with its submit: the values parse with the request's shared schema (its
 * messages under their fields), then the mutation sends the parsed body; the server's refusal
 * shows the same way (`showApiError`).
 */
export function useFieldsForm<T extends Record<string, string>, Body, Reply>(
  options: FieldsFormOptions<T, Body, Reply>,
) {
  const fields = useFormFields(options.initial);
  const mutation = useMutation({
    mutationFn: options.mutationFn,
    onSuccess: options.onSuccess,
    onError: (error) => {
      const info = readApiError(error);
      fields.showApiError(info);
      options.onError?.(info);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = options.schema.safeParse(fields.values);
    if (!parsed.success) {
      fields.setErrors(fieldErrorsFromIssues(parsed.error) as Partial<Record<keyof T, string>>);
      return;
    }
    const refused = options.refuse?.();
    if (refused) {
      fields.setErrors(refused);
      return;
    }
    mutation.mutate(parsed.data);
  };
  return { ...fields, mutation, onSubmit };
}
