/**
 * /dashboard/checkout-editor: which checkout fields shoppers see (required, optional or
 * hidden) and the checkout's texts, left; the store's real checkout with the unsaved changes,
 * right (CheckoutPreviewFrame). One form over the shared schema: save bar, leave guard, server
 * errors under their fields, "Checkout saved". Orders are checked against the saved settings.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  checkoutFieldLabels,
  checkoutTextFields,
  configurableCheckoutFields,
  updateCheckoutSettingsBodySchema,
  type CheckoutFieldVisibility,
  type CheckoutSettingsReply,
  type ConfigurableCheckoutField,
} from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import { useCurrentStore } from '../../hooks/use-current-store';
import { storefrontUrl } from '../../lib/storefront-url';
import {
  Banner,
  Card,
  FormField,
  LeaveGuard,
  QueryError,
  ResourcePage,
  SaveBar,
  applyServerErrors,
  errorAt,
  schemaResolver,
} from '../../kit';
import { settingsApi } from '../settings-api';
import { settingsKeys, settingsQueries } from '../settings-queries';
import {
  checkoutEditorFieldPath,
  toCheckoutEditorValues,
  toCheckoutSettingsBody,
  type CheckoutEditorValues,
} from './checkout-editor-form';
import { CheckoutPreviewFrame } from './CheckoutPreviewFrame';

const TITLE = 'Checkout editor';

function page(main: React.ReactNode) {
  return <ResourcePage title={TITLE} backTo="/dashboard" backLabel="Dashboard" main={main} />;
}

export function CheckoutEditorScreen() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const settings = useQuery(settingsQueries.checkout(storeId));
  if (settings.isError) {
    return page(
      <QueryError
        what="your checkout settings"
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
        data-testid="checkout-settings-error"
      />,
    );
  }
  if (!settings.data || !store.data) {
    return (
      <div aria-busy="true" data-testid="checkout-settings-loading">
        <p className="visually-hidden" role="status">
          Loading the checkout settings…
        </p>
        <div aria-hidden="true">
          {page(
            <Card>
              <span className="skeleton skeleton-title" />
              <span className="skeleton skeleton-field" />
              <span className="skeleton skeleton-field" />
            </Card>,
          )}
        </div>
      </div>
    );
  }
  return (
    <CheckoutEditorForm
      key={storeId}
      storeId={storeId}
      settings={settings.data}
      previewUrl={storefrontUrl(store.data.storeDomain, window.location, '/checkout?preview=1')}
    />
  );
}

/** Always asked, always required: shown in the table so the merchant sees the whole form. */
const fixedFields = [
  ['Full name', 'name'],
  ['Email', 'email'],
  ['Address', 'line1'],
  ['City', 'city'],
  ['Country', 'country'],
] as const;

const visibilityChoices: [CheckoutFieldVisibility, string][] = [
  ['required', 'Required'],
  ['optional', 'Optional'],
  ['hidden', 'Hidden'],
];

function VisibilityControl({
  field,
  register,
  error,
}: {
  field: ConfigurableCheckoutField;
  register: UseFormRegister<CheckoutEditorValues>;
  error: string | undefined;
}) {
  const label = checkoutFieldLabels[field];
  return (
    <>
      <div
        className="segmented"
        role="radiogroup"
        aria-label={label}
        data-testid={`visibility-${field}`}
      >
        {visibilityChoices.map(([value, text]) => (
          <label key={value}>
            <input type="radio" value={value} {...register(`fields.${field}`)} />
            {text}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field-error" data-testid={`field-error-fields.${field}`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The draft the preview shows: the form's values as they are now. */
function LivePreview({
  control,
  previewUrl,
}: {
  control: Control<CheckoutEditorValues>;
  previewUrl: string;
}) {
  const draft = useWatch({ control }) as CheckoutEditorValues;
  return <CheckoutPreviewFrame src={previewUrl} settings={draft} />;
}

function CheckoutEditorForm({
  storeId,
  settings,
  previewUrl,
}: {
  storeId: string;
  settings: CheckoutSettingsReply;
  previewUrl: string;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string[] | null>(null);
  const resolver = useMemo(
    () =>
      schemaResolver<CheckoutEditorValues>(
        updateCheckoutSettingsBodySchema,
        (values) => toCheckoutSettingsBody(values, storeId),
        () => checkoutEditorFieldPath,
      ),
    [storeId],
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<CheckoutEditorValues>({
    defaultValues: toCheckoutEditorValues(settings),
    resolver,
  });

  const save = useMutation({
    mutationFn: (values: CheckoutEditorValues) =>
      settingsApi.updateCheckoutSettings(toCheckoutSettingsBody(values, storeId)),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.checkout(storeId), saved);
      setFailure(null);
      reset(toCheckoutEditorValues(saved));
      toast.success('Checkout saved');
    },
    onError: (error) => {
      const info = readApiError(error);
      const unshown = applyServerErrors(info, setError, checkoutEditorFieldPath);
      setFailure(unshown.length ? unshown : [`${info.message}. Fix the highlighted fields.`]);
    },
  });

  return (
    <>
      <form
        id={formId}
        noValidate
        data-testid="checkout-editor-form"
        onSubmit={handleSubmit((values) => save.mutate(values))}
      >
        <ResourcePage
          title={TITLE}
          backTo="/dashboard"
          backLabel="Dashboard"
          actions={
            <button
              type="submit"
              className="button button-primary"
              disabled={save.isPending || !isDirty}
              data-testid="checkout-editor-save"
            >
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
          }
          banner={
            failure ? (
              <Banner
                tone="critical"
                title="The checkout was not saved"
                data-testid="checkout-editor-save-error"
              >
                <ul>
                  {failure.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Banner>
            ) : null
          }
          main={
            <div className="checkout-editor-layout">
              <div className="checkout-editor-settings">
                <Card title="Fields" data-testid="checkout-fields-card">
                  <p className="field-hint">
                    Hidden fields are not asked; optional ones are marked “(optional)”. Orders
                    missing a required field are refused.
                  </p>
                  <table className="checkout-fields-table">
                    <thead>
                      <tr>
                        <th scope="col">Field</th>
                        <th scope="col">Shown as</th>
                      </tr>
                    </thead>
                    <tbody>
                      {fixedFields.map(([label, key]) => (
                        <tr key={key}>
                          <th scope="row">{label}</th>
                          <td className="muted">Always required</td>
                        </tr>
                      ))}
                      {configurableCheckoutFields.map((field) => (
                        <tr key={field}>
                          <th scope="row">{checkoutFieldLabels[field]}</th>
                          <td>
                            <VisibilityControl
                              field={field}
                              register={register}
                              error={errors.fields?.[field]?.message}
                            />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Card>
                <Card title="Texts" data-testid="checkout-texts-card">
                  {checkoutTextFields.map(({ key, label, max, multiline }) => (
                    <FormField
                      key={key}
                      name={`texts.${key}`}
                      label={label}
                      required={!multiline}
                      error={errorAt(errors, `texts.${key}`)}
                      hint={
                        key === 'placeOrderLabel'
                          ? 'The order total follows it on the button.'
                          : key === 'thankYouMessage'
                            ? 'Shown under the thank-you title on the confirmation page.'
                            : undefined
                      }
                    >
                      {(c) =>
                        multiline ? (
                          <textarea {...c} rows={3} maxLength={max} {...register(`texts.${key}`)} />
                        ) : (
                          <input
                            {...c}
                            type="text"
                            maxLength={max}
                            autoComplete="off"
                            {...register(`texts.${key}`)}
                          />
                        )
                      }
                    </FormField>
                  ))}
                </Card>
              </div>
              <LivePreview control={control} previewUrl={previewUrl} />
            </div>
          }
          data-testid="checkout-editor"
        />
        <SaveBar
          formId={formId}
          dirty={isDirty}
          saving={save.isPending}
          onDiscard={() => {
            reset();
            setFailure(null);
          }}
        />
      </form>
      <LeaveGuard when={isDirty && !save.isPending} />
    </>
  );
}
