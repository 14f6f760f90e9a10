/**
 * The create-store form on /choose-store: name, subdomain (lower-cased as typed, with a live
 * debounced availability check), currency and, optionally, a template from the gallery to
 * start from (applied as drafts). The created store becomes the selected one.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { browserTimeZone, createStoreBodySchema } from '../../shared';
import { readApiError } from '../api/read-api-error';
import { storeApi } from '../api/store-api';
import { useSubdomainAvailability } from './use-subdomain-availability';
import {
  SubdomainAvailabilityHint,
  asTypedSubdomain,
  subdomainInputProps,
} from './SubdomainFieldParts';
import { useSessionStore } from '../state/use-session-store';
import { CurrencyOptions, FormField, FormSubmit, TextField, useFieldsForm } from '../kit';
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
  const { values, errors, setField, bind, mutation, onSubmit } = useFieldsForm({
    initial: { name: '', subdomain: '', currency: 'USD', timeZone: browserTimeZone() },
    schema: createStoreBodySchema,
    mutationFn: storeApi.createStore,
    // Read at submit time, once the availability below is known.
    refuse: () => (availability.taken ? { subdomain: takenMessage } : null),
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
    onError: (info) => {
      if (info.fieldErrors.subdomain) availability.recheck(values.subdomain);
    },
  });
  const availability = useSubdomainAvailability(values.subdomain);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="create-store-form"
      data-testid="create-store-form"
    >
      <TextField
        label="Store name"
        autoComplete="organization"
        data-testid="create-store-name"
        {...bind('name')}
      />
      <FormField
        name="subdomain"
        label="Subdomain"
        error={errors.subdomain}
        hint={
          <SubdomainAvailabilityHint
            line={availability.line}
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
            <CurrencyOptions />
          </select>
        )}
      </FormField>
      <StartFromTemplateField value={templateId} onChange={setTemplateId} />
      <FormSubmit
        formError={errors._form}
        pending={mutation.isPending}
        label="Create store"
        pendingLabel="Creating store…"
        testId="create-store-submit"
      />
    </form>
  );
}
