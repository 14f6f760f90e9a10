/**
 * /billing (login guard; skips its own subscription redirect and needs no store): the
 * subscription in words with usage, and by the open invoice's state either the plans
 * (choose → confirm → invoice), the pay view (invoice, bank details, proof form), or the
 * proof under review. "Choose another plan" on the pay view replaces the open invoice.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner, Card, IndexPage, PagePending } from '../kit';
import { formatDate } from '../../shared';
import { billingQueries } from './billing-queries';
import { planStartText } from './billing-words';
import { InvoicePayCard } from './InvoicePayCard';
import { PlanCards } from './PlanCards';
import { ProofForm } from './ProofForm';
import { ProofUnderReview } from './ProofUnderReview';
import { SubscriptionCard, UsageCard } from './SubscriptionCards';

export function BillingScreen() {
  const summary = useQuery(billingQueries.summary());
  const plans = useQuery(billingQueries.plans());
  const [choosing, setChoosing] = useState(false);

  if (!summary.data || !plans.data) {
    return (
      <PagePending
        title="Billing"
        what="your billing"
        query={summary.isError || !plans.isError ? summary : plans}
        testId="billing"
      />
    );
  }
  const data = summary.data;
  const invoice = data.openInvoice;
  const view =
    invoice && !choosing ? (invoice.status === 'pending_approval' ? 'review' : 'pay') : 'plans';

  return (
    <IndexPage
      title="Billing"
      description="Your plan, what you use, and paying by bank transfer."
      data-testid="billing-page"
    >
      <div className="kit-resource-layout">
        <div className="kit-resource-main">
          {view === 'review' && invoice ? (
            <ProofUnderReview invoice={invoice} title="Your payment proof is under review">
              <p>
                You can keep working while we check it. We email you when it is decided;{' '}
                {planStartText(data.trialEndsAt, Date.now(), formatDate)}.
              </p>
            </ProofUnderReview>
          ) : null}
          {view === 'pay' && invoice ? (
            <>
              {data.rejection ? (
                <Banner
                  tone="critical"
                  title="Your last payment proof was rejected"
                  data-testid="billing-rejection"
                >
                  <p>
                    {data.rejection.reason} ({formatDate(data.rejection.decidedAt)})
                  </p>
                  {data.status === 'ACTIVE' && data.plan && data.currentPeriodEnd ? (
                    <p>
                      Your {data.plan.name} plan goes on as before, paid until{' '}
                      {formatDate(data.currentPeriodEnd)}. Send a new proof for this invoice, or
                      choose another plan.
                    </p>
                  ) : null}
                </Banner>
              ) : null}
              <InvoicePayCard invoice={invoice} />
              <Card title="Send your proof of payment" data-testid="proof-card">
                <ProofForm invoiceId={invoice.id} />
              </Card>
              <div className="billing-actions billing-actions-start">
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setChoosing(true)}
                  data-testid="choose-another-plan"
                >
                  Choose another plan
                </button>
              </div>
            </>
          ) : null}
          {view === 'plans' ? (
            <Card
              title={invoice ? 'Choose another plan' : 'Plans'}
              actions={
                invoice ? (
                  <button
                    type="button"
                    className="button button-link"
                    onClick={() => setChoosing(false)}
                    data-testid="back-to-invoice"
                  >
                    Back to invoice {invoice.reference}
                  </button>
                ) : undefined
              }
              data-testid="plans-card"
            >
              {invoice ? (
                <p className="muted">
                  Choosing a plan cancels your open invoice {invoice.reference}.
                </p>
              ) : null}
              <PlanCards
                plans={plans.data.plans}
                summary={data}
                onChosen={() => setChoosing(false)}
              />
            </Card>
          ) : null}
        </div>
        <div className="kit-resource-aside">
          <SubscriptionCard summary={data} now={Date.now()} />
          <UsageCard summary={data} />
        </div>
      </div>
    </IndexPage>
  );
}
