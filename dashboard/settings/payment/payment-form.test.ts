import { describe, expect, it } from 'vitest';
import {
  noPaymentMethodLeft,
  updatePaymentSettingsBodySchema,
  type PaymentSettingsDto,
} from '../../../shared';
import {
  offeredInWords,
  paymentFieldPath,
  toPaymentFormValues,
  toPaymentSettingsBody,
} from './payment-form';

const storeId = '0b9f3a52-6f0e-4c51-9a3b-7d2f8e1c4a10';
const saved: PaymentSettingsDto = {
  storeId,
  currency: 'EUR',
  codEnabled: true,
  codFee: 0,
  bankTransferEnabled: false,
  bankAccount: { accountName: '', bankName: '', accountNumber: '', bankCode: '' },
  bankTransferInstructions: '',
  bankTransferExpiryDays: null,
  cardPaymentWindowMinutes: 60,
  offeredMethods: ['cod'],
};

describe('payment form values', () => {
  it('shows no fee and no expiry as empty inputs, and sends them back as 0 and null', () => {
    const values = toPaymentFormValues(saved);
    expect(values.codFee).toBe('');
    expect(values.bankTransferExpiryDays).toBe('');
    const body = toPaymentSettingsBody(values, storeId);
    expect(body).toMatchObject({ codFee: 0, bankTransferExpiryDays: null });
    expect(updatePaymentSettingsBodySchema.safeParse(body).success).toBe(true);
  });

  it('round-trips a fee, an account and an expiry', () => {
    const values = toPaymentFormValues({
      ...saved,
      codFee: 1.5,
      bankTransferEnabled: true,
      bankAccount: { ...saved.bankAccount, accountNumber: 'DE89 3704 0044 0532 0130 00' },
      bankTransferExpiryDays: 5,
    });
    expect(toPaymentSettingsBody(values, storeId)).toMatchObject({
      codFee: 1.5,
      bankTransferEnabled: true,
      bankAccount: { accountNumber: 'DE89 3704 0044 0532 0130 00' },
      bankTransferExpiryDays: 5,
    });
  });

  it('keeps the card payment window, and sends the default for an emptied input', () => {
    const values = toPaymentFormValues({ ...saved, cardPaymentWindowMinutes: 90 });
    expect(values.cardPaymentWindowMinutes).toBe(90);
    expect(toPaymentSettingsBody(values, storeId).cardPaymentWindowMinutes).toBe(90);
    const emptied = toPaymentSettingsBody({ ...values, cardPaymentWindowMinutes: '' }, storeId);
    expect(emptied.cardPaymentWindowMinutes).toBe(60);
    const fields = (minutes: number) =>
      updatePaymentSettingsBodySchema
        .safeParse({ ...emptied, cardPaymentWindowMinutes: minutes })
        .error?.issues.map((i) => i.path.join('.'));
    expect(fields(29)).toEqual(['cardPaymentWindowMinutes']);
    expect(fields(1441)).toEqual(['cardPaymentWindowMinutes']);
    expect(fields(45.5)).toEqual(['cardPaymentWindowMinutes']);
    expect(fields(1440)).toBeUndefined();
    expect(paymentFieldPath('cardPaymentWindowMinutes')).toBe('cardPaymentWindowMinutes');
  });

  it("shows the server's one-method refusal under the cash-on-delivery switch, the store id in the banner", () => {
    // The server decides it (only it knows whether a provider takes cards), naming codEnabled.
    const body = toPaymentSettingsBody(
      { ...toPaymentFormValues(saved), codEnabled: false },
      storeId,
    );
    expect(updatePaymentSettingsBodySchema.safeParse(body).success).toBe(true);
    expect(noPaymentMethodLeft(body, false)).not.toBeNull();
    expect(paymentFieldPath('codEnabled')).toBe('codEnabled');
    expect(paymentFieldPath('storeId')).toBeNull();
    expect(paymentFieldPath('bankAccount.bankCode')).toBe('bankAccount.bankCode');
  });

  it('says what shoppers can pay with', () => {
    expect(offeredInWords({ codEnabled: true, bankTransferEnabled: true })).toBe(
      'Shoppers can pay by cash on delivery or bank transfer.',
    );
    expect(offeredInWords({ codEnabled: false, bankTransferEnabled: true })).toBe(
      'Shoppers can pay by bank transfer.',
    );
    expect(offeredInWords({ codEnabled: false, bankTransferEnabled: false })).toMatch(
      /at least one/,
    );
    expect(offeredInWords({ codEnabled: false, bankTransferEnabled: false }, true)).toBe(
      'Shoppers can pay by card.',
    );
    expect(offeredInWords({ codEnabled: true, bankTransferEnabled: false }, true)).toBe(
      'Shoppers can pay by card or cash on delivery.',
    );
  });
});
