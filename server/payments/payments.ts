/**
 * The payments layer's parts for one process: every provider (./registry.ts) and the keys
 * sealing their secrets. Built once at start (server/app.ts) and passed to the routes.
 */
import type { Config } from '../config';
import type { PaymentProviderId } from '../../shared';
import type { PaymentProvider } from './provider';
import { paymentProviders } from './registry';
import { loadSealingKeys, type SealingKeys } from './sealed-secrets';

export interface Payments {
  providers: Record<PaymentProviderId, PaymentProvider>;
  keys: SealingKeys;
}

export function createPayments(config: Pick<Config, 'payments' | 'dataDir'>): Payments {
  return {
    providers: paymentProviders(config.payments),
    keys: loadSealingKeys(config.payments, config.dataDir),
  };
}
