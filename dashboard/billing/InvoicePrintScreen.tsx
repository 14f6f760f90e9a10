/**
 * /billing-old/{invoiceId}: one invoice as a printable page: issuer (the operator), billed to,
 * reference, the line, total, status (PAID / UNPAID / VOID) and the bank details. The print
 * stylesheet (billing.css, `@media print`) hides the account header; the kit's PrintScreen
 * holds the toolbar with "Print".
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { formatAmount, type Invoice } from '../../shared';
import { AddressLines, PrintParty, PrintScreen, TableHead } from '../kit';
import { formatDate } from '../../shared';
import { billingQueries } from './billing-queries';
import { printedStatus } from './billing-words';
import { InvoiceDates } from './InvoiceDates';

function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const money = (n: number) => formatAmount(n, invoice.currency);
  const status = printedStatus(invoice.status);
  const period =
    invoice.periodStart && invoice.periodEnd
      ? `, ${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`
      : '';
  return (
    <article className="kit-print-doc billing-print-doc" data-testid="invoice-document">
      <header className="kit-print-head">
        <div>
          <p className="kit-print-brand" data-testid="invoice-issuer">
            {invoice.issuer.name}
          </p>
          <AddressLines lines={[invoice.issuer.address, invoice.issuer.email]} />
        </div>
        <div className="billing-print-title">
          <h1>Invoice</h1>
          <p className={`billing-print-status billing-print-status-${status.toLowerCase()}`}>
            <span data-testid="invoice-print-status">{status}</span>
          </p>
        </div>
      </header>

      <section className="billing-print-parties" aria-label="Invoice details">
        <PrintParty
          heading="Billed to"
          lines={[invoice.billedTo.name, invoice.billedTo.email]}
          data-testid="invoice-billed-to"
        />
        <dl className="billing-facts">
          <dt>Reference</dt>
          <dd className="billing-code" data-testid="invoice-print-reference">
            {invoice.reference}
          </dd>
          <InvoiceDates invoice={invoice} />
        </dl>
      </section>

      <table className="kit-print-lines">
        <caption className="visually-hidden">Invoice lines</caption>
        <TableHead labels={['Description', 'Amount']} alignEnd={[1]} actions={null} />
        <tbody>
          <tr>
            <td>
              {invoice.planName} plan, one {invoice.interval}
              {period}
            </td>
            <td className="kit-align-end">{money(invoice.amount)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="kit-align-end kit-print-total" data-testid="invoice-total">
              {money(invoice.amount)}
            </td>
          </tr>
        </tfoot>
      </table>

      {invoice.bank ? (
        <section aria-label="Bank details" className="billing-print-bank">
          <h2>Pay by bank transfer</h2>
          <dl className="billing-facts">
            <dt>Bank</dt>
            <dd>{invoice.bank.bankName}</dd>
            <dt>Account name</dt>
            <dd>{invoice.bank.accountName}</dd>
            <dt>IBAN</dt>
            <dd className="billing-code">{invoice.bank.iban}</dd>
            <dt>BIC</dt>
            <dd className="billing-code">{invoice.bank.bic}</dd>
            <dt>Quote</dt>
            <dd className="billing-code">{invoice.reference}</dd>
          </dl>
        </section>
      ) : null}
    </article>
  );
}

export function InvoicePrintScreen() {
  const { invoiceId = '' } = useParams();
  const invoice = useQuery(billingQueries.invoice(invoiceId));
  return (
    <PrintScreen
      back={{ to: '/billing-old', label: 'Billing history' }}
      query={invoice}
      what="this invoice"
      loadingLabel="Loading the invoice…"
      errorTestId="invoice-error"
      pendingHeading={<h1>Invoice</h1>}
      data-testid="invoice-print-screen"
    >
      {(data) => <InvoiceDocument invoice={data} />}
    </PrintScreen>
  );
}
