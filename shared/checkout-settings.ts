/**
 * The checkout editor's settings as schemas: which optional checkout fields are shown,
 * optional or required, and the checkout's texts. Stored as JSON on the store
 * (`stores.checkout_settings`), parsed here with defaults equal to what the storefront showed
 * before the editor existed (so an empty `{}` is today's checkout), and read leniently.
 * The plain data (fields, defaults, labels, applying them to an order) is checkout-fields.ts.
 */
import { z } from 'zod';
import {
  checkoutFieldLabels,
  checkoutFieldVisibilities,
  checkoutTextFields,
  configurableCheckoutFields,
  defaultCheckoutSettings,
  type CheckoutSettings,
  type CheckoutTextKey,
  type ConfigurableCheckoutField,
} from './checkout-fields';

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
