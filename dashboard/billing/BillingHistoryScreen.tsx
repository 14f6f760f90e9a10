/**
 * /billing-old (login guard): every invoice, newest first, with the proofs sent for it and
 * the decisions (date and reason; who decided is the platform's business), each invoice
 * openable as a printable page. Empty: one sentence and the way to /billing.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatAmount, type Invoice } from '../../shared';
import { Card, EmptyState, IndexPage, QueryError, StateBadge, TableHead, Timestamp } from '../kit';
import { formatDate } from '../../shared';
import { billingQueries } from './billing-queries';
import { invoiceStatusBadges, proofStatusBadges } from './billing-words';
import { InvoiceDates } from './InvoiceDates';

function InvoiceEntry({ invoice }: { invoice: Invoice }) {
  return (
    <li className="card billing-history-entry" data-testid="invoice-entry">
      <div className="billing-history-head">
        <h2>
          <span className="billing-code" data-testid="history-reference">
            {invoice.reference}
          </span>
        </h2>
        <StateBadge word={invoiceStatusBadges[invoice.status]} data-testid="history-status" />
        <Link
          to={`/billing-old/${invoice.id}`}
          className="button button-secondary button-small billing-history-open"
          data-testid="open-invoice"
        >
          Open invoice<span className="visually-hidden"> {invoice.reference}</span>
        </Link>
      </div>
      <dl className="billing-facts">
        <dt>Plan</dt>
        <dd>
          {invoice.planName}, {invoice.interval === 'year' ? 'yearly' : 'monthly'}
        </dd>
        <dt>Amount</dt>
        <dd>{formatAmount(invoice.amount, invoice.currency)}</dd>
        <InvoiceDates invoice={invoice} />
        {invoice.periodStart && invoice.periodEnd ? (
          <>
            <dt>Period</dt>
            <dd>
              {formatDate(invoice.periodStart)} – {formatDate(invoice.periodEnd)}
            </dd>
          </>
        ) : null}
      </dl>
      {invoice.proofs.length ? (
        <table className="billing-proof-table">
          <caption className="billing-subheading">Proofs of payment</caption>
          <TableHead labels={['Sent', 'File', 'Payer reference', 'Decision']} actions={null} />
          <tbody>
            {invoice.proofs.map((proof) => (
              <tr key={proof.id} data-testid="history-proof">
                <td>
                  <Timestamp at={proof.submittedAt} />
                </td>
                <td>{proof.fileName}</td>
                <td>{proof.payerReference}</td>
                <td>
                  <StateBadge word={proofStatusBadges[proof.status]} />
                  {proof.decidedAt ? (
                    <span className="billing-decision">
                      {' '}
                      on <Timestamp at={proof.decidedAt} dateOnly />
                    </span>
                  ) : null}
                  {proof.reason ? (
                    <span className="billing-decision" data-testid="history-reason">
                      Reason: {proof.reason}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">No proof of payment sent for this invoice.</p>
      )}
    </li>
  );
}

export function BillingHistoryScreen() {
  const invoices = useQuery(billingQueries.invoices());
  return (
    <IndexPage
      title="Billing history"
      description="Your invoices, newest first, with the proofs you sent and what we decided."
      primaryAction={
        <Link to="/billing" className="button button-secondary">
          Billing
        </Link>
      }
      data-testid="billing-history"
    >
      {invoices.isError ? (
        <QueryError what="your invoices" query={invoices} data-testid="billing-history-error" />
      ) : !invoices.data ? (
        <Card>
          <p className="visually-hidden" role="status">
            Loading your invoices…
          </p>
          <span className="skeleton skeleton-title" aria-hidden="true" />
          <span className="skeleton skeleton-field" aria-hidden="true" />
        </Card>
      ) : invoices.data.invoices.length === 0 ? (
        <Card>
          <EmptyState
            title="No invoices yet"
            link={{ to: '/billing', label: 'Choose a plan' }}
            data-testid="billing-history-empty"
          >
            When you choose a plan, its invoice and your payments show up here.
          </EmptyState>
        </Card>
      ) : (
        <ul className="billing-history" data-testid="invoice-list">
          {invoices.data.invoices.map((invoice) => (
            <InvoiceEntry key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      )}
    </IndexPage>
  );
}
