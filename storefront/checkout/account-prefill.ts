/**
 * The checkout of a signed-in shopper starts from their account: their name, email and phone,
 * and their latest order's address (a recovery link's checkout starts from what was typed). Only fields still empty are filled (what the shopper typed
 * stays), and the address only as a whole, when no address line is typed yet. Pure.
 */
import type { CustomerAccount } from '../../shared';
import type { CheckoutFormValues } from './validate-checkout-form';

/** What a checkout can start from: an account, or a recovery link's checkout. */
export type CheckoutPrefill = Pick<CustomerAccount, 'name' | 'email' | 'phone' | 'address'>;

export function withAccountPrefill(
  values: CheckoutFormValues,
  account: CheckoutPrefill,
): CheckoutFormValues {
  const out = { ...values };
  if (!out.name.trim()) out.name = account.name;
  if (!out.email.trim()) out.email = account.email;
  if (!out.phone.trim()) out.phone = account.phone;
  const address = account.address;
  if (address && !out.line1.trim() && !out.city.trim()) {
    out.company = out.company || address.company;
    out.line1 = address.line1;
    out.line2 = address.line2;
    out.city = address.city;
    out.region = address.region;
    out.postalCode = address.postalCode;
    out.country = address.country;
  }
  return out;
}
