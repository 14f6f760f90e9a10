/**
 * The store's address on the product's host: where it lives now (a link), the former
 * subdomains still redirecting to it, and the change form with the live availability line.
 * A change asks first, explaining the 30-day redirect; the store may take a former subdomain
 * back (the line says so).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  SUBDOMAIN_REDIRECT_DAYS,
  updateSubdomainBodySchema,
  type SubdomainReply,
} from '../../shared';
import { queryKeys } from '../api/query-keys';
import {
  SubdomainAvailabilityHint,
  asTypedSubdomain,
  subdomainInputProps,
} from '../stores/SubdomainFieldParts';
import { readApiError } from '../api/read-api-error';
import {
  useSubdomainAvailability,
  type AvailabilityLine,
} from '../stores/use-subdomain-availability';
import {
  applyServerErrors,
  Banner,
  Card,
  ConfirmDialog,
  FormField,
  samePath,
  schemaResolver,
  Timestamp,
} from '../kit';
import { formatDate } from '../../shared';
import { storeHostPreview } from '../lib/store-host-preview';
import { storefrontUrl } from '../lib/storefront-url';
import { domainsApi } from './domains-api';
import { domainsKeys } from './domains-queries';

interface Values {
  subdomain: string;
}

const DAY_MS = 86_400_000;

export function SubdomainCard({ storeId, info }: { storeId: string; info: SubdomainReply }) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const toBody = useCallback((v: Values) => ({ storeId, subdomain: v.subdomain }), [storeId]);
  const resolver = useMemo(
    () => schemaResolver<Values>(updateSubdomainBodySchema, toBody),
    [toBody],
  );
  const {
    register,
    watch,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { subdomain: info.subdomain }, resolver });

  const subdomainInput = register('subdomain');
  const typed = watch('subdomain');
  const ownLine = useCallback(
    (name: string): AvailabilityLine | null => {
      if (name === info.subdomain)
        return { text: 'This is your store’s address now', tone: 'muted' };
      if (info.redirects.some((r) => r.subdomain === name)) {
        return {
          text: `${storeHostPreview(name, window.location.hostname)} was yours: taking it back ends its redirect`,
          tone: 'ok',
        };
      }
      return null;
    },
    [info],
  );
  const { line, taken, recheck } = useSubdomainAvailability(typed.trim().toLowerCase(), ownLine);
  const unchanged = typed.trim().toLowerCase() === info.subdomain;

  const change = useMutation({
    mutationFn: (subdomain: string) => domainsApi.updateSubdomain({ storeId, subdomain }),
    onSuccess: (saved) => {
      queryClient.setQueryData(domainsKeys.subdomain(storeId), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentStore(storeId) });
      void queryClient.invalidateQueries({ queryKey: ['stores'] });
      setConfirming(null);
      setFailure(null);
      reset({ subdomain: saved.subdomain });
      toast.success(`Your store now lives at ${saved.storeDomain}`);
    },
    onError: (error, subdomain) => {
      setConfirming(null);
      const info = readApiError(error);
      if (info.fieldErrors.subdomain) recheck(subdomain);
      const unshown = applyServerErrors(info, setError, samePath);
      const noField = Object.keys(info.fieldErrors).length === 0;
      setFailure(noField ? [info.message] : unshown.length ? unshown : null);
    },
  });

  const onSubmit = handleSubmit((values) => {
    const subdomain = values.subdomain.trim().toLowerCase();
    if (taken) {
      setError('subdomain', { type: 'taken', message: 'This subdomain is taken' });
      return;
    }
    setConfirming(subdomain);
  });

  const currentUrl = storefrontUrl(info.storeDomain, window.location);
  const until = formatDate(new Date(Date.now() + SUBDOMAIN_REDIRECT_DAYS * DAY_MS).toISOString());
  const newHost = confirming ? storeHostPreview(confirming, window.location.hostname) : '';

  return (
    <Card title="Store address" data-testid="subdomain-card">
      <div className="domains-card-body">
        <p className="domains-address">
          Your store is at{' '}
          <a href={currentUrl} target="_blank" rel="noreferrer" data-testid="store-address-link">
            {info.storeDomain}
          </a>
        </p>
        {info.redirects.length ? (
          <div>
            <h3 className="domains-subheading">Former addresses</h3>
            <ul className="domains-redirects" data-testid="subdomain-redirects">
              {info.redirects.map((r) => (
                <li key={r.subdomain}>
                  <code>{r.storeDomain}</code> sends visitors here until{' '}
                  <Timestamp at={r.expiresAt} dateOnly />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {failure ? (
          <Banner
            tone="critical"
            title="The subdomain was not changed"
            data-testid="subdomain-error"
          >
            <ul>
              {failure.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </Banner>
        ) : null}
        <form id={formId} noValidate onSubmit={onSubmit} data-testid="subdomain-form">
          <FormField
            name="subdomain"
            label="Subdomain"
            required
            error={errors.subdomain?.message}
            hint={
              <SubdomainAvailabilityHint
                line={line}
                fallback="Lowercase letters, digits and hyphens."
              />
            }
          >
            {(control) => (
              <div className="domains-subdomain-input">
                <input
                  {...control}
                  {...subdomainInputProps}
                  maxLength={63}
                  data-testid="subdomain-input"
                  {...subdomainInput}
                  onChange={(event) => {
                    event.target.value = asTypedSubdomain(event.target.value);
                    void subdomainInput.onChange(event);
                  }}
                />
                <span className="domains-suffix" aria-hidden="true">
                  .{window.location.hostname.replace(/^www\./i, '')}
                </span>
              </div>
            )}
          </FormField>
          <div className="domains-actions">
            <button
              type="submit"
              className="button button-secondary"
              disabled={unchanged || change.isPending}
              data-testid="subdomain-submit"
            >
              Change subdomain
            </button>
          </div>
        </form>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={`Move your store to ${newHost}?`}
          confirmLabel="Change subdomain"
          pendingLabel="Changing…"
          pending={change.isPending}
          tone="primary"
          onConfirm={() => change.mutate(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            Your store will answer on <strong>{newHost}</strong> at once. Its current address,{' '}
            <strong>{info.storeDomain}</strong>, keeps sending visitors to the new one (same page)
            for {SUBDOMAIN_REDIRECT_DAYS} days, until {until}. After that it stops working and
            another store may take it, so update the links you have shared.
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
