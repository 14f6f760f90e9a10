/**
 * The create-store form on /choose-store: name, subdomain (lower-cased as typed, with a live
 * debounced availability check), currency and, optionally, a template from the gallery to
 * start from (applied as drafts). The created store becomes the selected one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { createStoreBodySchema, currencyCodes } from '../../shared';
import type { CreateStoreBody } from '../../shared';
import { readApiError } from '../api/read-api-error';
import { storeApi } from '../api/store-api';
import { fieldErrorsFromIssues } from '../lib/field-errors-from-issues';
import { useSubdomainAvailability } from './use-subdomain-availability';
import {
  SubdomainAvailabilityHint,
  asTypedSubdomain,
  subdomainInputProps,
} from './SubdomainFieldParts';
import { useSessionStore } from '../state/use-session-store';
import { FormField, TextField, useFormFields } from '../kit';
import {
  describeApplied,
  StartFromTemplateField,
  templateIdFromSearch,
  templatesApi,
} from '../templates';

const takenMessage = 'This subdomain is taken';

export function CreateStoreForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const selectStore = useSessionStore((s) => s.selectStore);
  const [search] = useSearchParams();
  // Optional: a template written as drafts once the store exists (spec: "a new store can
  // start from one right after it is created").
  const [templateId, setTemplateId] = useState(() => templateIdFromSearch(search));
  const { values, errors, setErrors, setField, showApiError } = useFormFields<{
    name: string;
    subdomain: string;
    currency: string;
  }>({ name: '', subdomain: '', currency: 'USD' });

  const { line: availabilityLine, taken, recheck } = useSubdomainAvailability(values.subdomain);

  const create = useMutation({
    mutationFn: (body: CreateStoreBody) => storeApi.createStore(body),
    onSuccess: async (store) => {
      selectStore(store);
      void queryClient.invalidateQueries({ queryKey: ['stores'] });
      if (!templateId) {
        void navigate('/dashboard');
        return;
      }
      try {
        const applied = await templatesApi.apply({ storeId: store.storeId, templateId });
        toast.success(`Store created. Saved ${describeApplied(applied)} as drafts`);
        void navigate('/dashboard/pages');
      } catch (error) {
        // The store exists: say what failed and open it anyway.
        toast.error(
          `Store created, but the template was not applied: ${readApiError(error).message}`,
        );
        void navigate('/dashboard');
      }
    },
    onError: (error) => {
      const info = readApiError(error);
      showApiError(info);
      if (info.fieldErrors.subdomain) recheck(values.subdomain);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createStoreBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error));
      return;
    }
    if (taken) {
      setErrors({ subdomain: takenMessage });
      return;
    }
    create.mutate(parsed.data);
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="create-store-form"
      data-testid="create-store-form"
    >
      <TextField
        name="name"
        label="Store name"
        error={errors.name}
        autoComplete="organization"
        data-testid="create-store-name"
        value={values.name}
        onChange={(e) => setField('name', e.target.value)}
      />
      <FormField
        name="subdomain"
        label="Subdomain"
        error={errors.subdomain}
        hint={
          <SubdomainAvailabilityHint
            line={availabilityLine}
            fallback="Lowercase letters, digits and hyphens. Your store will live at this address."
          />
        }
      >
        {(control) => (
          <input
            {...control}
            {...subdomainInputProps}
            data-testid="create-store-subdomain"
            value={values.subdomain}
            onChange={(e) => setField('subdomain', asTypedSubdomain(e.target.value))}
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
      <StartFromTemplateField value={templateId} onChange={setTemplateId} />
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
