/**
 * /dashboard/store-details: the store's name, currency (a change asks first: prices are not
 * converted), time zone (discount schedules are entered and shown in it), contact email, logo and favicon from the media library (the storefront's header
 * and tab icon, the shopper emails), address and social links; one form over the shared body
 * schema of update-store-general-details (save bar, leave guard, the server's errors under
 * their fields). Below, the danger zone deletes the store.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  SOCIAL_NETWORKS,
  browserTimeZone,
  countryOptions,
  updateStoreGeneralDetailsBodySchema,
  type StoreSummary,
} from '../../../shared';
import { queryKeys } from '../../api/query-keys';
import { readApiError } from '../../api/read-api-error';
import { storeApi } from '../../api/store-api';
import { useCurrentStore } from '../../state/use-current-store';
import {
  applyServerErrors,
  bindFields,
  Card,
  ConfirmDialog,
  CurrencyOptions,
  FormField,
  ImageUrlController,
  PagePending,
  samePath,
  schemaResolver,
  TextField,
  TimeZoneOptions,
} from '../../kit';
import { useSessionStore } from '../../state/use-session-store';
import { SettingsFormPage } from '../SettingsFormPage';
import { DeleteStoreCard } from './DeleteStoreCard';
import {
  toStoreDetailsBody,
  toStoreDetailsValues,
  type StoreDetailsValues,
} from './store-details-form';

const TITLE = 'Store details';

export function StoreDetailsScreen() {
  const store = useCurrentStore();
  if (!store.data) {
    return (
      <PagePending title={TITLE} what="your store details" query={store} testId="store-details" />
    );
  }
  return <StoreDetailsForm key={store.data.storeId} store={store.data} />;
}

function StoreDetailsForm({ store }: { store: StoreSummary }) {
  const queryClient = useQueryClient();
  const setStoreDetails = useSessionStore((s) => s.setStoreDetails);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [currencyChange, setCurrencyChange] = useState<StoreDetailsValues | null>(null);
  const resolver = useMemo(
    () =>
      schemaResolver<StoreDetailsValues>(updateStoreGeneralDetailsBodySchema, (values) =>
        toStoreDetailsBody(values, store.storeId),
      ),
    [store.storeId],
  );
  const form = useForm<StoreDetailsValues>({
    defaultValues: toStoreDetailsValues(store),
    resolver,
  });
  const {
    register,
    control,
    watch,
    formState: { errors, isDirty },
  } = form;
  const field = bindFields(register, errors);
  const save = useMutation({
    mutationFn: (values: StoreDetailsValues) =>
      storeApi.updateStoreGeneralDetails(toStoreDetailsBody(values, store.storeId)),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.currentStore(saved.storeId), saved);
      void queryClient.invalidateQueries({ queryKey: ['stores'] });
      setStoreDetails(saved);
      setFailure(null);
      setCurrencyChange(null);
      form.reset(toStoreDetailsValues(saved));
      toast.success('Store details saved');
    },
    onError: (error) => {
      setCurrencyChange(null);
      const info = readApiError(error);
      const unshown = applyServerErrors(info, form.setError, samePath);
      setFailure(unshown.length ? unshown : [`${info.message}. Fix the highlighted fields.`]);
    },
  });
  // A new currency asks first: prices are numbers, not converted.
  const submit = form.handleSubmit((values) => {
    if (values.currency !== store.currency) setCurrencyChange(values);
    else save.mutate(values);
  });
  const currency = watch('currency');
  const timeZone = watch('timeZone');
  const [here] = useState(browserTimeZone);

  return (
    <SettingsFormPage
      title={TITLE}
      testId="store-details"
      formTestId="store-details-form"
      failureTitle="The store details were not saved"
      failureTestId="store-details-error"
      onSubmit={submit}
      saving={save.isPending}
      dirty={isDirty}
      onDiscard={() => {
        form.reset();
        setFailure(null);
      }}
      failure={failure}
      main={
        <>
          <Card title="Store">
            <div className="settings-card-body">
              <TextField label="Store name" required maxLength={80} {...field('name')} />
              <FormField
                name="currency"
                label="Currency"
                error={errors.currency?.message}
                hint={
                  currency !== store.currency ? (
                    <span role="status" data-testid="currency-warning">
                      Prices are not converted: {store.currency} 20.00 becomes {currency} 20.00. You
                      will be asked to confirm.
                    </span>
                  ) : (
                    'The currency prices are shown and charged in.'
                  )
                }
              >
                {(c) => (
                  <select {...c} {...register('currency')}>
                    <CurrencyOptions />
                  </select>
                )}
              </FormField>
              <FormField
                name="timeZone"
                label="Time zone"
                error={errors.timeZone?.message}
                hint={
                  <>
                    Discount start and end times are entered and shown in it; times already set stay
                    the same moments.
                    {timeZone !== here ? (
                      <>
                        {' '}
                        <button
                          type="button"
                          className="button button-link"
                          data-testid="use-browser-time-zone"
                          onClick={() => form.setValue('timeZone', here, { shouldDirty: true })}
                        >
                          Use {here.replaceAll('_', ' ')}
                        </button>{' '}
                        (this computer&rsquo;s).
                      </>
                    ) : null}
                  </>
                }
              >
                {(c) => (
                  <select {...c} {...register('timeZone')}>
                    <TimeZoneOptions current={store.timeZone} />
                  </select>
                )}
              </FormField>
              <TextField
                label="Contact email"
                hint="Shoppers’ replies to order emails and the contact form reach it."
                type="email"
                autoComplete="email"
                maxLength={254}
                {...field('contactEmail')}
              />
            </div>
          </Card>
          <Card title="Logo and favicon">
            <div className="settings-card-body">
              <p className="settings-summary">
                The logo shows in your store’s header (when the header sets no image of its own) and
                at the top of the emails shoppers receive; the favicon is the browser tab’s icon.
              </p>
              <ImageUrlController
                control={control}
                name="logoUrl"
                label="Logo"
                purpose="Store logo"
                data-testid="store-logo"
              />
              <ImageUrlController
                control={control}
                name="faviconUrl"
                label="Favicon"
                purpose="Store favicon"
                data-testid="store-favicon"
              />
            </div>
          </Card>
          <Card title="Address">
            <div className="settings-card-body">
              <TextField
                label="Address line 1"
                autoComplete="address-line1"
                {...field('address.line1')}
              />
              <TextField
                label="Address line 2"
                autoComplete="address-line2"
                {...field('address.line2')}
              />
              <div className="field-row">
                <TextField label="City" autoComplete="address-level2" {...field('address.city')} />
                <TextField
                  label="Region / state"
                  autoComplete="address-level1"
                  {...field('address.region')}
                />
              </div>
              <div className="field-row">
                <TextField
                  label="Postal code"
                  autoComplete="postal-code"
                  {...field('address.postalCode')}
                />
                <FormField
                  name="address.country"
                  label="Country"
                  error={errors.address?.country?.message}
                >
                  {(c) => (
                    <select {...c} autoComplete="country" {...register('address.country')}>
                      <option value="">—</option>
                      {countryOptions().map(({ code, name }) => (
                        <option key={code} value={code}>
                          {name}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
            </div>
          </Card>
          <Card title="Social links">
            <div className="settings-card-body">
              <p className="muted">
                Your store&rsquo;s footer lists these when its &ldquo;Show social links&rdquo;
                setting is on (a link set in the footer itself wins).
              </p>
              {SOCIAL_NETWORKS.map(([key, label]) => (
                <TextField
                  key={key}
                  label={label}
                  error={errors.socialLinks?.[key]?.message}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  autoComplete="off"
                  spellCheck={false}
                  {...register(`socialLinks.${key}`)}
                />
              ))}
            </div>
          </Card>
          <DeleteStoreCard store={store} />
        </>
      }
    >
      {currencyChange ? (
        <ConfirmDialog
          title={`Change the currency to ${currencyChange.currency}?`}
          tone="primary"
          confirmLabel={`Use ${currencyChange.currency}`}
          pendingLabel="Saving…"
          pending={save.isPending}
          onConfirm={() => save.mutate(currencyChange)}
          onCancel={() => setCurrencyChange(null)}
        >
          <p data-testid="currency-confirm-text">
            Prices are not converted. A product at {store.currency} 20.00 will sell at{' '}
            {currencyChange.currency} 20.00: check your prices, shipping rates and fees after the
            change. Orders already placed keep their currency.
          </p>
        </ConfirmDialog>
      ) : null}
    </SettingsFormPage>
  );
}
