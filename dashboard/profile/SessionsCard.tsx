/**
 * The profile's Sessions section: every device where the account is logged in (device in
 * plain words, when it logged in, when it was last used), this one marked; revoke any other
 * one; "Log out everywhere" (this device too) behind a confirmation, then to /login.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { SessionDto } from '../../shared';
import { readApiError } from '../api/read-api-error';
import { Badge, Card, ConfirmDialog, DataTable, QueryError, type DataTableColumn } from '../kit';
import { formatDateTime } from '../../shared';
import { useSessionStore } from '../state/use-session-store';
import { profileApi } from './profile-api';
import { profileKeys, profileQueries } from './profile-queries';

export function SessionsCard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clearSession = useSessionStore((s) => s.clearSession);
  const sessions = useQuery(profileQueries.sessions());
  const [confirming, setConfirming] = useState(false);

  const revoke = useMutation({
    mutationFn: (session: SessionDto) => profileApi.revokeSession(session.id),
    onSuccess: (_reply, session) => {
      toast.success(`${session.device} logged out`);
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    },
    onError: (error, session) => {
      toast.error(`${session.device} was not logged out: ${readApiError(error).message}`);
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    },
  });

  const everywhere = useMutation({
    mutationFn: profileApi.logoutEverywhere,
    onSuccess: () => {
      clearSession();
      queryClient.clear();
      toast.success('Logged out on every device', { toastId: 'logged-out' });
      void navigate('/login', { replace: true });
    },
  });

  const columns: DataTableColumn<SessionDto>[] = [
    {
      id: 'device',
      header: 'Device',
      rowHeader: true,
      cell: (s) => (
        <span className="profile-device">
          <span data-testid="session-device">{s.device}</span>
          {s.current ? (
            <Badge tone="info" data-testid="session-current">
              This device
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'lastSeen',
      header: 'Last used',
      cell: (s) => <span data-testid="session-last-seen">{formatDateTime(s.lastSeenAt)}</span>,
    },
    { id: 'created', header: 'Logged in', cell: (s) => formatDateTime(s.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      align: 'end',
      cell: (s) =>
        s.current ? (
          <span className="muted profile-current-hint">Use Log out to end it</span>
        ) : (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => revoke.mutate(s)}
            disabled={revoke.isPending && revoke.variables?.id === s.id}
            aria-label={`Log out ${s.device}, last used ${formatDateTime(s.lastSeenAt)}`}
            data-testid="session-revoke"
          >
            {revoke.isPending && revoke.variables?.id === s.id ? 'Logging out…' : 'Log out'}
          </button>
        ),
    },
  ];

  return (
    <Card
      title="Sessions"
      className="kit-list-card profile-sessions-card"
      data-testid="profile-sessions-card"
      actions={
        <button
          type="button"
          className="button button-danger-outline button-small"
          onClick={() => setConfirming(true)}
          data-testid="logout-everywhere"
        >
          Log out everywhere
        </button>
      }
    >
      <p className="profile-card-intro muted">
        Where your account is logged in now. Log out a device you do not recognise, then change your
        password.
      </p>
      {sessions.isError ? (
        <div className="profile-card-intro">
          <QueryError what="your sessions" query={sessions} data-testid="sessions-error" />
        </div>
      ) : (
        <DataTable
          label="Sessions"
          columns={columns}
          rows={sessions.data?.sessions}
          rowKey={(s) => s.id}
          rowLabel={(s) => s.device}
          refreshing={sessions.isFetching && Boolean(sessions.data)}
          rowTestId="session-row"
          data-testid="sessions-table"
        />
      )}
      {confirming ? (
        <ConfirmDialog
          title="Log out everywhere?"
          confirmLabel="Log out everywhere"
          pendingLabel="Logging out…"
          mutation={everywhere}
          onConfirm={() => everywhere.mutate()}
          onCancel={() => {
            everywhere.reset();
            setConfirming(false);
          }}
        >
          <p>
            Every device where your account is logged in is logged out, this one included. You then
            log in again here.
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
