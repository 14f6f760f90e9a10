/**
 * /dashboard/profile: the merchant's own account in four sections. Name; Email (a change is
 * confirmed by a link sent to the new address, the pending one shown until then); Password
 * (the current one required; every other session ends); Sessions (where the account is
 * logged in, revoke one, "Log out everywhere" behind a confirmation). Each form validates with
 * the API's schema and shows the server's messages under their fields.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { toast } from 'react-toastify';
import {
  changePasswordBodySchema,
  countOf,
  pluralWord,
  requestEmailChangeBodySchema,
  updateNameBodySchema,
  type ProfileReply,
} from '../../shared';
import { queryKeys } from '../api/query-keys';
import {
  Card,
  PagePending,
  ResourcePage,
  SubmitButton,
  TextField,
  type TextFieldProps,
} from '../kit';
import { formatDateTime } from '../lib/format-date';
import { profileApi } from './profile-api';
import { profileKeys, profileQueries } from './profile-queries';
import { SessionsCard } from './SessionsCard';
import { useAccountForm } from './use-account-form';

export function ProfileScreen() {
  const profile = useQuery(profileQueries.profile());
  if (!profile.data) {
    return <PagePending title="Profile" what="your profile" query={profile} testId="profile" />;
  }
  return (
    <ResourcePage
      title="Profile"
      backTo="/dashboard"
      backLabel="Dashboard"
      data-testid="profile-screen"
      main={
        <>
          <NameCard profile={profile.data} />
          <EmailCard profile={profile.data} />
          <PasswordCard />
          <SessionsCard />
        </>
      }
    />
  );
}

/** A required password input with its label, hint and error (the email and password forms). */
function PasswordField(
  props: TextFieldProps & { autoComplete: 'current-password' | 'new-password' },
) {
  return <TextField required type="password" {...props} />;
}

/**
 * One account form in its card: the fields, the form's line for what no field shows (a lost
 * session, a network failure) and its submit. Test ids: `profile-<area>-card`, `-form`,
 * `-failure`.
 */
function AccountFormCard({
  area,
  title,
  account,
  intro,
  label,
  pendingLabel,
  submitTestId,
  disabled = false,
  children,
}: {
  area: 'name' | 'email' | 'password';
  title: string;
  /** The card's `useAccountForm`. */
  account: {
    submit: FormEventHandler<HTMLFormElement>;
    failure: string | null;
    mutation: { isPending: boolean };
  };
  intro?: ReactNode;
  label: string;
  pendingLabel: string;
  submitTestId: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Card title={title} data-testid={`profile-${area}-card`}>
      {intro}
      <form
        className="profile-form"
        noValidate
        onSubmit={account.submit}
        data-testid={`profile-${area}-form`}
      >
        {children}
        {account.failure ? (
          <p className="form-error" role="alert" data-testid={`profile-${area}-failure`}>
            {account.failure}
          </p>
        ) : null}
        <div className="profile-form-actions">
          {/* Three account actions on one screen, each its own: none is the screen's primary. */}
          <SubmitButton
            className="button button-secondary"
            pending={account.mutation.isPending}
            pendingLabel={pendingLabel}
            disabled={disabled}
            data-testid={submitTestId}
          >
            {label}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}

function NameCard({ profile }: { profile: ProfileReply }) {
  const queryClient = useQueryClient();
  const account = useAccountForm({
    schema: updateNameBodySchema,
    defaultValues: { name: profile.name },
    save: profileApi.updateName,
    onSaved: (saved, _values, f) => {
      queryClient.setQueryData(profileKeys.profile, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.checkAuth });
      f.reset({ name: saved.name });
      toast.success('Name saved');
    },
  });
  const { field } = account;
  return (
    <AccountFormCard
      area="name"
      title="Name"
      account={account}
      label="Save name"
      pendingLabel="Saving…"
      submitTestId="profile-name-save"
      disabled={!account.form.formState.isDirty}
    >
      <TextField
        label="Your name"
        required
        hint="Shown to your team and in emails from the platform."
        autoComplete="name"
        maxLength={100}
        data-testid="profile-name"
        {...field('name')}
      />
    </AccountFormCard>
  );
}

function EmailCard({ profile }: { profile: ProfileReply }) {
  const queryClient = useQueryClient();
  const account = useAccountForm({
    schema: requestEmailChangeBodySchema,
    defaultValues: { newEmail: '', currentPassword: '' },
    save: profileApi.requestEmailChange,
    onSaved: (saved, values, f) => {
      queryClient.setQueryData(profileKeys.profile, saved);
      f.reset({ newEmail: '', currentPassword: '' });
      toast.success(`Confirmation link sent to ${values.newEmail.trim()}`);
    },
  });
  const { field } = account;
  const pending = profile.pendingEmail;
  return (
    <AccountFormCard
      area="email"
      title="Email"
      account={account}
      label="Send confirmation link"
      pendingLabel="Sending…"
      submitTestId="profile-email-submit"
      intro={
        <>
          <p>
            You log in with <strong data-testid="profile-email-current">{profile.email}</strong>.
          </p>
          {pending ? (
            <p className="profile-pending" role="status" data-testid="profile-email-pending">
              Waiting for confirmation of <strong>{pending.email}</strong>: open the link we sent
              there before {formatDateTime(pending.expiresAt)}. Until then you keep logging in with
              your current email.
            </p>
          ) : null}
        </>
      }
    >
      <TextField
        label="New email"
        required
        hint="We send a link to this address; the change happens when you open it (within an hour)."
        type="email"
        autoComplete="email"
        maxLength={254}
        data-testid="profile-new-email"
        {...field('newEmail')}
      />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        data-testid="profile-email-password"
        {...field('currentPassword')}
      />
    </AccountFormCard>
  );
}

function PasswordCard() {
  const queryClient = useQueryClient();
  const account = useAccountForm({
    schema: changePasswordBodySchema,
    defaultValues: { currentPassword: '', newPassword: '' },
    save: profileApi.changePassword,
    onSaved: (reply, _values, f) => {
      f.reset({ currentPassword: '', newPassword: '' });
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
      const others = reply.endedSessions;
      toast.success(
        others
          ? `Password changed. ${countOf(others, 'other session', 'other sessions')} ${pluralWord(others, 'was', 'were')} logged out.`
          : 'Password changed',
      );
    },
  });
  const { field } = account;
  return (
    <AccountFormCard
      area="password"
      title="Password"
      account={account}
      label="Change password"
      pendingLabel="Changing…"
      submitTestId="profile-password-submit"
    >
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        data-testid="profile-current-password"
        {...field('currentPassword')}
      />
      <PasswordField
        label="New password"
        hint="At least 8 characters. Every other device where you are logged in is logged out."
        autoComplete="new-password"
        data-testid="profile-new-password"
        {...field('newPassword')}
      />
    </AccountFormCard>
  );
}
