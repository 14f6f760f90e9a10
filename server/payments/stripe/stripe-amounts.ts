/**
 * Amounts between the store's minor units (ISO 4217 exponents: shared/money.ts) and Stripe's
 * "smallest currency unit". They agree for most currencies, including the zero-decimal ones
 * (JPY: 1500 is ¥1,500 both ways). Where Stripe differs: ISK is whole krónur to ISO but two
 * decimals to Stripe (×100); the three-decimal currencies (KWD, BHD, JOD, OMR, TND) take
 * three decimals whose last must be 0, so an amount not in steps of 0.010 cannot be charged.
 */
import { currencyExponent, formatMoney } from '../../../shared';
import { ProviderRefusal } from '../provider';

/** Currencies whose Stripe exponent is not ISO's. */
const STRIPE_EXPONENT: Record<string, number> = { ISK: 2 };

/** Stripe names currencies in lower case, the store's table in upper case. */
const isoExponent = (currency: string) => currencyExponent(currency.toUpperCase());

const stripeExponent = (currency: string) =>
  STRIPE_EXPONENT[currency.toUpperCase()] ?? isoExponent(currency);

/** The store's `minor` units as Stripe's amount; refuses one Stripe cannot charge. */
export function toStripeAmount(minor: number, currency: string): number {
  const shift = stripeExponent(currency) - isoExponent(currency);
  const amount = minor * 10 ** shift;
  if (stripeExponent(currency) === 3 && amount % 10 !== 0) {
    throw new ProviderRefusal(
      `Card payments in ${currency.toUpperCase()} must be in steps of 0.010: ${formatMoney(minor, currency)} cannot be charged`,
      'paymentMethod',
    );
  }
  return amount;
}

/** Stripe's `amount` as the store's minor units. */
export function fromStripeAmount(amount: number, currency: string): number {
  const shift = stripeExponent(currency) - isoExponent(currency);
  return Math.round(amount / 10 ** shift);
}
