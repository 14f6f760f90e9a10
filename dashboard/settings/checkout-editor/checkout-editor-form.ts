/**
 * The checkout editor's form: the store's checkout settings as they are (fields and texts),
 * into the PUT body; API field paths map to the same form paths (`texts.heading`). Pure.
 */
import {
  checkoutTextFields,
  configurableCheckoutFields,
  type CheckoutSettings,
  type CheckoutSettingsReply,
  type UpdateCheckoutSettingsRequest,
} from '../../../shared';

export type CheckoutEditorValues = CheckoutSettings;

export function toCheckoutEditorValues(reply: CheckoutSettingsReply): CheckoutEditorValues {
  return { fields: { ...reply.fields }, texts: { ...reply.texts } };
}

export function toCheckoutSettingsBody(
  values: CheckoutEditorValues,
  storeId: string,
): UpdateCheckoutSettingsRequest {
  return { storeId, fields: { ...values.fields }, texts: { ...values.texts } };
}

const formPaths = new Set<string>([
  ...configurableCheckoutFields.map((f) => `fields.${f}`),
  ...checkoutTextFields.map((t) => `texts.${t.key}`),
]);

/** Fields and texts show their own messages; the rest (the store id) go to the banner. */
export const checkoutEditorFieldPath = (path: string): string | null =>
  formPaths.has(path) ? path : null;
