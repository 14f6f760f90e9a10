/**
 * Adding or editing a zone's rate: its type (flat, free over an amount, or by weight with
 * editable bands), name, description, amounts and whether it is offered; validated by the
 * shared rate schema (bands ascending), with the server's 400s under their fields.
 */
import { useId } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  shippingRateFormSchema,
  type AdminShippingRate,
  type AdminShippingZone,
} from '../../shared';
import {
  bindFields,
  errorAt,
  FormDialog,
  FormField,
  MoneyField,
  MoneyInput,
  schemaResolver,
  TableHead,
  TextField,
  useDialogSave,
} from '../kit';
import {
  emptyRateForm,
  rateFieldPath,
  toRateFormValues,
  toRateInput,
  type NumberValue,
  type RateFormValues,
} from './rate-form';
import { shippingApi } from './shipping-api';

export interface RateDialogProps {
  storeId: string;
  zone: AdminShippingZone;
  /** The rate to edit; absent: a new rate in `zone`. */
  rate?: AdminShippingRate | undefined;
  currency: string;
  onSaved: () => void;
  onCancel: () => void;
}

const numberInput = {
  setValueAs: (v: unknown): NumberValue =>
    v === '' || v === null || v === undefined ? '' : Number(v),
};

const base = schemaResolver<RateFormValues>(
  shippingRateFormSchema,
  toRateInput,
  () => rateFieldPath,
);
/** The shared schema, and a free rate's amount asked for in words. */
const resolver: Resolver<RateFormValues> = (values, context, options) => {
  if (values.kind === 'free' && values.minSubtotal === '') {
    return {
      values: {},
      errors: {
        minSubtotal: { type: 'required', message: 'Enter the order amount shipping is free from' },
      },
    };
  }
  return base(values, context, options);
};

export function RateDialog({ storeId, zone, rate, currency, onSaved, onCancel }: RateDialogProps) {
  const formId = useId();
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RateFormValues>({
    defaultValues: rate ? toRateFormValues(rate) : emptyRateForm(),
    resolver,
  });
  const field = bindFields(register, errors);
  const bands = useFieldArray({ control, name: 'weightBands' });
  const kind = watch('kind');
  const { save, failure, submit } = useDialogSave({
    mutationFn: (v: RateFormValues) =>
      rate
        ? shippingApi.updateRate(storeId, rate.id, toRateInput(v))
        : shippingApi.addRate(storeId, zone.id, toRateInput(v)),
    onSuccess: (saved) => {
      toast.success(`${saved.name} saved`);
      onSaved();
    },
    setError,
    toFieldPath: rateFieldPath,
  });
  const money = (label: string) => `${label} (${currency})`;
  const bandsError = errorAt(errors, 'weightBands');

  return (
    <FormDialog
      title={rate ? `Edit ${rate.name}` : `Add rate to ${zone.name}`}
      size="wide"
      pending={save.isPending}
      onCancel={onCancel}
      data-testid="rate-dialog"
      submitLabel={rate ? 'Save rate' : 'Add rate'}
      submitTestId="rate-save"
      formClassName="shipping-form"
      onSubmit={handleSubmit(submit)}
      failure={{ title: 'The rate was not saved', message: failure }}
    >
      <FormField name="kind" label="Rate type">
        {(c) => (
          <select {...c} data-testid="rate-kind" {...register('kind')}>
            <option value="flat">Flat rate</option>
            <option value="free">Free over an order amount</option>
            <option value="weight">By weight</option>
          </select>
        )}
      </FormField>
      <TextField
        label="Name"
        required
        maxLength={100}
        autoComplete="off"
        placeholder="Standard delivery"
        data-testid="rate-name"
        {...field('name')}
      />
      <TextField
        label="Description"
        hint="Shown to shoppers under the name, e.g. 3–5 business days."
        maxLength={300}
        autoComplete="off"
        data-testid="rate-description"
        {...field('description')}
      />

      {kind === 'flat' ? (
        <div className="field-row">
          <MoneyField
            label={money('Price')}
            required
            currency={currency}
            data-testid="rate-price"
            {...field('price', numberInput)}
          />
          <MoneyField
            label={money('Free over')}
            hint="Empty: never free."
            currency={currency}
            data-testid="rate-free-over"
            {...field('freeOver', numberInput)}
          />
        </div>
      ) : null}

      {kind === 'free' ? (
        <MoneyField
          label={money('Free for orders from')}
          required
          hint="Offered only to orders of at least this subtotal."
          currency={currency}
          data-testid="rate-min-subtotal"
          {...field('minSubtotal', numberInput)}
        />
      ) : null}

      {kind === 'weight' ? (
        <fieldset className="weight-bands" data-testid="weight-bands">
          <legend>Weight bands</legend>
          <p className="field-hint">
            An order pays the first band its weight fits in (up to and including). Heavier orders
            than the last band are not offered this rate.
          </p>
          <table className="kit-table weight-band-table">
            <TableHead labels={['Up to (g)', money('Price')]} actions="Remove" />
            <tbody>
              {bands.fields.map((band, i) => {
                const upError = errorAt(errors, `weightBands.${i}.upToGrams`);
                const priceError = errorAt(errors, `weightBands.${i}.price`);
                return (
                  <tr key={band.id} data-testid="weight-band">
                    <td>
                      <input
                        type="number"
                        min={1}
                        step={1}
                        inputMode="numeric"
                        aria-label={`Band ${i + 1}: up to grams`}
                        aria-invalid={Boolean(upError)}
                        aria-describedby={upError ? `${formId}-band-${i}-up` : undefined}
                        data-testid="band-up-to"
                        {...register(`weightBands.${i}.upToGrams`, numberInput)}
                      />
                      {upError ? (
                        <p id={`${formId}-band-${i}-up`} className="field-error">
                          {upError}
                        </p>
                      ) : null}
                    </td>
                    <td>
                      <MoneyInput
                        currency={currency}
                        aria-label={`Band ${i + 1}: price`}
                        aria-invalid={Boolean(priceError)}
                        aria-describedby={priceError ? `${formId}-band-${i}-price` : undefined}
                        data-testid="band-price"
                        {...register(`weightBands.${i}.price`, numberInput)}
                      />
                      {priceError ? (
                        <p id={`${formId}-band-${i}-price`} className="field-error">
                          {priceError}
                        </p>
                      ) : null}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="icon-button icon-button-danger"
                        aria-label={`Remove band ${i + 1}`}
                        disabled={bands.fields.length === 1}
                        onClick={() => bands.remove(i)}
                      >
                        ✕
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              const last = watch('weightBands').at(-1)?.upToGrams;
              bands.append({ upToGrams: typeof last === 'number' ? last * 2 : '', price: '' });
            }}
            data-testid="add-band"
          >
            Add band
          </button>
          {bandsError ? <p className="field-error">{bandsError}</p> : null}
        </fieldset>
      ) : null}

      {kind !== 'free' ? (
        <MoneyField
          label={money('Only for orders from')}
          hint="Empty: every order can choose it."
          currency={currency}
          className="field-narrow"
          data-testid="rate-min-subtotal"
          {...field('minSubtotal', numberInput)}
        />
      ) : null}

      <label className="checkbox-row">
        <input type="checkbox" data-testid="rate-active" {...register('active')} /> Offer this rate
        at checkout
      </label>
    </FormDialog>
  );
}
