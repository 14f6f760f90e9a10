/**
 * The "pay" part of an open invoice: its reference (large, copyable: the transfer must quote
 * it), the amount and plan, the platform's bank details with copy buttons, and "Email me this
 * invoice" (send-subscription-email, through the outbox). Without bank details (the platform
 * has none configured) it says not to pay yet.
 */
import { useMutation } from '@tanstack/react-query';
import { Fragment } from 'react';
import { toast } from 'react-toastify';
import { formatAmount, type Invoice } from '../../shared';
import { readApiError } from '../api/read-api-error';
import { Link } from 'react-router-dom';
import { Banner, Card, CopyButton, MutationButton, StateBadge, Timestamp } from '../kit';
import { billingApi } from './billing-api';
import { invoiceStatusBadges } from './billing-words';

export function InvoicePayCard({ invoice }: { invoice: Invoice }) {
  const amount = formatAmount(invoice.amount, invoice.currency);
  const email = useMutation({
    mutationFn: () => billingApi.emailInvoice(invoice.id),
    onSuccess: () => toast.success(`We emailed invoice ${invoice.reference} to you`),
    onError: (error) => toast.error(`Could not email the invoice: ${readApiError(error).message}`),
  });
  const { bank } = invoice;

  return (
    <Card
      title="Your invoice"
      actions={
        <StateBadge word={invoiceStatusBadges[invoice.status]} data-testid="invoice-status" />
      }
      data-testid="invoice-card"
    >
      <div className="billing-reference">
        <span className="billing-reference-label">Payment reference</span>
        <strong className="billing-reference-code" data-testid="invoice-reference">
          {invoice.reference}
        </strong>
        <CopyButton value={invoice.reference} what="the reference" data-testid="copy-reference" />
      </div>
      <dl className="billing-facts">
        <dt>Amount</dt>
        <dd className="billing-amount" data-testid="invoice-amount">
          {amount}
        </dd>
        <dt>Plan</dt>
        <dd data-testid="invoice-plan">
          {invoice.planName}, billed {invoice.interval === 'year' ? 'yearly' : 'monthly'}
        </dd>
        <dt>Issued</dt>
        <dd>
          <Timestamp at={invoice.issuedAt} dateOnly />
        </dd>
      </dl>
      {bank ? null : (
        <Banner tone="warning" title="Do not pay this invoice yet" data-testid="no-bank-transfer">
          <p>
            The platform cannot take transfers right now: it has no bank account set up. Its bank
            details show here once it has. Questions?{' '}
            <Link to="/contact">Contact the platform</Link>.
          </p>
        </Banner>
      )}
      {bank ? <BankDetails invoice={invoice} bank={bank} amount={amount} /> : null}
      {bank ? (
        <div className="billing-actions">
          <MutationButton
            mutation={email}
            pendingLabel="Sending…"
            className="button button-secondary"
            data-testid="email-invoice"
          >
            Email me this invoice
          </MutationButton>
        </div>
      ) : null}
    </Card>
  );
}

/** Where the transfer goes, each code with a copy button. */
function BankDetails({
  invoice,
  bank,
  amount,
}: {
  invoice: Invoice;
  bank: NonNullable<Invoice['bank']>;
  amount: string;
}) {
  return (
    <>
      <p>
        Transfer <strong>{amount}</strong> to the account below and quote{' '}
        <strong>{invoice.reference}</strong> as the payment reference, so we can match your payment.
        Then send us a proof of the transfer.
      </p>
      <h3 className="billing-subheading">Bank details</h3>
      <dl className="billing-facts billing-bank" data-testid="bank-details">
        <dt>Bank</dt>
        <dd>{bank.bankName}</dd>
        <dt>Account name</dt>
        <dd>{bank.accountName}</dd>
        {(
          [
            ['IBAN', bank.iban],
            ['BIC', bank.bic],
          ] as const
        ).map(([term, code]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>
              <span className="billing-code" data-testid={`bank-${term.toLowerCase()}`}>
                {code}
              </span>{' '}
              <CopyButton value={code} what={`the ${term}`} />
            </dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
