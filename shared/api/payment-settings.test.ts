import { describe, expect, it } from 'vitest';
import {
  noPaymentMethodLeft,
  updatePaymentSettingsBodySchema,
  type UpdatePaymentSettingsRequest,
} from './payment-settings';

const storeId = '0b9f3a52-6f0e-4c51-9a3b-7d2f8e1c4a10';
const valid: UpdatePaymentSettingsRequest = {
  storeId,
  codEnabled: true,
  codFee: 2.5,
  bankTransferEnabled: true,
  bankAccount: { accountName: 'Demo Shop Ltd', accountNumber: 'GB33BUKB20201555555555' },
  bankTransferInstructions: '',
  bankTransferExpiryDays: 7,
};

const fieldsOf = (input: unknown) => {
  const result = updatePaymentSettingsBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('updatePaymentSettingsBodySchema', () => {
  it('accepts a complete body and fills the defaults', () => {
    const parsed = updatePaymentSettingsBodySchema.parse({
      storeId,
      codEnabled: true,
      bankTransferEnabled: false,
    });
    expect(parsed.codFee).toBe(0);
    expect(parsed.bankTransferExpiryDays).toBeNull();
    expect(parsed.bankAccount).toEqual({
      accountName: '',
      bankName: '',
      accountNumber: '',
      bankCode: '',
    });
    expect(fieldsOf(valid)).toEqual([]);
  });

  it('keeps at least one method on unless cards are taken', () => {
    const none = { codEnabled: false, bankTransferEnabled: false };
    expect(noPaymentMethodLeft(none, false)).toMatch(/Keep at least one payment method on/);
    expect(noPaymentMethodLeft(none, true)).toBeNull();
    expect(noPaymentMethodLeft({ ...none, codEnabled: true }, false)).toBeNull();
    // The schema leaves it to them (only the server knows of a card provider).
    expect(fieldsOf({ ...valid, ...none })).toEqual([]);
  });

  it('refuses bank transfer with neither account details nor instructions', () => {
    const bare = { ...valid, bankAccount: { accountName: '  ' }, bankTransferInstructions: ' ' };
    expect(fieldsOf(bare)).toEqual(['bankTransferEnabled']);
    expect(fieldsOf({ ...bare, bankTransferEnabled: false })).toEqual([]);
    expect(fieldsOf({ ...bare, bankTransferInstructions: 'Pay to IBAN XX00 1234' })).toEqual([]);
  });

  it('bounds the fee and the expiry', () => {
    expect(fieldsOf({ ...valid, codFee: -1 })).toEqual(['codFee']);
    expect(fieldsOf({ ...valid, codFee: 1.0005 })).toEqual(['codFee']);
    // Three decimals are a Kuwaiti dinar's fils; a euro store's 1.005 is refused on save.
    expect(fieldsOf({ ...valid, codFee: 1.005 })).toEqual([]);
    expect(fieldsOf({ ...valid, codFee: 1.1 })).toEqual([]);
    expect(fieldsOf({ ...valid, bankTransferExpiryDays: 0 })).toEqual(['bankTransferExpiryDays']);
    expect(fieldsOf({ ...valid, bankTransferExpiryDays: 91 })).toEqual(['bankTransferExpiryDays']);
    expect(fieldsOf({ ...valid, bankTransferExpiryDays: 2.5 })).toEqual(['bankTransferExpiryDays']);
    expect(fieldsOf({ ...valid, bankTransferExpiryDays: 90 })).toEqual([]);
    expect(fieldsOf({ ...valid, bankTransferExpiryDays: null })).toEqual([]);
  });

  it('refuses line breaks in account fields and unknown keys', () => {
    expect(fieldsOf({ ...valid, bankAccount: { accountName: 'A\nB' } })).toEqual([
      'bankAccount.accountName',
    ]);
    expect(fieldsOf({ ...valid, iban: 'x' })).toEqual(['']);
  });
});
