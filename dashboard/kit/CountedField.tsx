/**
 * A text field with a length counter beside its label (meta titles and descriptions): the
 * kit's TextField, or its TextAreaField when `rows` is given, registered with
 * react-hook-form. `limit` is what a reader sees (the counter turns red past it); `maxLength`
 * what the API takes.
 */
import './kit.css';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CharCounter } from './CharCounter';
import { TextAreaField, TextField } from './TextField';

export interface CountedFieldProps {
  label: string;
  /** react-hook-form's `register(name)`; its name is the field's. */
  registration: UseFormRegisterReturn;
  /** The current value (watched), for the counter. */
  value: string;
  limit: number;
  maxLength: number;
  error?: string | undefined;
  hint?: ReactNode;
  /** A textarea of this many rows; an input without. */
  rows?: number;
  'data-testid'?: string;
  counterTestId?: string;
}

export function CountedField({
  label,
  registration,
  value,
  limit,
  maxLength,
  error,
  hint,
  rows,
  'data-testid': testId,
  counterTestId,
}: CountedFieldProps) {
  const field = {
    label,
    error,
    hint,
    aside: <CharCounter length={value.length} limit={limit} data-testid={counterTestId} />,
    maxLength,
    'data-testid': testId,
    ...registration,
  };
  return rows === undefined ? <TextField {...field} /> : <TextAreaField rows={rows} {...field} />;
}
