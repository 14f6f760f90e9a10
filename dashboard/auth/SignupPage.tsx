/**
 * /signup: name, email, password. Field messages come from the shared schema first, then from
 * the server's `details`. On success the saved store is forgotten and the merchant picks one.
 */
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { signupBodySchema } from '../../shared';
import { authApi } from '../api/auth-api';
import { FormSubmit, TextField, useFieldsForm } from '../kit';
import { AuthEmailField } from './AuthFormParts';
import { useStartSession } from './use-start-session';
import { templateIdFromSearch } from '../templates';

export function SignupPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const startSession = useStartSession();
  const { values, errors, setField, mutation, onSubmit } = useFieldsForm({
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
        <FormSubmit
          block
          formError={errors._form}
          pending={mutation.isPending}
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
