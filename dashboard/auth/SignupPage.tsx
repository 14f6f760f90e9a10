/**
 * /signup: name, email, password. Field messages come from the shared schema first, then from
 * the server's `details`. On success the saved store is forgotten and the merchant picks one.
 */
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { signupBodySchema } from '../../shared';
import { authApi } from '../api/auth-api';
import { TextField, useFieldsForm } from '../kit';
import { AuthEmailField, AuthFormCard } from './AuthFormParts';
import { useStartSession } from './use-start-session';
import { templateIdFromSearch } from '../templates';

export function SignupPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const startSession = useStartSession();
  const form = useFieldsForm({
    initial: { name: '', email: '', password: '' },
    schema: signupBodySchema,
    mutationFn: authApi.signup,
    onSuccess: (auth) => {
      startSession(auth);
      // From the template gallery: the new store's form offers that template.
      const template = templateIdFromSearch(search);
      void navigate(template ? `/choose-store?template=${template}` : '/choose-store', {
        replace: true,
      });
    },
  });

  return (
    <AuthFormCard
      title="Create your store"
      intro="Start your free trial. No card needed."
      form={form}
      submit={{ label: 'Sign up', pendingLabel: 'Creating account…', testId: 'signup-submit' }}
      links={
        <p className="auth-switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <TextField
        label="Your name"
        autoComplete="name"
        data-testid="signup-name"
        {...form.bind('name')}
      />
      <AuthEmailField data-testid="signup-email" {...form.bind('email')} />
      <TextField
        label="Password"
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
        data-testid="signup-password"
        {...form.bind('password')}
      />
    </AuthFormCard>
  );
}
