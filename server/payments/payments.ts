/**
 * The payments layer's parts for one process: every provider (./registry.ts) and the keys
 * sealing their secrets. Built once at start (server/app.ts) and passed to the routes.
 */
import type { Config } from '../config';
import type { paymentAccounts } from '../db/schema';
import type { PaymentProviderId } from '../../shared';
import type { PaymentProvider } from './provider';
import { paymentProviders } from './registry';
import { loadSealingKeys, type SealingKeys } from './sealed-secrets';

export interface Payments {
  providers: Record<PaymentProviderId, PaymentProvider>;
  keys: SealingKeys;
  /**
   * Each store's provider account with its opened webhook secret, for a few seconds between
   * deliveries (`store:provider`; connecting or disconnecting here forgets it).
   */
  webhookAccounts: Map<
    string,
    { account: typeof paymentAccounts.$inferSelect; secret: string; until: number }
  >;
}

export function createPayments(config: Pick<Config, 'payments' | 'dataDir'>): Payments {
  return {
    providers: paymentProviders(config.payments),
    keys: loadSealingKeys(config.payments, config.dataDir),
    webhookAccounts: new Map(),
  };
}
