/**
 * /verify-link?token=…: where every single-use link sent by email lands (public: the token is
 * the proof). The page asks the server what the link is for, then shows that purpose's
 * screen from `linkScreens`; nothing changes until the merchant confirms (a mail scanner
 * that opens the link changes nothing). A link that is unknown, expired or already used is
 * explained. Email change is handled now; issue 13 adds password reset and email
 * verification to `linkScreens` (and their actions on the server).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AccountLinkInfo, AccountLinkPurpose } from '../../shared';
import { readApiError } from '../api/read-api-error';
import { profileApi } from './profile-api';

interface LinkScreenProps {
  token: string;
  info: AccountLinkInfo;
}

/** The screen of each purpose a link can have. */
const linkScreens: Partial<Record<AccountLinkPurpose, (props: LinkScreenProps) => ReactNode>> = {
  'email-change': EmailChangeLink,
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
  const info = useQuery({
    queryKey: ['account-link', token],
    queryFn: () => profileApi.inspectLink({ token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

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
  if (!Screen) {
    return (
      <Frame title="This link cannot be used here yet">
        <p data-testid="verify-link-problem">This kind of link is not handled by this page yet.</p>
      </Frame>
    );
  }
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
      <p>
        To change your email, ask for a new link on{' '}
        <Link to="/dashboard/profile">your profile</Link>.
      </p>
    </Frame>
  );
}

function EmailChangeLink({ token, info }: LinkScreenProps) {
  const confirm = useMutation({ mutationFn: () => profileApi.confirmLink({ token }) });
  if (confirm.isSuccess) {
    return (
      <Frame title="Your email is changed">
        <p role="status" data-testid="verify-link-done">
          You now log in with <strong>{confirm.data.email}</strong>.
        </p>
        <p>
          <Link to="/dashboard/profile" className="button button-primary">
            Go to your profile
          </Link>
        </p>
      </Frame>
    );
  }
  if (confirm.isError) return <BadLink error={confirm.error} />;
  return (
    <Frame title="Confirm your new email">
      <p>
        Use <strong data-testid="verify-link-email">{info.newEmail}</strong> to log in to Store
        Builder from now on?
      </p>
      <p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => confirm.mutate()}
          disabled={confirm.isPending}
          data-testid="verify-link-confirm"
        >
          {confirm.isPending ? 'Confirming…' : 'Confirm new email'}
        </button>
      </p>
    </Frame>
  );
}
