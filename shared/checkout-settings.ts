/**
 * The checkout editor's settings: which optional checkout fields are shown, optional or
 * required, and the checkout's texts. Stored as JSON on the store (`stores.checkout_settings`),
 * parsed here with defaults equal to what the storefront showed before the editor existed
 * (so an empty `{}` is today's checkout). Read by the server (orders are validated against the
 * store's current settings), the storefront (which fields to show) and the dashboard (the
 * editor's form). Name, email, address line 1, city and country are always required.
 */
import { z } from 'zod';

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

/** No control characters in one-line texts; the message may hold line breaks and tabs. */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;
const CONTROL = /\p{Cc}/u;
const multiLineOk = (v: string) => !CONTROL.test(v.replace(/[\n\r\t]/g, ''));

const visibilitySchema = (field: ConfigurableCheckoutField) =>
  z
    .enum(checkoutFieldVisibilities, {
      error: `${checkoutFieldLabels[field]} must be required, optional or hidden`,
    })
    .default(defaultCheckoutSettings.fields[field]);

export const checkoutFieldSettingsSchema = z.strictObject({
  phone: visibilitySchema('phone'),
  company: visibilitySchema('company'),
  line2: visibilitySchema('line2'),
  region: visibilitySchema('region'),
  postalCode: visibilitySchema('postalCode'),
  note: visibilitySchema('note'),
});

const textSchema = ({ key, label, max, multiline }: (typeof checkoutTextFields)[number]) => {
  const base = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
  return (
    multiline
      ? base.refine(multiLineOk, `${label} contains an invalid character`)
      : base.min(1, `${label} is required`).regex(SINGLE_LINE, `${label} must be one line`)
  ).default(defaultCheckoutSettings.texts[key]);
};

const textField = (key: CheckoutTextKey) => {
  const spec = checkoutTextFields.find((t) => t.key === key);
  if (!spec) throw new Error(`no text field ${key}`);
  return textSchema(spec);
};

export const checkoutTextsSchema = z.strictObject({
  heading: textField('heading'),
  contactHeading: textField('contactHeading'),
  addressHeading: textField('addressHeading'),
  shippingHeading: textField('shippingHeading'),
  paymentHeading: textField('paymentHeading'),
  placeOrderLabel: textField('placeOrderLabel'),
  thankYouTitle: textField('thankYouTitle'),
  thankYouMessage: textField('thankYouMessage'),
});

/** The settings as the editor sends them; missing keys take their defaults (`{}` is today's). */
export const checkoutSettingsSchema = z.strictObject({
  fields: checkoutFieldSettingsSchema.prefault({}),
  texts: checkoutTextsSchema.prefault({}),
});

/** The same settings as an answer (complete; no defaults needed). */
export const checkoutSettingsDtoSchema = z.object({
  fields: z.object({
    phone: z.enum(checkoutFieldVisibilities),
    company: z.enum(checkoutFieldVisibilities),
    line2: z.enum(checkoutFieldVisibilities),
    region: z.enum(checkoutFieldVisibilities),
    postalCode: z.enum(checkoutFieldVisibilities),
    note: z.enum(checkoutFieldVisibilities),
  }),
  texts: z.object({
    heading: z.string(),
    contactHeading: z.string(),
    addressHeading: z.string(),
    shippingHeading: z.string(),
    paymentHeading: z.string(),
    placeOrderLabel: z.string(),
    thankYouTitle: z.string(),
    thankYouMessage: z.string(),
  }),
});

/**
 * The settings stored on a store, read leniently: each value that is missing or no longer
 * valid takes its default, so a stored document never breaks a checkout.
 */
export function readCheckoutSettings(raw: unknown): CheckoutSettings {
  const doc = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const part = (value: unknown) =>
    (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const rawFields = part(doc.fields);
  const rawTexts = part(doc.texts);
  const fields = { ...defaultCheckoutSettings.fields };
  for (const key of configurableCheckoutFields) {
    const parsed = checkoutFieldSettingsSchema.shape[key].safeParse(rawFields[key]);
    if (parsed.success) fields[key] = parsed.data;
  }
  const texts = { ...defaultCheckoutSettings.texts };
  for (const { key } of checkoutTextFields) {
    const parsed = checkoutTextsSchema.shape[key].safeParse(rawTexts[key]);
    if (parsed.success) texts[key] = parsed.data;
  }
  return { fields, texts };
}

/** The values a checkout body holds for the configurable fields. */
export interface CheckoutFieldValues {
  customer: { phone: string };
  address: { company: string; line2: string; region: string; postalCode: string };
  note: string;
}

const valueOf = (body: CheckoutFieldValues, field: ConfigurableCheckoutField): string => {
  switch (field) {
    case 'phone':
      return body.customer.phone;
    case 'note':
      return body.note;
    default:
      return body.address[field];
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
    address: {
      ...body.address,
      ...(hidden('company') ? { company: '' } : {}),
      ...(hidden('line2') ? { line2: '' } : {}),
      ...(hidden('region') ? { region: '' } : {}),
      ...(hidden('postalCode') ? { postalCode: '' } : {}),
    },
    ...(hidden('note') ? { note: '' } : {}),
  };
  const missing = configurableCheckoutFields
    .filter((f) => fields[f] === 'required' && valueOf(out, f).trim() === '')
    .map((f) => ({
      field: checkoutFieldPaths[f],
      message: `${checkoutFieldLabels[f]} is required`,
    }));
  return { body: out, missing };
}
