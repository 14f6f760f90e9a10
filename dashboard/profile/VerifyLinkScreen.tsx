/**
 * /verify-link?token=…: where every single-use link sent by email lands (public: the token is
 * the proof). The page asks the server what the link is for, then shows that purpose's
 * screen from `linkScreens`; nothing changes until the merchant confirms (a mail scanner
 * that opens the link changes nothing). A link that is unknown, expired or already used is
 * explained. Purposes: email change, password reset (asks for the new password, then goes to
 * /login with a toast: every session ended), email verification and the "this wasn't me" link
 * of an email change's notice (cancels it, logs everyone out, then points to a new password).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  emailAlreadyChangedError,
  passwordSchema,
  type AccountLinkInfo,
  type AccountLinkPurpose,
} from '../../shared';
import { readApiError } from '../api/read-api-error';
import { MutationButton, SubmitButton, TextField } from '../kit';
import { profileApi } from './profile-api';
import { profileQueries } from './profile-queries';

interface LinkScreenProps {
  token: string;
  info: AccountLinkInfo;
}

/** The screen of each purpose a link can have. */
const linkScreens: Record<AccountLinkPurpose, (props: LinkScreenProps) => ReactNode> = {
  'email-change': EmailChangeLink,
  'password-reset': PasswordResetLink,
  'verify-email': VerifyEmailLink,
  'email-change-cancel': CancelEmailChangeLink,
};

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="auth-card card verify-link" data-testid="verify-link">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

export function VerifyLinkScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const info = useQuery(profileQueries.accountLink(token));

  if (!token) {
    return (
      <Frame title="This link is not complete">
        <p data-testid="verify-link-problem">
          The address has no token. Open the whole link from the email, or copy all of it into the
          address bar.
        </p>
      </Frame>
    );
  }
  if (info.isError) return <BadLink error={info.error} />;
  if (!info.data) {
    return (
      <Frame title="Checking your link…">
        <p role="status" aria-busy="true" data-testid="verify-link-loading">
          One moment.
        </p>
      </Frame>
    );
  }
  const Screen = linkScreens[info.data.purpose];
  return <Screen token={token} info={info.data} />;
}

/** An unknown, expired or used link: what happened and what to do. */
function BadLink({ error }: { error: unknown }) {
  const problem = readApiError(error);
  const title =
    problem.status === 410
      ? problem.message
      : problem.status === 404 || problem.status === 400
        ? 'This link is not valid'
        : 'The link could not be checked';
  return (
    <Frame title={title}>
      <p role="alert" data-testid="verify-link-problem">
        {problem.fieldErrors.token ?? problem.message}
      </p>
      {problem.message === emailAlreadyChangedError ? (
        <p>
          <Link to="/contact">Contact us</Link> and say which account it is: we check who owns it
          and give it back.
        </p>
      ) : (
        <AskForNewLink />
      )}
    </Frame>
  );
}

/** Where each kind of link is asked for again. */
function AskForNewLink() {
  return (
    <>
      <p>Ask for a new link where you asked for this one:</p>
      <ul>
        <li>
          <Link to="/forgot-password">Forgot password (a new password)</Link>
        </li>
        <li>
          <Link to="/verify-email">Verify email (confirming your address)</Link>
        </li>
        <li>
          <Link to="/dashboard/profile">Your profile (changing your email)</Link>
        </li>
      </ul>
    </>
  );
}

/** A link whose change needs only a click: what it does, the button, then what is done. */
function ConfirmOnlyLink({
  token,
  title,
  question,
  button,
  doneTitle,
  done,
  next,
}: {
  token: string;
  title: string;
  question: ReactNode;
  button: string;
  doneTitle: string;
  done: (email: string | null) => ReactNode;
  next: { to: string; label: string };
}) {
  const confirm = useMutation({ mutationFn: () => profileApi.confirmLink({ token }) });
  if (confirm.isSuccess) {
    return (
      <Frame title={doneTitle}>
        <p role="status" data-testid="verify-link-done">
          {done(confirm.data.email)}
        </p>
        <p>
          <Link to={next.to} className="button button-primary">
            {next.label}
          </Link>
        </p>
      </Frame>
    );
  }
  if (confirm.isError) return <BadLink error={confirm.error} />;
  return (
    <Frame title={title}>
      <p>{question}</p>
      <p>
        <MutationButton
          mutation={confirm}
          pendingLabel="Confirming…"
          data-testid="verify-link-confirm"
        >
          {button}
        </MutationButton>
      </p>
    </Frame>
  );
}

function EmailChangeLink({ token, info }: LinkScreenProps) {
  return (
    <ConfirmOnlyLink
      token={token}
      title="Confirm your new email"
      question={
        <>
          Use <strong data-testid="verify-link-email">{info.newEmail}</strong> to log in to Store
          Builder from now on?
        </>
      }
      button="Confirm new email"
      doneTitle="Your email is changed"
      done={(email) => (
        <>
          You now log in with <strong>{email}</strong>. Your other sessions were logged out and
          older links we emailed you no longer work.
        </>
      )}
      next={{ to: '/dashboard/profile', label: 'Go to your profile' }}
    />
  );
}

/** A new password (the sign-up rules), then every session ends: on to /login with a toast. */
function PasswordResetLink({ token }: LinkScreenProps) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = useMutation({
    mutationFn: (newPassword: string) => profileApi.confirmLink({ token, newPassword }),
    onSuccess: () => {
      toast.success('Your password is changed. Log in with the new one.');
      void navigate('/login', { replace: true });
    },
    onError: (failure) => {
      const problem = readApiError(failure);
      setError(problem.fieldErrors.newPassword);
    },
  });
  if (confirm.isError && !error) return <BadLink error={confirm.error} />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    confirm.mutate(parsed.data);
  }

  return (
    <Frame title="Choose a new password">
      <p>Once it is saved, you are logged out everywhere and log in again with it.</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          name="newPassword"
          label="New password"
          error={error}
          hint="At least 8 characters"
          type="password"
          autoComplete="new-password"
          data-testid="reset-password-input"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <SubmitButton
          pending={confirm.isPending}
          className="button button-primary button-block"
          data-testid="verify-link-confirm"
        >
          Save the new password
        </SubmitButton>
      </form>
    </Frame>
  );
}

/** Confirms the address (the check-auth of the next screen says so; the banner goes). */
function VerifyEmailLink({ token, info }: LinkScreenProps) {
  return (
    <ConfirmOnlyLink
      token={token}
      title="Verify your email"
      question={
        <>
          Confirm that <strong data-testid="verify-link-email">{info.newEmail}</strong> is your
          email address?
        </>
      }
      button="Verify my email"
      doneTitle="Your email is verified"
      done={(email) => (
        <>
          Thank you: <strong>{email}</strong> is confirmed.
        </>
      )}
      next={{ to: '/dashboard', label: 'Go to your dashboard' }}
    />
  );
}

/**
 * "This wasn't me", from the notice an email change sends to the old address: cancels the
 * pending change and logs every session out; then the merchant should choose a new password.
 */
function CancelEmailChangeLink({ token, info }: LinkScreenProps) {
  return (
    <ConfirmOnlyLink
      token={token}
      title="Cancel the email change"
      question={
        info.newEmail ? (
          <>
            Someone asked to move your Store Builder account to{' '}
            <strong data-testid="verify-link-email">{info.newEmail}</strong>. Cancel that change?
            Everyone using your account, you included, is logged out.
          </>
        ) : (
          <>
            No email change is waiting any more (its link expired or was replaced). Log everyone out
            of your account anyway?
          </>
        )
      }
      button="Cancel the email change"
      doneTitle="The email change is cancelled"
      done={(email) => (
        <>
          Your account still logs in with <strong>{email}</strong>, and every session was logged
          out. Someone may know your password: choose a new one now.
        </>
      )}
      next={{ to: '/forgot-password', label: 'Choose a new password' }}
    />
  );
}
