/**
 * The checkout form's values and their checks, as pure functions: the same rules the server
 * applies (shared/api/checkout.ts, and the store's checkout settings: which of phone, company,
 * address line 2, region, postal code and note are required, optional or hidden), without zod
 * in the browser bundle. Messages are per field.
 */
import {
  defaultCheckoutSettings,
  type CheckoutFieldSettings,
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
  paymentMethod: '' | 'cod' | 'bank_transfer';
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()./-]{5,30}$/;
const CONTROL = /\p{Cc}/u;

/** Each text field's label and length; `true`: always required (else the settings say). */
const limits: Partial<
  Record<CheckoutField, [label: string, max: number, required: true | ConfigurableCheckoutField]>
> = {
  name: ['Name', 100, true],
  phone: ['Phone', 30, 'phone'],
  email: ['Email', 254, true],
  company: ['Company', 100, 'company'],
  line1: ['Address', 200, true],
  line2: ['Address line 2', 200, 'line2'],
  city: ['City', 100, true],
  region: ['Region', 100, 'region'],
  postalCode: ['Postal code', 20, 'postalCode'],
  country: ['Country', 60, true],
};

/** Whether `field` is on the form with these settings (hidden ones are not). */
export function isFieldShown(field: CheckoutField, fields: CheckoutFieldSettings): boolean {
  return !(field in fields) || fields[field as ConfigurableCheckoutField] !== 'hidden';
}

/** Whether `field` must be filled in with these settings. */
export function isFieldRequired(field: CheckoutField, fields: CheckoutFieldSettings): boolean {
  const rule = limits[field]?.[2];
  if (rule === true) return true;
  if (field === 'note') return fields.note === 'required';
  return rule !== undefined && fields[rule] === 'required';
}

/**
 * Every problem of `values` under the store's field settings (default: today's checkout), one
 * message per field; empty when the form can be sent. Hidden fields are never checked.
 */
export function validateCheckoutForm(
  values: CheckoutFormValues,
  fields: CheckoutFieldSettings = defaultCheckoutSettings.fields,
): CheckoutFormErrors {
  const errors: CheckoutFormErrors = {};
  for (const [field, [label, max]] of Object.entries(limits) as [
    CheckoutField,
    [string, number, unknown],
  ][]) {
    if (!isFieldShown(field, fields)) continue;
    const value = values[field].trim();
    if (isFieldRequired(field, fields) && !value) errors[field] = `${label} is required`;
    else if (value.length > max) errors[field] = `${label} must be at most ${max} characters`;
    else if (CONTROL.test(value)) errors[field] = `${label} must be one line`;
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email';
  const phone = values.phone.trim();
  if (isFieldShown('phone', fields) && !errors.phone && phone && !PHONE.test(phone)) {
    errors.phone = 'Enter a valid phone number (digits, spaces, + - ( ) allowed)';
  }
  if (isFieldShown('note', fields)) {
    if (values.note.length > 1000) errors.note = 'Note must be at most 1000 characters';
    else if (fields.note === 'required' && !values.note.trim()) {
      errors.note = 'Order note is required';
    }
  }
  if (!values.shippingRateId) errors.shippingRateId = 'Choose a shipping method';
  if (!values.paymentMethod) errors.paymentMethod = 'Choose a payment method';
  return errors;
}

/** The form field a server error names (`customer.email` -> `email`), or null. */
export function toFormField(serverField: string): CheckoutField | null {
  const name = serverField.replace(/^(customer|address)\./, '');
  return (checkoutFieldOrder as string[]).includes(name) ? (name as CheckoutField) : null;
}
