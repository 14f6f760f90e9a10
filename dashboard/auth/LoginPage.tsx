/**
 * /login: email and password. On success the saved store is forgotten (spec 7) and the
 * merchant goes to /dashboard, whose guard sends them on to /choose-store when needed.
 */
import { Link, useNavigate } from 'react-router-dom';
import { loginBodySchema } from '../../shared';
import { authApi } from '../api/auth-api';
import { FormSubmit, TextField, useFieldsForm } from '../kit';
import { AuthEmailField } from './AuthFormParts';
import { useStartSession } from './use-start-session';

export function LoginPage() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  // A 401 here means bad credentials: the form stays (its redirectTo is this page).
  const { values, errors, setField, mutation, onSubmit } = useFieldsForm({
    initial: { email: '', password: '' },
    schema: loginBodySchema,
    mutationFn: authApi.login,
    onSuccess: (auth) => {
      startSession(auth);
      void navigate('/dashboard', { replace: true });
    },
  });

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
        <FormSubmit
          block
          formError={errors._form}
          pending={mutation.isPending}
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
