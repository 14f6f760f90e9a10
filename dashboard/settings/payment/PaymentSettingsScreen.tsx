/**
 * /dashboard/payment: which payment methods the checkout offers. Card payments first (the
 * store's Stripe connection, `CardPaymentsCard`: its own form, applied at once, outside the
 * save bar), then cash on delivery (with an optional fee added to such orders) and bank
 * transfer (the account and instructions shoppers see on their confirmation and in their
 * email, and how long an unpaid transfer order waits), and, with cards on, how long a card
 * order's items are held while its shopper pays: one form over the shared schema, save
 * bar, leave guard, server errors under their fields, "Payment settings saved". At least one
 * of those two stays on (a banner says so; the server refuses otherwise, naming the switch).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  CARD_PAYMENT_WINDOW_MINUTES,
  MAX_BANK_TRANSFER_EXPIRY_DAYS,
  updatePaymentSettingsBodySchema,
  type PaymentSettingsDto,
} from '../../../shared';
import { useCurrentStore } from '../../state/use-current-store';
import {
  Banner,
  bindFields,
  Card,
  MoneyField,
  PagePending,
  TextAreaField,
  TextField,
} from '../../kit';
import { SettingsFormPage } from '../SettingsFormPage';
import { SettingSwitch } from '../SettingSwitch';
import { CardPaymentsCard } from './CardPaymentsCard';
import { settingsApi } from '../settings-api';
import { useSettingsForm } from '../use-settings-form';
import { settingsKeys, settingsQueries } from '../settings-queries';
import {
  offeredInWords,
  paymentFieldPath,
  toPaymentFormValues,
  toPaymentSettingsBody,
  type PaymentFormValues,
} from './payment-form';

const numberInput = {
  setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? '' : Number(v)),
};

export function PaymentSettingsScreen() {
  const storeId = useCurrentStore().storeId ?? '';
  const settings = useQuery(settingsQueries.payment(storeId));
  if (!settings.data) {
    return (
      <PagePending
        title="Payment"
        what="your payment settings"
        query={settings}
        testId="payment-settings"
      />
    );
  }
  return <PaymentSettingsForm key={storeId} storeId={storeId} settings={settings.data} />;
}

function PaymentSettingsForm({
  storeId,
  settings,
}: {
  storeId: string;
  settings: PaymentSettingsDto;
}) {
  const toBody = useCallback(
    (values: PaymentFormValues) => toPaymentSettingsBody(values, storeId),
    [storeId],
  );
  const {
    form: {
      register,
      watch,
      formState: { errors },
    },
    page,
  } = useSettingsForm({
    settings,
    schema: updatePaymentSettingsBodySchema,
    toValues: toPaymentFormValues,
    toBody,
    fieldPath: paymentFieldPath,
    save: settingsApi.updatePaymentSettings,
    queryKey: settingsKeys.payment(storeId),
    savedMessage: 'Payment settings saved',
  });
  const field = bindFields(register, errors);

  const [codEnabled, bankTransferEnabled] = [watch('codEnabled'), watch('bankTransferEnabled')];
  const currency = settings.currency;
  // Cards through a connected provider (the card above): the offline methods may both be off.
  const providers = useQuery(settingsQueries.paymentProviders(storeId));
  const cardPayments = Boolean(providers.data?.providers.some((p) => p.connected));

  return (
    <SettingsFormPage
      title="Payment"
      testId="payment-settings"
      formTestId="payment-settings-form"
      failureTitle="The payment settings were not saved"
      failureTestId="payment-save-error"
      {...page}
      notice={
        cardPayments ? (
          <Banner tone="info" title="Shoppers pay by card">
            <p>
              Card payments are on through your payment provider, so cash on delivery and bank
              transfer are optional: turn off those you do not take.
            </p>
          </Banner>
        ) : (
          <Banner tone="info" title="At least one payment method stays on">
            <p>
              Shoppers choose how to pay at checkout. You can turn cash on delivery or bank transfer
              off, but not both: a store needs a way to be paid. (Connect a card provider and both
              may be off.)
            </p>
          </Banner>
        )
      }
      main={
        <>
          <CardPaymentsCard storeId={storeId} />
          {cardPayments && (
            <Card title="Card checkout" data-testid="card-checkout-card">
              <div className="settings-card-body">
                <TextField
                  label="Hold items while the shopper pays (minutes)"
                  hint={`${CARD_PAYMENT_WINDOW_MINUTES.min} to ${CARD_PAYMENT_WINDOW_MINUTES.max} minutes (24 hours). A card order keeps its items this long; unpaid after that, it is cancelled and they go back on sale. Empty: ${CARD_PAYMENT_WINDOW_MINUTES.default}.`}
                  type="number"
                  min={CARD_PAYMENT_WINDOW_MINUTES.min}
                  max={CARD_PAYMENT_WINDOW_MINUTES.max}
                  step={1}
                  inputMode="numeric"
                  data-testid="card-payment-window"
                  {...field('cardPaymentWindowMinutes', numberInput)}
                />
              </div>
            </Card>
          )}
          <Card title="Cash on delivery" data-testid="cod-card">
            <div className="settings-card-body">
              <SettingSwitch
                label="Offer cash on delivery"
                hint="Shoppers pay the courier when the order arrives."
                {...field('codEnabled')}
                data-testid="cod-enabled"
              />
              <MoneyField
                label={`Cash on delivery fee (${currency})`}
                hint="Added to the total of orders paid on delivery. Leave empty for no fee."
                currency={currency}
                data-testid="cod-fee"
                {...field('codFee', numberInput)}
              />
            </div>
          </Card>
          <Card title="Bank transfer" data-testid="bank-transfer-card">
            <div className="settings-card-body">
              <SettingSwitch
                label="Offer bank transfer"
                hint="Shoppers see the account below on their confirmation page and in their email, pay, and can upload a proof of payment."
                {...field('bankTransferEnabled')}
                data-testid="bank-transfer-enabled"
              />
              <h3 className="settings-subheading">Account shoppers pay to</h3>
              <div className="field-row">
                <TextField
                  label="Account holder"
                  maxLength={100}
                  autoComplete="off"
                  {...field('bankAccount.accountName')}
                />
                <TextField
                  label="Bank name"
                  maxLength={100}
                  autoComplete="off"
                  {...field('bankAccount.bankName')}
                />
              </div>
              <div className="field-row">
                <TextField
                  label="Account number / IBAN"
                  maxLength={60}
                  autoComplete="off"
                  spellCheck={false}
                  {...field('bankAccount.accountNumber')}
                />
                <TextField
                  label="BIC / sort code / routing number"
                  maxLength={40}
                  autoComplete="off"
                  spellCheck={false}
                  {...field('bankAccount.bankCode')}
                />
              </div>
              <TextAreaField
                label="Instructions"
                hint="Anything else shoppers need to know, e.g. how long a transfer takes. The order number is always given as the payment reference."
                rows={4}
                maxLength={2000}
                {...field('bankTransferInstructions')}
              />
              <TextField
                label="Cancel unpaid transfer orders after (days)"
                hint={`1 to ${MAX_BANK_TRANSFER_EXPIRY_DAYS} days; their stock goes back on sale. Leave empty to never cancel them.`}
                type="number"
                min={1}
                max={MAX_BANK_TRANSFER_EXPIRY_DAYS}
                step={1}
                inputMode="numeric"
                data-testid="bank-transfer-expiry"
                {...field('bankTransferExpiryDays', numberInput)}
              />
            </div>
          </Card>
        </>
      }
      aside={
        <Card title="At checkout">
          <p className="settings-summary" data-testid="payment-summary">
            {offeredInWords({ codEnabled, bankTransferEnabled }, cardPayments)}
          </p>
        </Card>
      }
    />
  );
}
