/**
 * One store settings form (payment, checkout editor): react-hook-form checked by the shared
 * zod schema of its PUT body, saved with a mutation that stores the answer in the query
 * cache, resets the form to it (the save bar goes away) and toasts; a refused save puts the
 * server's errors under their fields and keeps the rest for the screen's banner (`failure`).
 * `page` is what SettingsFormPage shows: submit, saving, dirty, discard, failure.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { toast } from 'react-toastify';
import { readApiError } from '../api/read-api-error';
import { applyServerErrors, schemaResolver, type SafeParser, type ToFieldPath } from '../kit';
import type { SettingsFormState } from './SettingsFormPage';

export interface SettingsFormOptions<V extends FieldValues, Dto, Body> {
  /** The settings as the server answered them. */
  settings: Dto;
  /** The PUT body's schema (shared/api). */
  schema: SafeParser;
  toValues: (dto: Dto) => V;
  toBody: (values: V) => Body;
  /** API field path → form field (null: shown in the banner). */
  fieldPath: ToFieldPath;
  save: (body: Body) => Promise<Dto>;
  /** The query the answer replaces. */
  queryKey: QueryKey;
  /** The success toast (`Payment settings saved`). */
  savedMessage: string;
}

export function useSettingsForm<V extends FieldValues, Dto, Body>(
  options: SettingsFormOptions<V, Dto, Body>,
) {
  const { settings, schema, toValues, toBody, fieldPath, save, queryKey, savedMessage } = options;
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string[] | null>(null);
  const resolver = useMemo(
    () => schemaResolver<V>(schema, toBody, () => fieldPath),
    [schema, toBody, fieldPath],
  );
  const form = useForm<V>({
    defaultValues: toValues(settings) as DefaultValues<V>,
    resolver,
  });
  const mutation = useMutation({
    mutationFn: (values: V) => save(toBody(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      setFailure(null);
      form.reset(toValues(saved));
      toast.success(savedMessage);
    },
    onError: (error) => {
      const info = readApiError(error);
      const unshown = applyServerErrors(info, form.setError, fieldPath);
      setFailure(unshown.length ? unshown : [`${info.message}. Fix the highlighted fields.`]);
    },
  });
  const page: SettingsFormState = {
    onSubmit: form.handleSubmit((values) => mutation.mutate(values)),
    saving: mutation.isPending,
    dirty: form.formState.isDirty,
    /** The save bar's Discard: back to the saved settings, no banner. */
    onDiscard: () => {
      form.reset();
      setFailure(null);
    },
    failure,
  };
  return { form, page };
}
