/**
 * /dashboard/checkout-editor: which checkout fields shoppers see (required, optional or
 * hidden) and the checkout's texts, left; the store's real checkout with the unsaved changes,
 * right (CheckoutPreviewFrame). One form over the shared schema: save bar, leave guard, server
 * errors under their fields, "Checkout saved". Orders are checked against the saved settings.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import {
  CHECKOUT_PREVIEW_PATH,
  checkoutFieldLabels,
  checkoutTextFields,
  configurableCheckoutFields,
  updateCheckoutSettingsBodySchema,
  type CheckoutFieldVisibility,
  type CheckoutTextKey,
  type CheckoutSettingsReply,
  type ConfigurableCheckoutField,
} from '../../../shared';
import { useCurrentStore } from '../../state/use-current-store';
import { storefrontUrl } from '../../lib/storefront-url';
import {
  Card,
  errorAt,
  FieldError,
  PagePending,
  TableHead,
  TextAreaField,
  TextField,
} from '../../kit';
import { settingsApi } from '../settings-api';
import { useSettingsForm } from '../use-settings-form';
import { settingsKeys, settingsQueries } from '../settings-queries';
import { SettingsFormPage } from '../SettingsFormPage';
import {
  checkoutEditorFieldPath,
  toCheckoutEditorValues,
  toCheckoutSettingsBody,
  type CheckoutEditorValues,
} from './checkout-editor-form';
import { CheckoutPreviewFrame } from './CheckoutPreviewFrame';

const TITLE = 'Checkout editor';

export function CheckoutEditorScreen() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const settings = useQuery(settingsQueries.checkout(storeId));
  if (!settings.data || !store.data) {
    return (
      <PagePending
        title={TITLE}
        what="your checkout settings"
        query={settings}
        testId="checkout-settings"
      />
    );
  }
  return (
    <CheckoutEditorForm
      key={storeId}
      storeId={storeId}
      settings={settings.data}
      previewUrl={storefrontUrl(store.data.storeDomain, window.location, CHECKOUT_PREVIEW_PATH)}
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

/** The hints under two of the texts. */
const textHints: Partial<Record<CheckoutTextKey, string>> = {
  placeOrderLabel: 'The order total follows it on the button.',
  thankYouMessage: 'Shown under the thank-you title on the confirmation page.',
};

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
      <FieldError name={`fields.${field}`} error={error} />
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
  const toBody = useCallback(
    (values: CheckoutEditorValues) => toCheckoutSettingsBody(values, storeId),
    [storeId],
  );
  const {
    form: {
      control,
      register,
      formState: { errors },
    },
    page,
  } = useSettingsForm({
    settings,
    schema: updateCheckoutSettingsBodySchema,
    toValues: toCheckoutEditorValues,
    toBody,
    fieldPath: checkoutEditorFieldPath,
    save: settingsApi.updateCheckoutSettings,
    queryKey: settingsKeys.checkout(storeId),
    savedMessage: 'Checkout saved',
  });

  return (
    <SettingsFormPage
      title={TITLE}
      testId="checkout-editor"
      formTestId="checkout-editor-form"
      failureTitle="The checkout was not saved"
      failureTestId="checkout-editor-save-error"
      {...page}
      main={
        <div className="checkout-editor-layout">
          <div className="checkout-editor-settings">
            <Card title="Fields" data-testid="checkout-fields-card">
              <p className="field-hint">
                Hidden fields are not asked; optional ones are marked “(optional)”. Orders missing a
                required field are refused.
              </p>
              <table className="checkout-fields-table">
                <TableHead labels={['Field', 'Shown as']} actions={null} />
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
              {checkoutTextFields.map(({ key, label, max, multiline }) => {
                const field = {
                  label,
                  required: !multiline,
                  error: errorAt(errors, `texts.${key}`),
                  hint: textHints[key],
                  maxLength: max,
                  ...register(`texts.${key}`),
                };
                return multiline ? (
                  <TextAreaField key={key} rows={3} {...field} />
                ) : (
                  <TextField key={key} autoComplete="off" {...field} />
                );
              })}
            </Card>
          </div>
          <LivePreview control={control} previewUrl={previewUrl} />
        </div>
      }
    />
  );
}
