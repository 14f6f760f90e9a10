/**
 * /signup: name, email, password. Field messages come from the shared schema first, then from
 * the server's `details`. On success the saved store is forgotten and the merchant picks one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { signupBodySchema } from '../../shared';
import type { SignupBody } from '../../shared';
import { authApi } from '../api/auth-api';
import { readApiError } from '../api/read-api-error';
import { TextField, useFormFields } from '../kit';
import { fieldErrorsFromIssues } from '../lib/field-errors-from-issues';
import { useSessionStore } from '../state/use-session-store';
import { AuthEmailField, AuthFormSubmit } from './AuthFormParts';
import { templateIdFromSearch } from '../templates';

export function SignupPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const clearStoreSelection = useSessionStore((s) => s.clearStoreSelection);
  const setUser = useSessionStore((s) => s.setUser);
  const { values, errors, setErrors, setField, showApiError } = useFormFields({
    name: '',
    email: '',
    password: '',
  });

  const signup = useMutation({
    mutationFn: (body: SignupBody) => authApi.signup(body),
    onSuccess: (auth) => {
      queryClient.clear();
      clearStoreSelection();
      setUser({ userId: auth.userId, email: auth.email });
      // From the template gallery: the new store's form offers that template.
      const template = templateIdFromSearch(search);
      void navigate(template ? `/choose-store?template=${template}` : '/choose-store', {
        replace: true,
      });
    },
    onError: (error) => {
      const info = readApiError(error);
      showApiError(info);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signupBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error));
      return;
    }
    signup.mutate(parsed.data);
  }

  return (
    <section className="auth-card card">
      <h1>Create your store</h1>
      <p className="muted">Start your free trial. No card needed.</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          name="name"
          label="Your name"
          error={errors.name}
          autoComplete="name"
          data-testid="signup-name"
          value={values.name}
          onChange={(e) => setField('name', e.target.value)}
        />
        <AuthEmailField
          value={values.email}
          error={errors.email}
          onChange={(value) => setField('email', value)}
          testId="signup-email"
        />
        <TextField
          name="password"
          label="Password"
          error={errors.password}
          hint="At least 8 characters."
          type="password"
          autoComplete="new-password"
          data-testid="signup-password"
          value={values.password}
          onChange={(e) => setField('password', e.target.value)}
        />
        <AuthFormSubmit
          formError={errors._form}
          pending={signup.isPending}
          label="Sign up"
          pendingLabel="Creating account…"
          testId="signup-submit"
        />
      </form>
      <p className="auth-switch">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}
