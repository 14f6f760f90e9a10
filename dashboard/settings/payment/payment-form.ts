/**
 * The payment settings form's values, from the API's answer and into the PUT body. Pure.
 * Number inputs hold `''` while empty: no fee is 0, no expiry is never (null).
 */
import {
  CARD_PAYMENT_WINDOW_MINUTES,
  type PaymentSettingsDto,
  type UpdatePaymentSettingsRequest,
} from '../../../shared';

export type NumberValue = number | '';

export interface PaymentFormValues {
  codEnabled: boolean;
  codFee: NumberValue;
  bankTransferEnabled: boolean;
  bankAccount: {
    accountName: string;
    bankName: string;
    accountNumber: string;
    bankCode: string;
  };
  bankTransferInstructions: string;
  bankTransferExpiryDays: NumberValue;
  cardPaymentWindowMinutes: NumberValue;
}

export function toPaymentFormValues(settings: PaymentSettingsDto): PaymentFormValues {
  return {
    codEnabled: settings.codEnabled,
    codFee: settings.codFee === 0 ? '' : settings.codFee,
    bankTransferEnabled: settings.bankTransferEnabled,
    bankAccount: { ...settings.bankAccount },
    bankTransferInstructions: settings.bankTransferInstructions,
    bankTransferExpiryDays: settings.bankTransferExpiryDays ?? '',
    cardPaymentWindowMinutes: settings.cardPaymentWindowMinutes,
  };
}

export function toPaymentSettingsBody(
  values: PaymentFormValues,
  storeId: string,
): UpdatePaymentSettingsRequest {
  return {
    storeId,
    codEnabled: values.codEnabled,
    codFee: values.codFee === '' ? 0 : values.codFee,
    bankTransferEnabled: values.bankTransferEnabled,
    bankAccount: { ...values.bankAccount },
    bankTransferInstructions: values.bankTransferInstructions,
    bankTransferExpiryDays:
      values.bankTransferExpiryDays === '' ? null : values.bankTransferExpiryDays,
    // Empty: the default window.
    cardPaymentWindowMinutes:
      values.cardPaymentWindowMinutes === ''
        ? CARD_PAYMENT_WINDOW_MINUTES.default
        : values.cardPaymentWindowMinutes,
  };
}

const formFields = new Set([
  'codEnabled',
  'codFee',
  'bankTransferEnabled',
  'bankAccount.accountName',
  'bankAccount.bankName',
  'bankAccount.accountNumber',
  'bankAccount.bankCode',
  'bankTransferInstructions',
  'bankTransferExpiryDays',
  'cardPaymentWindowMinutes',
]);

/** The form shows the messages of its own fields; the store id's go to the banner. */
export const paymentFieldPath = (path: string): string | null =>
  formFields.has(path) ? path : null;

/**
 * What the checkout will offer with these values, in words (the screen's summary line);
 * `cardPayments`: a provider takes cards (connected on this screen's card).
 */
export function offeredInWords(
  values: Pick<PaymentFormValues, 'codEnabled' | 'bankTransferEnabled'>,
  cardPayments = false,
): string {
  const on = [
    ...(cardPayments ? ['card'] : []),
    ...(values.codEnabled ? ['cash on delivery'] : []),
    ...(values.bankTransferEnabled ? ['bank transfer'] : []),
  ];
  if (on.length === 0) return 'Shoppers could not pay: turn on at least one method.';
  return `Shoppers can pay by ${on.join(' or ')}.`;
}
