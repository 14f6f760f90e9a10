/**
 * The kit's FormField around one control: `TextField` an input (`type="text"` unless given),
 * `TextAreaField` a textarea. The field's own props (name, label, hint, error, required,
 * aside) go to FormField; every other prop goes to the control after its ids and aria props,
 * so both `{...register(name)}` (its name is the field's) and `value` / `onChange` work.
 */
import './kit.css';
import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { FormField, type FormFieldProps } from './FormField';

/** FormField's own props: everything but the control. */
type FieldOwnProps = Omit<FormFieldProps, 'children'>;

type ControlProps<A> = Omit<A, keyof FieldOwnProps | 'children'>;

export type TextFieldProps = FieldOwnProps &
  ControlProps<InputHTMLAttributes<HTMLInputElement>> & { ref?: Ref<HTMLInputElement> };

type TextAreaFieldProps = FieldOwnProps &
  ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>> & { ref?: Ref<HTMLTextAreaElement> };

export function TextField({ name, label, error, hint, required, aside, ...input }: TextFieldProps) {
  return (
    <FormField {...{ name, label, error, hint, required, aside }}>
      {(control) => <input {...control} type="text" {...input} />}
    </FormField>
  );
}

export function TextAreaField({
  name,
  label,
  error,
  hint,
  required,
  aside,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FormField {...{ name, label, error, hint, required, aside }}>
      {(control) => <textarea {...control} {...textarea} />}
    </FormField>
  );
}
