/**
 * The checkout form's values and their checks, as pure functions: the same rules the server
 * applies (shared/api/checkout.ts), without zod in the browser bundle. Messages are per field.
 */
export interface CheckoutFormValues {
  name: string;
  phone: string;
  email: string;
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

const limits: Partial<Record<CheckoutField, [label: string, max: number, required: boolean]>> = {
  name: ['Name', 100, true],
  phone: ['Phone', 30, true],
  email: ['Email', 254, true],
  line1: ['Address', 200, true],
  line2: ['Address line 2', 200, false],
  city: ['City', 100, true],
  region: ['Region', 100, false],
  postalCode: ['Postal code', 20, true],
  country: ['Country', 60, true],
};

/** Every problem of `values`, one message per field; empty when the form can be sent. */
export function validateCheckoutForm(values: CheckoutFormValues): CheckoutFormErrors {
  const errors: CheckoutFormErrors = {};
  for (const [field, [label, max, required]] of Object.entries(limits) as [
    CheckoutField,
    [string, number, boolean],
  ][]) {
    const value = values[field].trim();
    if (required && !value) errors[field] = `${label} is required`;
    else if (value.length > max) errors[field] = `${label} must be at most ${max} characters`;
    else if (CONTROL.test(value)) errors[field] = `${label} must be one line`;
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email';
  if (!errors.phone && !PHONE.test(values.phone.trim())) {
    errors.phone = 'Enter a valid phone number (digits, spaces, + - ( ) allowed)';
  }
  if (values.note.length > 1000) errors.note = 'Note must be at most 1000 characters';
  if (!values.shippingRateId) errors.shippingRateId = 'Choose a shipping method';
  if (!values.paymentMethod) errors.paymentMethod = 'Choose a payment method';
  return errors;
}

/** The form field a server error names (`customer.email` -> `email`), or null. */
export function toFormField(serverField: string): CheckoutField | null {
  const name = serverField.replace(/^(customer|address)\./, '');
  return (checkoutFieldOrder as string[]).includes(name) ? (name as CheckoutField) : null;
}
