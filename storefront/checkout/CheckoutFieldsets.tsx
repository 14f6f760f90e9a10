/**
 * The checkout form's parts: the text field, the error summary, and the fieldsets for
 * contact, address, payment and the order note. Which optional fields show, and which are
 * marked "(optional)", is the store's checkout settings' call (`CheckoutFormFields`).
 */
import type { RefObject } from 'react';
import {
  checkoutTextRules,
  paymentMethodLabels,
  type PaymentMethodName,
  type RegionOption,
} from '../../shared';
import { CountryField } from '../fields/CountryField';
import { RegionField } from '../fields/RegionField';
import { controlAria, FieldFrame } from '../fields/FieldFrame';
import {
  checkoutFieldOrder,
  type CheckoutField,
  type CheckoutFormErrors,
  type CheckoutFormValues,
} from './validate-checkout-form';

export const fieldId = (field: CheckoutField) => `checkout-${field}`;

/** The values, their errors and the change handler, with the store's field settings. */
export interface CheckoutFormFields {
  values: CheckoutFormValues;
  errors: CheckoutFormErrors;
  onChange: (field: CheckoutField, value: string) => void;
  shown: (field: CheckoutField) => boolean;
  optional: (field: CheckoutField) => boolean;
}

/** How a one-line field reads: its label, the browser's autofill hint, the keyboard. */
interface TextFieldLook {
  label: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'email' | 'tel';
}

const textFields = {
  name: { label: 'Full name', autoComplete: 'name' },
  phone: { label: 'Phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  email: { label: 'Email', autoComplete: 'email', type: 'email', inputMode: 'email' },
  company: { label: 'Company', autoComplete: 'organization' },
  line1: { label: 'Address', autoComplete: 'address-line1' },
  line2: { label: 'Apartment, suite, etc.', autoComplete: 'address-line2' },
  city: { label: 'City', autoComplete: 'address-level2' },
  region: { label: 'Region / state', autoComplete: 'address-level1' },
  postalCode: { label: 'Postal code', autoComplete: 'postal-code' },
} satisfies Partial<Record<CheckoutField, TextFieldLook>>;

/** A one-line field, when the store's settings show it; "(optional)" as they say. */
function TextField({ field, form }: { field: keyof typeof textFields; form: CheckoutFormFields }) {
  const { values, errors, onChange, shown, optional } = form;
  if (!shown(field)) return null;
  const { label, autoComplete, type = 'text', inputMode }: TextFieldLook = textFields[field];
  const id = fieldId(field);
  const error = errors[field];
  return (
    <FieldFrame id={id} label={label} error={error} optional={optional(field)}>
      <input
        id={id}
        name={field}
        type={type}
        data-testid={id}
        value={values[field]}
        autoComplete={autoComplete}
        {...(inputMode ? { inputMode } : {})}
        {...controlAria(id, error, optional(field))}
        onChange={(e) => onChange(field, e.target.value)}
      />
    </FieldFrame>
  );
}

/** Focuses a field's input (the first radio of a group), for the error summary's links. */
function focusField(field: CheckoutField) {
  const el =
    document.getElementById(fieldId(field)) ??
    document.querySelector<HTMLElement>(`[name="${field}"]`);
  el?.focus();
}

/** "There is a problem": the sentence, then each field's error linking to its input. */
export function ErrorSummary({
  errors,
  formError,
  summaryRef,
}: {
  errors: CheckoutFormErrors;
  formError: string | null;
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const errorList = checkoutFieldOrder.filter((f) => errors[f]);
  if (errorList.length === 0 && !formError) return null;
  return (
    <div
      ref={summaryRef}
      className="sf-checkout__errors"
      role="alert"
      tabIndex={-1}
      aria-labelledby="checkout-errors-title"
      data-testid="checkout-errors"
    >
      <h2 id="checkout-errors-title">There is a problem</h2>
      <ul>
        {formError ? <li>{formError}</li> : null}
        {errorList.map((f) => (
          <li key={f}>
            <a
              href={`#${fieldId(f)}`}
              onClick={(e) => {
                e.preventDefault();
                focusField(f);
              }}
            >
              {errors[f]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Name, phone and email. */
export function ContactFieldset({ legend, form }: { legend: string; form: CheckoutFormFields }) {
  return (
    <fieldset className="sf-checkout__section">
      <legend>{legend}</legend>
      <TextField field="name" form={form} />
      <TextField field="phone" form={form} />
      <TextField field="email" form={form} />
    </fieldset>
  );
}

/**
 * Company, address lines, city, region, postal code and country; the region from `regions`
 * when the country's tax depends on it (null: typed, as the settings show it).
 */
export function AddressFieldset({
  legend,
  form,
  regions,
}: {
  legend: string;
  form: CheckoutFormFields;
  regions: readonly RegionOption[] | null;
}) {
  const { values, errors, onChange } = form;
  return (
    <fieldset className="sf-checkout__section">
      <legend>{legend}</legend>
      <TextField field="company" form={form} />
      <TextField field="line1" form={form} />
      <TextField field="line2" form={form} />
      <div className="sf-checkout__row">
        <TextField field="city" form={form} />
        {regions ? (
          <RegionField
            id={fieldId('region')}
            country={values.country}
            regions={regions}
            value={values.region}
            error={errors.region}
            onChange={(code) => onChange('region', code)}
          />
        ) : (
          <TextField field="region" form={form} />
        )}
      </div>
      <div className="sf-checkout__row">
        <TextField field="postalCode" form={form} />
        <CountryField
          id={fieldId('country')}
          value={values.country}
          error={errors.country}
          onChange={(code) => onChange('country', code)}
        />
      </div>
    </fieldset>
  );
}

/** Each method's line under its name. */
const paymentHints: Record<PaymentMethodName, string> = {
  card: 'Pay securely with your card or a digital wallet on the next page.',
  cod: 'Pay when your order arrives.',
  bank_transfer:
    'You get our bank details after placing the order; we ship once the payment arrives.',
};
const paymentTestIds: Record<PaymentMethodName, string> = {
  card: 'payment-card',
  cod: 'payment-cod',
  bank_transfer: 'payment-bank-transfer',
};

/**
 * The payment methods the store offers, in the server's order (card first when a provider
 * takes cards; cash on delivery with its fee; bank transfer).
 */
export function PaymentFieldset({
  legend,
  offered,
  paymentMethod,
  codFee,
  error,
  money,
  onChange,
}: {
  legend: string;
  offered: PaymentMethodName[];
  /** The method in effect ('' when none is chosen yet). */
  paymentMethod: CheckoutFormValues['paymentMethod'];
  codFee: number;
  error: string | undefined;
  money: (amount: number) => string;
  onChange: (field: CheckoutField, value: string) => void;
}) {
  return (
    <fieldset
      className={`sf-checkout__section sf-choice-list${error ? ' sf-field--invalid' : ''}`}
      aria-describedby={error ? 'checkout-paymentMethod-error' : undefined}
    >
      <legend>{legend}</legend>
      {offered.map((method, i) => (
        <label key={method} className="sf-choice">
          <input
            type="radio"
            name="paymentMethod"
            // The error summary links to the first choice.
            id={i === 0 ? fieldId('paymentMethod') : undefined}
            value={method}
            checked={paymentMethod === method}
            onChange={() => onChange('paymentMethod', method)}
            data-testid={paymentTestIds[method]}
          />
          <span className="sf-choice__text">
            <span className="sf-choice__title">{paymentMethodLabels[method]}</span>
            <span className="sf-choice__hint">{paymentHints[method]}</span>
          </span>
          {method === 'cod' && codFee > 0 ? (
            <span className="sf-choice__price" data-testid="cod-fee">
              +{money(codFee)}
            </span>
          ) : null}
        </label>
      ))}
      {error ? (
        <p id="checkout-paymentMethod-error" className="sf-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The order note (multi-line, up to the shared limit of 1000 characters). */
export function NoteField({ form }: { form: CheckoutFormFields }) {
  const { values, errors, onChange, optional } = form;
  const id = fieldId('note');
  return (
    <FieldFrame id={id} label="Order note" error={errors.note} optional={optional('note')}>
      <textarea
        id={id}
        name="note"
        rows={3}
        maxLength={checkoutTextRules.note.max}
        value={values.note}
        {...controlAria(id, errors.note, optional('note'))}
        onChange={(e) => onChange('note', e.target.value)}
      />
    </FieldFrame>
  );
}
