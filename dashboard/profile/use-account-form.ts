/**
 * One profile form (name, email, password): react-hook-form checked by the shared zod schema
 * of its body, a mutation that saves it, the server's `details` under their fields and
 * whatever no field shows in the form's error line (`failure`).
 */
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { readApiError } from '../api/read-api-error';
import { applyServerErrors, bindFields, samePath, schemaResolver, type SafeParser } from '../kit';

export interface AccountFormOptions<V extends FieldValues, R> {
  /** The body's schema (shared/api/profile.ts); the form's values are the body. */
  schema: SafeParser;
  defaultValues: V;
  save: (values: V) => Promise<R>;
  onSaved: (reply: R, values: V, form: UseFormReturn<V>) => void;
}

export function useAccountForm<V extends FieldValues, R>(options: AccountFormOptions<V, R>) {
  const { schema, defaultValues, save, onSaved } = options;
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<V>(schema, (values) => values), [schema]);
  const form = useForm<V>({ defaultValues: defaultValues as DefaultValues<V>, resolver });
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (reply, values) => {
      setFailure(null);
      onSaved(reply, values, form);
    },
    onError: (error) => {
      const info = readApiError(error);
      const unshown = applyServerErrors(info, form.setError, samePath);
      const named = Object.keys(info.fieldErrors).length > unshown.length;
      setFailure(named ? unshown.join(' ') || null : info.message);
    },
  });
  return {
    form,
    /** `field(name)`: a kit field's props bound to the form field `name`. */
    field: bindFields(form.register, form.formState.errors),
    mutation,
    failure,
    submit: form.handleSubmit((values) => {
      setFailure(null);
      mutation.mutate(values);
    }),
  };
}
