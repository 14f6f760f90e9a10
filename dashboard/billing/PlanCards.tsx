/**
 * The plans as cards (`PlanCard`: name, price per month or year, description, limits and
 * features; the current one marked) with "Choose" / "Change to" / "Renew": a confirmation naming the amount
 * (and the open invoice it replaces, and when the plan starts), then POST choose-plan issues
 * the invoice. A refusal (409 while a proof waits for review) stays in the dialog. While the
 * platform takes no transfer (no bank account configured) the plans show without buttons,
 * under a banner saying why.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { formatAmount, type BillingSummary, type Invoice, type Plan } from '../../shared';
import { Link } from 'react-router-dom';
import { Badge, Banner, ConfirmDialog } from '../kit';
import { formatDate } from '../../shared';
import { billingApi } from './billing-api';
import { billingKeys, invalidateBilling } from './billing-queries';
import { planActionLabel, planPriceText, planStartText } from './billing-words';
import { PlanCard } from './PlanCard';

export interface PlanCardsProps {
  plans: Plan[];
  summary: BillingSummary;
  /** The new invoice was issued. */
  onChosen: (invoice: Invoice) => void;
}

export function PlanCards({ plans, summary, onChosen }: PlanCardsProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const currentPlanId = summary.plan?.id ?? null;
  const open = summary.openInvoice;
  const choose = useMutation({
    mutationFn: (plan: Plan) => billingApi.choosePlan({ planId: plan.id }),
    onSuccess: async (invoice) => {
      setConfirming(null);
      queryClient.setQueryData<BillingSummary>(billingKeys.summary, (old) =>
        old ? { ...old, openInvoice: invoice } : old,
      );
      toast.success(`Invoice ${invoice.reference} issued`);
      onChosen(invoice);
      await invalidateBilling(queryClient);
    },
  });

  return (
    <>
      {summary.bankTransfer ? null : (
        <Banner
          tone="warning"
          title="Paid plans cannot be bought yet"
          data-testid="no-bank-transfer"
        >
          <p>
            The platform has not set up how to take payments, so no plan can be chosen for now.
            {summary.trialEndsAt && Date.parse(summary.trialEndsAt) > Date.now()
              ? ` Your free trial goes on until ${formatDate(summary.trialEndsAt)}.`
              : ''}{' '}
            Questions? <Link to="/contact">Contact the platform</Link>.
          </p>
        </Banner>
      )}
      <ul className="plan-cards" data-testid="plan-list">
        {plans.map((plan) => {
          const current = plan.id === currentPlanId;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              highlighted={current}
              badge={
                current ? (
                  <Badge tone="success" data-testid="current-plan-badge">
                    Current plan
                  </Badge>
                ) : null
              }
              action={
                // Each plan's choice is one of several equals: none is the screen's primary.
                // Without a way to pay (no bank transfer), there is nothing to choose.
                summary.bankTransfer ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => {
                      choose.reset();
                      setConfirming(plan);
                    }}
                    data-testid="choose-plan"
                  >
                    {planActionLabel(plan, currentPlanId)}
                  </button>
                ) : null
              }
            />
          );
        })}
      </ul>
      {confirming ? (
        <ConfirmDialog
          title={`Choose the ${confirming.name} plan?`}
          confirmLabel="Issue invoice"
          pendingLabel="Issuing…"
          tone="primary"
          mutation={choose}
          onCancel={() => setConfirming(null)}
          onConfirm={() => choose.mutate(confirming)}
        >
          <p>
            We issue an invoice of {planPriceText(confirming, formatAmount)}. Pay it by bank
            transfer and send us a proof;{' '}
            {planStartText(summary.trialEndsAt, Date.now(), formatDate)}.
          </p>
          {open ? (
            <p>
              Your open invoice <strong>{open.reference}</strong> is cancelled: do not pay it.
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
