/**
 * The checkout's configurable fields and texts as plain data (no schemas, so the storefront's
 * checkout reads them without zod): which fields a merchant can show, make optional or hide,
 * today's defaults, their body paths and labels, and applying a store's choice to a checkout
 * body. The schemas that validate stored and sent settings are in checkout-settings.ts.
 * Name, email, address line 1, city and country are always required.
 */

export const checkoutFieldVisibilities = ['required', 'optional', 'hidden'] as const;
export type CheckoutFieldVisibility = (typeof checkoutFieldVisibilities)[number];

/** The checkout fields a merchant can show, hide or require, in the checkout's order. */
export const configurableCheckoutFields = [
  'phone',
  'company',
  'line2',
  'region',
  'postalCode',
  'note',
] as const;
export type ConfigurableCheckoutField = (typeof configurableCheckoutFields)[number];

/** Fields every order has: always shown and required. */
export const alwaysRequiredCheckoutFields = ['name', 'email', 'line1', 'city', 'country'] as const;

export type CheckoutFieldSettings = Record<ConfigurableCheckoutField, CheckoutFieldVisibility>;

/**
 * Every text field of a checkout body: the name its messages use and its length limit. The
 * body schema (api/checkout.ts) is built from these, and the storefront's checkout form checks
 * the same rules before sending, without zod (storefront/checkout/validate-checkout-form.ts).
 */
export const checkoutTextRules = {
  name: { label: 'Name', max: 100 },
  phone: { label: 'Phone', max: 30 },
  email: { label: 'Email', max: 254 },
  company: { label: 'Company', max: 100 },
  line1: { label: 'Address', max: 200 },
  line2: { label: 'Address line 2', max: 200 },
  city: { label: 'City', max: 100 },
  region: { label: 'Region', max: 100 },
  postalCode: { label: 'Postal code', max: 20 },
  country: { label: 'Country', max: 60 },
  note: { label: 'Note', max: 1000 },
} as const satisfies Record<string, CheckoutTextRule>;
export interface CheckoutTextRule {
  label: string;
  max: number;
}
export type CheckoutTextField = keyof typeof checkoutTextRules;

/** A phone number as a checkout takes it: digits, spaces and + - ( ) . / (5 to 30). */
export const CHECKOUT_PHONE_PATTERN = /^\+?[0-9 ()./-]{5,30}$/;
/** No control characters (line breaks would reach email headers and labels). */
export const CHECKOUT_SINGLE_LINE_PATTERN = /^[^\p{Cc}]*$/u;

/** The checkout's field messages, the same from the form and from the server. */
export const checkoutMessages = {
  required: (label: string) => `${label} is required`,
  tooLong: ({ label, max }: CheckoutTextRule) => `${label} must be at most ${max} characters`,
  oneLine: (label: string) => `${label} must be one line`,
  invalidEmail: 'Enter a valid email',
  invalidPhone: 'Enter a valid phone number (digits, spaces, + - ( ) allowed)',
} as const;

export interface CheckoutTexts {
  heading: string;
  contactHeading: string;
  addressHeading: string;
  shippingHeading: string;
  paymentHeading: string;
  placeOrderLabel: string;
  thankYouTitle: string;
  /** Shown under the thank-you title; '' for none. */
  thankYouMessage: string;
}
export type CheckoutTextKey = keyof CheckoutTexts;

export interface CheckoutSettings {
  fields: CheckoutFieldSettings;
  texts: CheckoutTexts;
}

/** Today's checkout: plain data (the storefront reads it without parsing anything). */
export const defaultCheckoutSettings: CheckoutSettings = {
  fields: {
    phone: 'required',
    company: 'hidden',
    line2: 'optional',
    region: 'optional',
    postalCode: 'required',
    note: 'optional',
  },
  texts: {
    heading: 'Checkout',
    contactHeading: 'Contact',
    addressHeading: 'Shipping address',
    shippingHeading: 'Shipping method',
    paymentHeading: 'Payment method',
    placeOrderLabel: 'Place order',
    thankYouTitle: 'Thank you for your order!',
    thankYouMessage: '',
  },
};

/** Where each configurable field sits in the checkout body (the 400's `details[].field`). */
export const checkoutFieldPaths: Record<ConfigurableCheckoutField, string> = {
  phone: 'customer.phone',
  company: 'address.company',
  line2: 'address.line2',
  region: 'address.region',
  postalCode: 'address.postalCode',
  note: 'note',
};

/** The fields' names as shoppers read them (messages) and merchants see them (the editor). */
export const checkoutFieldLabels: Record<ConfigurableCheckoutField, string> = {
  phone: 'Phone',
  company: 'Company',
  line2: 'Address line 2',
  region: 'Region',
  postalCode: 'Postal code',
  note: 'Order note',
};

/** The texts' names in the editor, with their length limits. */
export const checkoutTextFields: {
  key: CheckoutTextKey;
  label: string;
  max: number;
  multiline?: boolean;
}[] = [
  { key: 'heading', label: 'Checkout heading', max: 60 },
  { key: 'contactHeading', label: 'Contact heading', max: 60 },
  { key: 'addressHeading', label: 'Shipping address heading', max: 60 },
  { key: 'shippingHeading', label: 'Shipping method heading', max: 60 },
  { key: 'paymentHeading', label: 'Payment heading', max: 60 },
  { key: 'placeOrderLabel', label: 'Place order button', max: 40 },
  { key: 'thankYouTitle', label: 'Thank-you title', max: 80 },
  { key: 'thankYouMessage', label: 'Thank-you message', max: 500, multiline: true },
];

/** The values a checkout body holds for the configurable fields (no address: nothing ships). */
export interface CheckoutFieldValues {
  customer: { phone: string };
  address: { company: string; line2: string; region: string; postalCode: string } | null;
  note: string;
}

/** A field's value; null for an address field of a body without an address (not asked). */
const valueOf = (body: CheckoutFieldValues, field: ConfigurableCheckoutField): string | null => {
  switch (field) {
    case 'phone':
      return body.customer.phone;
    case 'note':
      return body.note;
    default:
      return body.address ? body.address[field] : null;
  }
};

/**
 * Applies `fields` to a checkout body: a hidden field's value is dropped (never stored, never
 * required), and each required field left empty is named with the body path the checkout
 * form maps back to its input (`customer.phone`). Pure; answers a new body.
 */
export function applyCheckoutFieldSettings<T extends CheckoutFieldValues>(
  body: T,
  fields: CheckoutFieldSettings,
): { body: T; missing: { field: string; message: string }[] } {
  const hidden = (f: ConfigurableCheckoutField) => fields[f] === 'hidden';
  const out: T = {
    ...body,
    customer: { ...body.customer, ...(hidden('phone') ? { phone: '' } : {}) },
    address: body.address && {
      ...body.address,
      ...(hidden('company') ? { company: '' } : {}),
      ...(hidden('line2') ? { line2: '' } : {}),
      ...(hidden('region') ? { region: '' } : {}),
      ...(hidden('postalCode') ? { postalCode: '' } : {}),
    },
    ...(hidden('note') ? { note: '' } : {}),
  };
  const missing = configurableCheckoutFields
    .filter((f) => fields[f] === 'required' && valueOf(out, f)?.trim() === '')
    .map((f) => ({
      field: checkoutFieldPaths[f],
      message: checkoutMessages.required(checkoutFieldLabels[f]),
    }));
  return { body: out, missing };
}
