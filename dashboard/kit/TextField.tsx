/**
 * The kit's FormField around one control: `TextField` an input (`type="text"` unless given),
 * `TextAreaField` a textarea, `MoneyField` a `MoneyInput`, `CountField` a `CountInput`. The
 * field's own props (name, label, hint, error, required, aside) go to FormField; every other
 * prop goes to the control after its ids and aria props, so both `{...register(name)}` (its
 * name is the field's) and `value` / `onChange` work.
 */
import './kit.css';
import type { ComponentProps, ReactNode } from 'react';
import { CountInput } from './CountInput';
import { FormField, type FormFieldProps } from './FormField';
import { MoneyInput } from './MoneyInput';

/** FormField's own props: everything but the control. */
type FieldOwnProps = Omit<FormFieldProps, 'children'>;

/** The ids and aria props FormField gives its control. */
type ControlIds = Parameters<FormFieldProps['children']>[0];

/** A field's props: FormField's own, then the control's (but those FormField sets). */
type FieldProps<P> = FieldOwnProps & Omit<P, keyof FieldOwnProps | keyof ControlIds | 'children'>;

/** A FormField around `Control`, which receives the field's ids and every prop not the field's. */
function fieldAround<P extends object>(Control: (props: P) => ReactNode) {
  return function Field({ name, label, error, hint, required, aside, ...control }: FieldProps<P>) {
    return (
      <FormField {...{ name, label, error, hint, required, aside }}>
        {(ids) => <Control {...ids} {...(control as P)} />}
      </FormField>
    );
  };
}

export type TextFieldProps = FieldProps<ComponentProps<'input'>>;

export const TextField = fieldAround((input: ComponentProps<'input'>) => (
  <input type="text" {...input} />
));

export const TextAreaField = fieldAround((textarea: ComponentProps<'textarea'>) => (
  <textarea {...textarea} />
));

export const MoneyField = fieldAround(MoneyInput);

export const CountField = fieldAround(CountInput);
