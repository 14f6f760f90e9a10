/**
 * The public account forms (log in, sign up, forgot password): their card, holding the form
 * and ending with the kit's FormSubmit, full width; and their email field.
 */
import type { FormEvent, ReactNode } from 'react';
import { FormSubmit, TextField, type TextFieldProps } from '../kit';

export interface AuthFormCardProps {
  title: string;
  /** The sentence under the title. */
  intro: ReactNode;
  /** The form's state from `useFieldsForm`: its submit, its form-wide error and its request. */
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    errors: { _form?: string | undefined };
    mutation: { isPending: boolean };
  };
  /** The submit button: its label, its label while the request runs, its test id. */
  submit: { label: string; pendingLabel: string; testId: string };
  /** The fields. */
  children: ReactNode;
  /** The links under the card's form (`auth-switch` lines). */
  links: ReactNode;
}

/** An account form's card: title, one sentence, the fields and a full-width submit, then its links. */
export function AuthFormCard({ title, intro, form, submit, children, links }: AuthFormCardProps) {
  return (
    <section className="auth-card card">
      <h1>{title}</h1>
      <p className="muted">{intro}</p>
      <form onSubmit={form.onSubmit} noValidate>
        {children}
        <FormSubmit
          block
          formError={form.errors._form}
          pending={form.mutation.isPending}
          {...submit}
        />
      </form>
      {links}
    </section>
  );
}

/** The account's email, labelled "Email", its error under it (`bind('email')` of the form). */
export function AuthEmailField(props: Omit<TextFieldProps, 'label'>) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}
