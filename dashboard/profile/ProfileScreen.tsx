/**
 * /dashboard/profile: the merchant's own account in four sections. Name (a form saved from
 * the save bar, as every form); Email ("Change email" opens a dialog; the change is confirmed
 * by a link sent to the new address, the pending one shown until then); Password ("Change
 * password" opens a dialog; the current one required; every other session ends); Sessions
 * (where the account is logged in, revoke one, "Log out everywhere" behind a confirmation).
 * Each form validates with the API's schema and shows the server's messages under their
 * fields.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
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
  FormDialog,
  LeaveGuard,
  PagePending,
  ResourcePage,
  SaveBar,
  TextField,
  type TextFieldProps,
} from '../kit';
import { formatDateTime } from '../../shared';
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

/** The form's line for what no field shows (a lost session, a network failure). */
function FormFailure({ area, failure }: { area: string; failure: string | null }) {
  return failure ? (
    <p className="form-error" role="alert" data-testid={`profile-${area}-failure`}>
      {failure}
    </p>
  ) : null;
}

/**
 * The name: a form like every other, saved from the contextual save bar (Discard, Save,
 * Ctrl/⌘+S), leaving with a change asks first.
 */
function NameCard({ profile }: { profile: ProfileReply }) {
  const queryClient = useQueryClient();
  const formId = useId();
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
  const { field, form, mutation } = account;
  const dirty = form.formState.isDirty;
  return (
    <Card title="Name" data-testid="profile-name-card">
      <form
        id={formId}
        className="profile-form"
        noValidate
        onSubmit={account.submit}
        data-testid="profile-name-form"
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
        <FormFailure area="name" failure={account.failure} />
      </form>
      <SaveBar
        formId={formId}
        dirty={dirty}
        saving={mutation.isPending}
        onDiscard={() => form.reset()}
      />
      <LeaveGuard when={dirty && !mutation.isPending} />
    </Card>
  );
}

/** A card whose one action is a secondary button in its header (it opens that action's form). */
function ActionCard({
  title,
  action,
  children,
  'data-testid': testId,
}: {
  title: string;
  action: { label: string; onClick: () => void; testId: string };
  children: ReactNode;
  'data-testid': string;
}) {
  return (
    <Card
      title={title}
      actions={
        <button
          type="button"
          className="button button-secondary"
          onClick={action.onClick}
          data-testid={action.testId}
        >
          {action.label}
        </button>
      }
      data-testid={testId}
    >
      {children}
    </Card>
  );
}

/**
 * An account action behind a button (change the email, change the password): the card says
 * how things stand, the button opens the action's form in a dialog; a success closes it.
 */
function useActionDialog() {
  const [open, setOpen] = useState(false);
  return { open, show: () => setOpen(true), close: () => setOpen(false) };
}

function EmailCard({ profile }: { profile: ProfileReply }) {
  const queryClient = useQueryClient();
  const dialog = useActionDialog();
  const account = useAccountForm({
    schema: requestEmailChangeBodySchema,
    defaultValues: { newEmail: '', currentPassword: '' },
    save: profileApi.requestEmailChange,
    onSaved: (saved, values, f) => {
      queryClient.setQueryData(profileKeys.profile, saved);
      f.reset({ newEmail: '', currentPassword: '' });
      dialog.close();
      toast.success(`Confirmation link sent to ${values.newEmail.trim()}`);
    },
  });
  const { field } = account;
  const pending = profile.pendingEmail;
  const cancel = () => {
    account.form.reset();
    dialog.close();
  };
  return (
    <ActionCard
      title="Email"
      action={{ label: 'Change email', onClick: dialog.show, testId: 'profile-email-change' }}
      data-testid="profile-email-card"
    >
      <p>
        You log in with <strong data-testid="profile-email-current">{profile.email}</strong>.
      </p>
      {pending ? (
        <p className="profile-pending" role="status" data-testid="profile-email-pending">
          Waiting for confirmation of <strong>{pending.email}</strong>: open the link we sent there
          before {formatDateTime(pending.expiresAt)}. Until then you keep logging in with your
          current email.
        </p>
      ) : null}
      {dialog.open ? (
        <FormDialog
          title="Change your email"
          intro={
            <p>
              We send a link to the new address; the change happens when you open it (within an
              hour).
            </p>
          }
          pending={account.mutation.isPending}
          submitLabel="Send confirmation link"
          pendingLabel="Sending…"
          submitTestId="profile-email-submit"
          onSubmit={account.submit}
          onCancel={cancel}
          data-testid="profile-email-dialog"
        >
          <TextField
            label="New email"
            required
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
          <FormFailure area="email" failure={account.failure} />
        </FormDialog>
      ) : null}
    </ActionCard>
  );
}

function PasswordCard() {
  const queryClient = useQueryClient();
  const dialog = useActionDialog();
  const account = useAccountForm({
    schema: changePasswordBodySchema,
    defaultValues: { currentPassword: '', newPassword: '' },
    save: profileApi.changePassword,
    onSaved: (reply, _values, f) => {
      f.reset({ currentPassword: '', newPassword: '' });
      dialog.close();
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
  const cancel = () => {
    account.form.reset();
    dialog.close();
  };
  return (
    <ActionCard
      title="Password"
      action={{ label: 'Change password', onClick: dialog.show, testId: 'profile-password-change' }}
      data-testid="profile-password-card"
    >
      <p className="muted">
        Changing it logs you out on every other device where you are logged in.
      </p>
      {dialog.open ? (
        <FormDialog
          title="Change your password"
          pending={account.mutation.isPending}
          submitLabel="Change password"
          pendingLabel="Changing…"
          submitTestId="profile-password-submit"
          onSubmit={account.submit}
          onCancel={cancel}
          data-testid="profile-password-dialog"
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
          <FormFailure area="password" failure={account.failure} />
        </FormDialog>
      ) : null}
    </ActionCard>
  );
}
