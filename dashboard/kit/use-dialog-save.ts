/**
 * A form dialog's save: its mutation, and the failure no field shows for `FormDialog`'s
 * banner (a refusal's field messages go under their fields, as `dialogFailure` maps them).
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { readApiError } from '../api/read-api-error';
import type { ToFieldPath } from './schema-resolver';
import { dialogFailure } from './server-errors';

export interface DialogSaveOptions<TForm extends FieldValues, TReply> {
  mutationFn: (values: TForm) => Promise<TReply>;
  onSuccess: (reply: TReply) => void;
  /** The form's `setError`, for the refusal's field messages. */
  setError: UseFormSetError<TForm>;
  /** An API field path -> the form field that shows it. */
  toFieldPath: ToFieldPath;
}

/** `submit(values)` clears the last failure and saves; `failure` is the banner's message. */
export function useDialogSave<TForm extends FieldValues, TReply>({
  mutationFn,
  onSuccess,
  setError,
  toFieldPath,
}: DialogSaveOptions<TForm, TReply>) {
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn,
    onSuccess,
    onError: (error) => {
      setFailure(dialogFailure(readApiError(error), setError, toFieldPath));
    },
  });
  const submit = (values: TForm) => {
    setFailure(null);
    save.mutate(values);
  };
  return { save, failure, submit };
}
