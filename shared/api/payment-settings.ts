/**
 * The store's payment settings (`/dashboard/payment`): cash on delivery with an optional fee,
 * bank transfer with the account details and instructions shoppers see after ordering, and how
 * many days an unpaid transfer order waits before it expires, and how long a card order's items
 * are held while its shopper pays. Amounts are the spec's decimals
 * in the store's currency. The rules that span fields (one method stays on; a bank transfer
 * needs details to pay to) live in the body schema, so the dashboard's form and the server
 * refuse the same things with the same field names.
 */
import { z } from 'zod';
import { boundedText, oneLineText } from './fields';
import { paymentMethods } from '../order-lifecycle';
import { storeIdSchema } from './store';

/** No control characters in one-line texts (they reach emails). */
const CONTROL = /\p{Cc}/u;

/** Days an unpaid bank-transfer order may wait: blank (null) is never. */
export const MAX_BANK_TRANSFER_EXPIRY_DAYS = 90;
/**
 * How long a card order's units are held while its shopper pays, in minutes: the life of the
 * provider's payment page (Stripe's Checkout Sessions last 30 minutes to 24 hours).
 */
export const CARD_PAYMENT_WINDOW_MINUTES = { min: 30, max: 1440, default: 60 } as const;
/** The largest cash-on-delivery fee (a decimal in the store's currency). */
export const MAX_COD_FEE = 100_000;

export const bankAccountSchema = z.strictObject({
  accountName: oneLineText('Account holder', 100).default(''),
  bankName: oneLineText('Bank name', 100).default(''),
  accountNumber: oneLineText('Account number / IBAN', 60).default(''),
  bankCode: oneLineText('BIC / sort code / routing number', 40).default(''),
});

export const paymentSettingsQuerySchema = z.strictObject({ storeId: storeIdSchema });

export const updatePaymentSettingsBodySchema = z
  .strictObject({
    storeId: storeIdSchema,
    codEnabled: z.boolean({ error: 'codEnabled must be true or false' }),
    /** Added to each cash-on-delivery order (0: no fee). */
    codFee: z
      .number({ error: 'The fee must be a number' })
      .min(0, 'The fee must be at least 0')
      .max(MAX_COD_FEE, `The fee must be at most ${MAX_COD_FEE}`)
      // The finest any currency allows (KWD: 3); the store's own currency is checked on save
      // (server/settings/payment-settings.ts: 1.5 in yen, 1.005 in euros are refused there).
      .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, {
        message: 'The fee may have at most 3 decimals',
      })
      .default(0),
    bankTransferEnabled: z.boolean({ error: 'bankTransferEnabled must be true or false' }),
    bankAccount: bankAccountSchema.prefault({}),
    bankTransferInstructions: boundedText('Instructions', 2000)
      .refine((v) => !CONTROL.test(v.replace(/[\n\r\t]/g, '')), {
        message: 'Instructions contain an invalid character',
      })
      .default(''),
    bankTransferExpiryDays: z
      .number({ error: 'Expiry must be a whole number of days, or blank for never' })
      .int('Expiry must be a whole number of days')
      .min(1, 'Expiry must be at least 1 day')
      .max(
        MAX_BANK_TRANSFER_EXPIRY_DAYS,
        `Expiry must be at most ${MAX_BANK_TRANSFER_EXPIRY_DAYS} days`,
      )
      .nullable()
      .default(null),
    cardPaymentWindowMinutes: z
      .number({ error: 'The payment window must be a whole number of minutes' })
      .int('The payment window must be a whole number of minutes')
      .min(
        CARD_PAYMENT_WINDOW_MINUTES.min,
        `The payment window must be at least ${CARD_PAYMENT_WINDOW_MINUTES.min} minutes`,
      )
      .max(
        CARD_PAYMENT_WINDOW_MINUTES.max,
        `The payment window must be at most ${CARD_PAYMENT_WINDOW_MINUTES.max} minutes (24 hours)`,
      )
      .default(CARD_PAYMENT_WINDOW_MINUTES.default),
  })
  .superRefine((body, ctx) => {
    const account = body.bankAccount;
    const hasDetails =
      Object.values(account).some((v) => v.trim() !== '') ||
      body.bankTransferInstructions.trim() !== '';
    if (body.bankTransferEnabled && !hasDetails) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankTransferEnabled'],
        message:
          'Add the bank account shoppers pay to (or instructions) before turning bank transfer on',
      });
    }
  });
export type UpdatePaymentSettingsBody = z.infer<typeof updatePaymentSettingsBodySchema>;

/**
 * Why these settings would leave shoppers no way to pay, or null: cash on delivery and bank
 * transfer both off while no provider takes cards (`cardPayments`: the store connected one).
 * The server refuses it naming `codEnabled`; the dashboard says it before saving.
 */
export function noPaymentMethodLeft(
  body: Pick<UpdatePaymentSettingsBody, 'codEnabled' | 'bankTransferEnabled'>,
  cardPayments: boolean,
): string | null {
  return !body.codEnabled && !body.bankTransferEnabled && !cardPayments
    ? 'Keep at least one payment method on: shoppers could not pay otherwise'
    : null;
}
export type UpdatePaymentSettingsRequest = z.input<typeof updatePaymentSettingsBodySchema>;

/** GET/PUT payment-settings answer. */
export const paymentSettingsDtoSchema = z.object({
  storeId: z.string(),
  currency: z.string(),
  codEnabled: z.boolean(),
  codFee: z.number(),
  bankTransferEnabled: z.boolean(),
  bankAccount: z.object({
    accountName: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    bankCode: z.string(),
  }),
  bankTransferInstructions: z.string(),
  bankTransferExpiryDays: z.number().nullable(),
  cardPaymentWindowMinutes: z.number(),
  /** The methods the checkout offers now, in its order. */
  offeredMethods: z.array(z.enum(paymentMethods)),
});
export type PaymentSettingsDto = z.infer<typeof paymentSettingsDtoSchema>;
