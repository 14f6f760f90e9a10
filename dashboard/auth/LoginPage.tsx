/**
 * /login: email and password. On success the saved store is forgotten (spec 7) and the
 * merchant goes to /dashboard, whose guard sends them on to /choose-store when needed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loginBodySchema } from '../../shared';
import type { LoginBody } from '../../shared';
import { authApi } from '../api/auth-api';
import { readApiError } from '../api/read-api-error';
import { TextField, useFormFields } from '../kit';
import { fieldErrorsFromIssues } from '../lib/field-errors-from-issues';
import { useSessionStore } from '../state/use-session-store';
import { AuthEmailField, AuthFormSubmit } from './AuthFormParts';

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearStoreSelection = useSessionStore((s) => s.clearStoreSelection);
  const setUser = useSessionStore((s) => s.setUser);
  const { values, errors, setErrors, setField, showApiError } = useFormFields({
    email: '',
    password: '',
  });

  const login = useMutation({
    mutationFn: (body: LoginBody) => authApi.login(body),
    onSuccess: (auth) => {
      queryClient.clear();
      clearStoreSelection();
      setUser({ userId: auth.userId, email: auth.email });
      void navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      // A 401 here means bad credentials: stay on the form (its redirectTo is this page).
      const info = readApiError(error);
      showApiError(info);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error));
      return;
    }
    login.mutate(parsed.data);
  }

  return (
    <section className="auth-card card">
      <h1>Log in</h1>
      <p className="muted">Welcome back. Log in to manage your stores.</p>
      <form onSubmit={onSubmit} noValidate>
        <AuthEmailField
          value={values.email}
          error={errors.email}
          onChange={(value) => setField('email', value)}
          testId="login-email"
        />
        <TextField
          name="password"
          label="Password"
          error={errors.password}
          type="password"
          autoComplete="current-password"
          data-testid="login-password"
          value={values.password}
          onChange={(e) => setField('password', e.target.value)}
        />
        <AuthFormSubmit
          formError={errors._form}
          pending={login.isPending}
          label="Log in"
          pendingLabel="Logging in…"
          testId="login-submit"
        />
      </form>
      <p className="auth-switch">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <p className="auth-switch">
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </section>
  );
}
