/**
 * The order body of the checkout form (pure): what Place order sends, and what the saved
 * checkout (checkout-draft.ts) keeps of it.
 */
import type { CartLine, CheckoutFieldSettings, CheckoutRequest } from '../../shared';
import {
  isFieldShown,
  type CheckoutField,
  type CheckoutFormValues,
} from './validate-checkout-form';

/**
 * The order body of `values`; hidden fields are sent empty (the server drops them too), and a
 * cart with nothing to ship sends no address and no rate.
 */
export function toCheckoutRequest(
  storeId: string,
  values: CheckoutFormValues,
  fields: CheckoutFieldSettings,
  ships: boolean,
  lines: CartLine[],
): Omit<CheckoutRequest, 'idempotencyKey'> {
  const given = (field: CheckoutField) => (isFieldShown(field, fields) ? values[field] : '');
  return {
    storeId,
    customer: { name: values.name, phone: given('phone'), email: values.email },
    address: ships
      ? {
          company: given('company'),
          line1: values.line1,
          line2: given('line2'),
          city: values.city,
          region: given('region'),
          postalCode: given('postalCode'),
          country: values.country,
        }
      : null,
    shippingRateId: ships ? values.shippingRateId : null,
    paymentMethod: values.paymentMethod || 'cod',
    note: given('note'),
    lines: lines.map((l) => ({
      productId: l.productId,
      variationId: l.variationId ?? null,
      quantity: l.quantity,
    })),
  };
}
