/**
 * Every online payment provider, by id: the one list a new provider joins (README: adding a
 * provider). Its id goes into `paymentProviderIds` (shared/api/payment-providers.ts).
 */
import type { PaymentsConfig } from '../config';
import type { PaymentProviderId } from '../../shared';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './stripe/stripe-provider';

export function paymentProviders(
  config: PaymentsConfig,
): Record<PaymentProviderId, PaymentProvider> {
  return { stripe: stripeProvider(config.stripeApi) };
}
