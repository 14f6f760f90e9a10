/**
 * /login: email and password. On success the saved store is forgotten (spec 7) and the
 * merchant goes to /dashboard, whose guard sends them on to /choose-store when needed.
 */
import { Link, useNavigate } from 'react-router-dom';
import { loginBodySchema } from '../../shared';
import { authApi } from '../api/auth-api';
import { TextField, useFieldsForm } from '../kit';
import { AuthEmailField, AuthFormCard } from './AuthFormParts';
import { useStartSession } from './use-start-session';

export function LoginPage() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  // A 401 here means bad credentials: the form stays (its redirectTo is this page).
  const form = useFieldsForm({
    initial: { email: '', password: '' },
    schema: loginBodySchema,
    mutationFn: authApi.login,
    onSuccess: (auth) => {
      startSession(auth);
      void navigate('/dashboard', { replace: true });
    },
  });

  return (
    <AuthFormCard
      title="Log in"
      intro="Welcome back. Log in to manage your stores."
      form={form}
      submit={{ label: 'Log in', pendingLabel: 'Logging in…', testId: 'login-submit' }}
      links={
        <>
          <p className="auth-switch">
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
          <p className="auth-switch">
            New here? <Link to="/signup">Create an account</Link>
          </p>
        </>
      }
    >
      <AuthEmailField data-testid="login-email" {...form.bind('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        data-testid="login-password"
        {...form.bind('password')}
      />
    </AuthFormCard>
  );
}
