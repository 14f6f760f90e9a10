/**
 * The create-store form on /choose-store: name, subdomain (lower-cased as typed, with a live
 * debounced availability check) and currency. The created store becomes the selected one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createStoreBodySchema, currencyCodes, subdomainSchema } from '../../shared';
import type { CreateStoreBody } from '../../shared';
import { queryKeys } from '../api/query-keys';
import { readApiError } from '../api/read-api-error';
import { storeApi } from '../api/store-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFormFields } from '../hooks/use-form-fields';
import { fieldErrorsFromIssues } from '../lib/field-errors-from-issues';
import { storeHostPreview } from '../lib/store-host-preview';
import { useSessionStore } from '../state/use-session-store';
import { FormField } from '../kit';

const takenMessage = 'This subdomain is taken';

export function CreateStoreForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const selectStore = useSessionStore((s) => s.selectStore);
  const { values, errors, setErrors, setField, showApiError } = useFormFields<{
    name: string;
    subdomain: string;
    currency: string;
  }>({ name: '', subdomain: '', currency: 'USD' });

  const debounced = useDebouncedValue(values.subdomain, 400);
  const parsedSubdomain = subdomainSchema.safeParse(debounced);
  const checkable = debounced !== '' && parsedSubdomain.success;
  const availability = useQuery({
    queryKey: queryKeys.domainExists(debounced),
    queryFn: ({ signal }) => storeApi.domainExists(debounced, signal),
    enabled: checkable,
    staleTime: 10_000,
  });
  const host = storeHostPreview(debounced, window.location.hostname);
  const settled = debounced === values.subdomain;

  const create = useMutation({
    mutationFn: (body: CreateStoreBody) => storeApi.createStore(body),
    onSuccess: (store) => {
      selectStore(store);
      void queryClient.invalidateQueries({ queryKey: ['stores'] });
      void navigate('/dashboard');
    },
    onError: (error) => {
      const info = readApiError(error);
      showApiError(info);
      if (info.fieldErrors.subdomain) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.domainExists(values.subdomain) });
      }
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createStoreBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error));
      return;
    }
    if (settled && availability.data?.exists) {
      setErrors({ subdomain: takenMessage });
      return;
    }
    create.mutate(parsed.data);
  }

  let availabilityLine: { text: string; tone: 'ok' | 'bad' | 'muted' } | null = null;
  if (values.subdomain !== '') {
    if (!settled || (checkable && availability.isFetching)) {
      availabilityLine = { text: 'Checking availability…', tone: 'muted' };
    } else if (!parsedSubdomain.success) {
      availabilityLine = {
        text: parsedSubdomain.error.issues[0]?.message ?? 'Invalid subdomain',
        tone: 'bad',
      };
    } else if (availability.data) {
      availabilityLine = availability.data.exists
        ? { text: `${host} is taken`, tone: 'bad' }
        : { text: `${host} is available`, tone: 'ok' };
    } else if (availability.isError) {
      availabilityLine = { text: 'Could not check availability', tone: 'muted' };
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="create-store-form"
      data-testid="create-store-form"
    >
      <FormField name="name" label="Store name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="organization"
            data-testid="create-store-name"
            value={values.name}
            onChange={(e) => setField('name', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        name="subdomain"
        label="Subdomain"
        error={errors.subdomain}
        hint={
          availabilityLine ? (
            <span
              className={`availability availability-${availabilityLine.tone}`}
              data-testid="subdomain-availability"
              aria-live="polite"
            >
              {availabilityLine.text}
            </span>
          ) : (
            'Lowercase letters, digits and hyphens. Your store will live at this address.'
          )
        }
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="url"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            data-testid="create-store-subdomain"
            value={values.subdomain}
            onChange={(e) =>
              setField('subdomain', e.target.value.toLowerCase().replace(/\s+/g, ''))
            }
          />
        )}
      </FormField>
      <FormField name="currency" label="Currency" error={errors.currency}>
        {(control) => (
          <select
            {...control}
            data-testid="create-store-currency"
            value={values.currency}
            onChange={(e) => setField('currency', e.target.value)}
          >
            {currencyCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {errors._form ? (
        <p className="form-error" role="alert" data-testid="form-error">
          {errors._form}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button-primary"
        data-testid="create-store-submit"
        disabled={create.isPending}
      >
        {create.isPending ? 'Creating store…' : 'Create store'}
      </button>
    </form>
  );
}
