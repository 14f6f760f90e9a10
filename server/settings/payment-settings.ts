/**
 * A store's payment settings: read as the dashboard's answer, written from its form.
 * Owns: the stores row's payment columns (cod_enabled, cod_fee_minor, bank_transfer_enabled,
 * bank_account, bank_transfer_instructions, bank_transfer_expiry_days). Not: the checkout's
 * use of them (server/orders/pricing.ts, place-order.ts).
 */
import { eq } from 'drizzle-orm';
import {
  noPaymentMethodLeft,
  fitsCurrency,
  toDecimal,
  toMinor,
  type PaymentSettingsDto,
  type UpdatePaymentSettingsBody,
} from '../../shared';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { getCheckoutStore, type CheckoutStore } from '../orders/pricing';
import { offeredPaymentMethods } from '../orders/payment-methods';

const storeNotFound = () => notFound('Store not found', 'storeId', 'No such store');

export function toPaymentSettingsDto(store: CheckoutStore): PaymentSettingsDto {
  return {
    storeId: store.id,
    currency: store.currency,
    codEnabled: store.codEnabled,
    codFee: toDecimal(store.codFeeMinor, store.currency),
    bankTransferEnabled: store.bankTransferEnabled,
    bankAccount: {
      accountName: store.bankAccount.accountName ?? '',
      bankName: store.bankAccount.bankName ?? '',
      accountNumber: store.bankAccount.accountNumber ?? '',
      bankCode: store.bankAccount.bankCode ?? '',
    },
    bankTransferInstructions: store.bankTransferInstructions,
    bankTransferExpiryDays: store.bankTransferExpiryDays,
    cardPaymentWindowMinutes: store.cardPaymentWindowMinutes,
    offeredMethods: offeredPaymentMethods(store),
  };
}

export async function getPaymentSettings(db: Db, storeId: string): Promise<PaymentSettingsDto> {
  const store = await getCheckoutStore(db, storeId);
  if (!store) throw storeNotFound();
  return toPaymentSettingsDto(store);
}

/** Replaces the store's payment settings (the body's cross-field rules were checked by its schema). */
export async function updatePaymentSettings(
  db: Db,
  storeId: string,
  body: UpdatePaymentSettingsBody,
  now: Date,
): Promise<PaymentSettingsDto> {
  const current = await getCheckoutStore(db, storeId);
  if (!current) throw storeNotFound();
  const none = noPaymentMethodLeft(body, current.cardProvider !== null);
  if (none) {
    throw new HttpError(400, 'Invalid body: codEnabled', [{ field: 'codEnabled', message: none }]);
  }
  const codFeeMinor = toMinor(body.codFee, current.currency);
  // A fee finer than the currency's smallest unit (1.5 in yen) would be charged rounded.
  if (!fitsCurrency(body.codFee, current.currency)) {
    throw new HttpError(400, 'Invalid body: codFee', [
      {
        field: 'codFee',
        message: `The fee has more decimals than ${current.currency} allows`,
      },
    ]);
  }
  await db
    .update(stores)
    .set({
      codEnabled: body.codEnabled,
      codFeeMinor,
      bankTransferEnabled: body.bankTransferEnabled,
      bankAccount: body.bankAccount,
      bankTransferInstructions: body.bankTransferInstructions,
      bankTransferExpiryDays: body.bankTransferExpiryDays,
      cardPaymentWindowMinutes: body.cardPaymentWindowMinutes,
      updatedAt: now,
    })
    .where(eq(stores.id, storeId));
  return getPaymentSettings(db, storeId);
}
