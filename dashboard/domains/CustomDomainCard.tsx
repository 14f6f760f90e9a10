/**
 * The store's own domain. None yet: a short form to connect one. Connected: its state badge
 * (pending / verified / active / failed with the reason), the DNS records to create with copy
 * buttons and each one's live status, when it was last checked and when it is checked next,
 * "Check now", and Remove behind a confirmation.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { DomainRecord, DomainStatusReply } from '../../shared';
import { queryKeys } from '../api/query-keys';
import { readApiError } from '../api/read-api-error';
import {
  applyServerErrors,
  Banner,
  bindFields,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  MutationButton,
  samePath,
  schemaResolver,
  StateBadge,
  SubmitButton,
  TextField,
  Timestamp,
} from '../kit';
import { connectDomainBodySchema, recordBadge, statusBadge, statusSentence } from './custom-domain';
import { domainsApi } from './domains-api';
import { domainsKeys } from './domains-queries';

function CopyButton({ value, what }: { value: string; what: string }) {
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      aria-label={`Copy ${what}`}
      onClick={() => {
        const copied = navigator.clipboard?.writeText(value);
        if (!copied) {
          toast.error('Could not copy: select the text and copy it instead');
          return;
        }
        copied.then(
          () => toast.success(`Copied ${what}`),
          () => toast.error('Could not copy: select the text and copy it instead'),
        );
      }}
    >
      Copy
    </button>
  );
}

/** A column of one record field to copy into the DNS provider: the text and its Copy button. */
function copyableColumn(field: 'name' | 'value', header: string): DataTableColumn<DomainRecord> {
  return {
    id: field,
    header,
    cell: (r) => (
      <span className="domains-record-cell">
        <code className="domains-record-text">{r[field]}</code>
        <CopyButton value={r[field]} what={`the ${r.type} record's ${field}`} />
      </span>
    ),
  };
}

const columns: DataTableColumn<DomainRecord>[] = [
  { id: 'type', header: 'Type', cell: (r) => <code>{r.type}</code>, rowHeader: true },
  copyableColumn('name', 'Name'),
  copyableColumn('value', 'Value'),
  {
    id: 'state',
    header: 'Status',
    cell: (r) => (
      <span className="domains-record-state" data-testid={`record-state-${r.type}`}>
        <StateBadge word={recordBadge[r.state]} />
        {r.state === 'wrong' && r.found.length ? (
          <span className="domains-found">Found: {r.found.join(', ')}</span>
        ) : null}
      </span>
    ),
  },
];

export function CustomDomainCard({ storeId, info }: { storeId: string; info: DomainStatusReply }) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const store = useCallback(
    (saved: DomainStatusReply) => {
      queryClient.setQueryData(domainsKeys.domain(storeId), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentStore(storeId) });
    },
    [queryClient, storeId],
  );
  const check = useMutation({
    mutationFn: () => domainsApi.checkDomainStatus({ storeId }),
    onSuccess: (saved) => {
      store(saved);
      const badge = saved.status ? statusBadge[saved.status].label : 'Removed';
      toast.info(`Checked: ${badge}`);
    },
    onError: (error) => toast.error(`Could not check: ${readApiError(error).message}`),
  });
  const remove = useMutation({
    mutationFn: () => domainsApi.updateDomain({ storeId, domain: null }),
    onSuccess: (saved) => {
      store(saved);
      setRemoving(false);
      toast.success(`${info.domain ?? 'The domain'} removed`);
    },
  });

  if (!info.domain || !info.status) {
    return <ConnectDomainForm storeId={storeId} storeDomain={info.storeDomain} onSaved={store} />;
  }
  return (
    <Card
      title="Custom domain"
      actions={<StateBadge word={statusBadge[info.status]} data-testid="domain-status" />}
      data-testid="custom-domain-card"
    >
      <div className="domains-card-body">
        <p className="domains-address">
          <strong data-testid="custom-domain-name">{info.domain}</strong>
        </p>
        <p className="domains-muted" data-testid="domain-status-sentence">
          {statusSentence(info.status, info.domain)}
        </p>
        {info.status === 'failed' && info.failureReason ? (
          <Banner tone="critical" title="Verification failed" data-testid="domain-failure">
            <p>{info.failureReason}</p>
          </Banner>
        ) : null}
        <div>
          <h3 className="domains-subheading">DNS records to create</h3>
          <p className="domains-muted">
            {info.apex
              ? 'A root domain points to our servers with A records (one per address).'
              : 'A subdomain points to our servers with a CNAME record.'}{' '}
            The TXT record proves the domain is yours.
          </p>
          <DataTable
            label={`DNS records for ${info.domain}`}
            columns={columns}
            rows={info.records}
            rowKey={(r) => `${r.type} ${r.name} ${r.value}`}
            rowLabel={(r) => `${r.type} ${r.name}`}
            rowTestId="domain-record"
            data-testid="domain-records"
          />
        </div>
        <dl className="domains-times">
          <div>
            <dt>Last checked</dt>
            <dd data-testid="domain-last-checked">
              {info.lastCheckedAt ? <Timestamp at={info.lastCheckedAt} /> : 'Not yet'}
            </dd>
          </div>
          <div>
            <dt>Next automatic check</dt>
            <dd data-testid="domain-next-check">
              {info.nextCheckAt ? <Timestamp at={info.nextCheckAt} /> : 'None planned'}
            </dd>
          </div>
        </dl>
        <div className="domains-actions">
          <MutationButton mutation={check} pendingLabel="Checking…" data-testid="domain-check-now">
            Check now
          </MutationButton>
          <button
            type="button"
            className="button button-danger-outline"
            onClick={() => setRemoving(true)}
            data-testid="domain-remove"
          >
            Remove domain
          </button>
        </div>
      </div>
      {removing ? (
        <ConfirmDialog
          title={`Remove ${info.domain}?`}
          confirmLabel="Remove domain"
          pendingLabel="Removing…"
          mutation={remove}
          onConfirm={() => remove.mutate()}
          onCancel={() => {
            setRemoving(false);
            remove.reset();
          }}
        >
          <p>
            Your store stops answering on <strong>{info.domain}</strong> at once; visitors there see
            nothing of it. It stays at <strong>{info.storeDomain}</strong>. You can connect a domain
            again later, and delete the DNS records at your provider.
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

interface ConnectValues {
  domain: string;
}

function ConnectDomainForm({
  storeId,
  storeDomain,
  onSaved,
}: {
  storeId: string;
  storeDomain: string;
  onSaved: (saved: DomainStatusReply) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const toBody = useCallback((v: ConnectValues) => ({ storeId, domain: v.domain }), [storeId]);
  const resolver = useMemo(
    () => schemaResolver<ConnectValues>(connectDomainBodySchema, toBody),
    [toBody],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConnectValues>({ defaultValues: { domain: '' }, resolver });
  const field = bindFields(register, errors);
  const connect = useMutation({
    mutationFn: (domain: string) => domainsApi.updateDomain({ storeId, domain }),
    onSuccess: (saved) => {
      setFailure(null);
      onSaved(saved);
      toast.success(`${saved.domain ?? 'Domain'} connected: create its DNS records`);
    },
    onError: (error) => {
      const info = readApiError(error);
      const unshown = applyServerErrors(info, setError, samePath);
      const noField = Object.keys(info.fieldErrors).length === 0;
      setFailure(noField ? info.message : unshown.length ? unshown.join(' ') : null);
    },
  });
  return (
    <Card title="Custom domain" data-testid="custom-domain-card">
      <form
        noValidate
        className="domains-card-body"
        onSubmit={handleSubmit((values) => connect.mutate(values.domain))}
        data-testid="connect-domain-form"
      >
        <p className="domains-muted" data-testid="custom-domain-empty">
          No custom domain yet: your store answers on {storeDomain}. Connect a domain you own (such
          as shop.example.com) and shoppers can reach the store there too.
        </p>
        {failure ? (
          <Banner tone="critical" title="The domain was not connected" data-testid="domain-error">
            <p>{failure}</p>
          </Banner>
        ) : null}
        <TextField
          label="Domain"
          required
          hint="Without http:// or a path. We show the DNS records to create next."
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={253}
          placeholder="shop.example.com"
          data-testid="domain-input"
          {...field('domain')}
        />
        <div className="domains-actions">
          <SubmitButton
            pending={connect.isPending}
            pendingLabel="Connecting…"
            data-testid="domain-connect"
          >
            Connect domain
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
