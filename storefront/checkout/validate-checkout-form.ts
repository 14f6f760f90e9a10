/**
 * The checkout form's values and their checks, as pure functions. The rules are the server's
 * own, shared as plain data (shared/checkout-fields.ts: each field's label and length, the
 * phone and one-line patterns, the messages; the body schema in shared/api/checkout.ts is
 * built from them) under the store's checkout settings (which of phone, company, address
 * line 2, region, postal code and note are required, optional or hidden), so the browser
 * bundle needs no zod. Two checks are the form's own: a quick email shape (the server's
 * stricter check answers under the field too) and the shipping and payment choices.
 */
import {
  alwaysRequiredCheckoutFields,
  CHECKOUT_PHONE_PATTERN,
  CHECKOUT_SINGLE_LINE_PATTERN,
  checkoutFieldLabels,
  checkoutMessages,
  checkoutTextRules,
  configurableCheckoutFields,
  defaultCheckoutSettings,
  type CheckoutFieldSettings,
  type PaymentMethodName,
  type CheckoutTextField,
  type ConfigurableCheckoutField,
} from '../../shared';

export interface CheckoutFormValues {
  name: string;
  phone: string;
  email: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  shippingRateId: string;
  paymentMethod: '' | PaymentMethodName;
  note: string;
}

export type CheckoutField = keyof CheckoutFormValues;
export type CheckoutFormErrors = Partial<Record<CheckoutField, string>>;

export const emptyCheckoutForm: CheckoutFormValues = {
  name: '',
  phone: '',
  email: '',
  company: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  shippingRateId: '',
  paymentMethod: '',
  note: '',
};

/** The form's fields in page order (the error summary lists them in this order). */
export const checkoutFieldOrder: CheckoutField[] = [
  'name',
  'phone',
  'email',
  'company',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
  'shippingRateId',
  'paymentMethod',
  'note',
];

/** A first check of an email's shape; the server's stricter one answers under the field too. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The one-line text fields, in page order (the note, multi-line, is checked on its own). */
const lineFields = checkoutFieldOrder.filter(
  (field): field is Exclude<CheckoutTextField, 'note'> =>
    field !== 'note' && Object.hasOwn(checkoutTextRules, field),
);

const isConfigurable = (field: CheckoutField): field is ConfigurableCheckoutField =>
  (configurableCheckoutFields as readonly string[]).includes(field);

/**
 * The address and the shipping method (company to shipping method, in page order): asked
 * only when something in the cart is shipped.
 */
const shippingFields = checkoutFieldOrder.slice(
  checkoutFieldOrder.indexOf('company'),
  checkoutFieldOrder.indexOf('shippingRateId') + 1,
);

/**
 * Whether `field` is on the form with these settings (hidden ones are not), for a cart that
 * `ships` (without, the address and shipping method are not asked).
 */
export function isFieldShown(
  field: CheckoutField,
  fields: CheckoutFieldSettings,
  ships = true,
): boolean {
  if (!ships && shippingFields.includes(field)) return false;
  return !isConfigurable(field) || fields[field] !== 'hidden';
}

/** Whether `field` must be filled in with these settings. */
export function isFieldRequired(field: CheckoutField, fields: CheckoutFieldSettings): boolean {
  if ((alwaysRequiredCheckoutFields as readonly string[]).includes(field)) return true;
  return isConfigurable(field) && fields[field] === 'required';
}

/**
 * Every problem of `values` under the store's field settings (default: today's checkout), one
 * message per field; empty when the form can be sent. Hidden fields are never checked.
 */
export function validateCheckoutForm(
  values: CheckoutFormValues,
  fields: CheckoutFieldSettings = defaultCheckoutSettings.fields,
  ships = true,
): CheckoutFormErrors {
  const errors: CheckoutFormErrors = {};
  for (const field of lineFields) {
    if (!isFieldShown(field, fields, ships)) continue;
    const rule = checkoutTextRules[field];
    const value = values[field].trim();
    if (isFieldRequired(field, fields) && !value) {
      errors[field] = checkoutMessages.required(rule.label);
    } else if (value.length > rule.max) errors[field] = checkoutMessages.tooLong(rule);
    else if (!CHECKOUT_SINGLE_LINE_PATTERN.test(value)) {
      errors[field] = checkoutMessages.oneLine(rule.label);
    }
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) {
    errors.email = checkoutMessages.invalidEmail;
  }
  const phone = values.phone.trim();
  if (isFieldShown('phone', fields) && !errors.phone && phone) {
    if (!CHECKOUT_PHONE_PATTERN.test(phone)) errors.phone = checkoutMessages.invalidPhone;
  }
  if (isFieldShown('note', fields)) {
    if (values.note.length > checkoutTextRules.note.max) {
      errors.note = checkoutMessages.tooLong(checkoutTextRules.note);
    } else if (fields.note === 'required' && !values.note.trim()) {
      errors.note = checkoutMessages.required(checkoutFieldLabels.note);
    }
  }
  if (ships && !values.shippingRateId) errors.shippingRateId = 'Choose a shipping method';
  if (!values.paymentMethod) errors.paymentMethod = 'Choose a payment method';
  return errors;
}

/** The form field a server error names (`customer.email` -> `email`), or null. */
export function toFormField(serverField: string): CheckoutField | null {
  const name = serverField.replace(/^(customer|address)\./, '');
  return (checkoutFieldOrder as string[]).includes(name) ? (name as CheckoutField) : null;
}
