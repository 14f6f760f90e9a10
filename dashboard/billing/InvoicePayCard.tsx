/**
 * The "pay" part of an open invoice: its reference (large, copyable: the transfer must quote
 * it), the amount and plan, the platform's bank details with copy buttons, and "Email me this
 * invoice" (send-subscription-email, through the outbox).
 */
import { useMutation } from '@tanstack/react-query';
import { Fragment } from 'react';
import { toast } from 'react-toastify';
import { formatAmount, type Invoice } from '../../shared';
import { readApiError } from '../api/read-api-error';
import { Badge, Card, CopyButton } from '../kit';
import { formatDate } from '../lib/format-date';
import { billingApi } from './billing-api';
import { invoiceStatusBadges } from './billing-words';

export function InvoicePayCard({ invoice }: { invoice: Invoice }) {
  const amount = formatAmount(invoice.amount, invoice.currency);
  const badge = invoiceStatusBadges[invoice.status];
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
        <Badge tone={badge.tone} data-testid="invoice-status">
          {badge.label}
        </Badge>
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
          <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt)}</time>
        </dd>
      </dl>
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
      <div className="billing-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => email.mutate()}
          disabled={email.isPending}
          data-testid="email-invoice"
        >
          {email.isPending ? 'Sending…' : 'Email me this invoice'}
        </button>
      </div>
    </Card>
  );
}
