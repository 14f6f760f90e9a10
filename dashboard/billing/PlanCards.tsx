/**
 * The plans as cards (`PlanCard`: name, price per month or year, description, limits and
 * features; the current one marked) with "Choose" / "Change to" / "Renew": a confirmation naming the amount
 * (and the open invoice it replaces), then POST choose-plan issues the invoice. A refusal
 * (409 while a proof waits for review) stays in the dialog.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { formatAmount, type BillingSummary, type Invoice, type Plan } from '../../shared';
import { Badge, ConfirmDialog } from '../kit';
import { billingApi } from './billing-api';
import { billingKeys, invalidateBilling } from './billing-queries';
import { planActionLabel, planPriceText } from './billing-words';
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
            transfer and send us a proof; the plan starts when we approve the payment.
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
