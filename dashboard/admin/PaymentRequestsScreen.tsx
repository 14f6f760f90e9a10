/**
 * /admin/payment-requests (admin guard): the platform's queue of payment proofs. State tabs
 * with counts and the page live in the URL; each request shows its proof inline; Approve
 * confirms naming the consequence, Reject asks for a required reason (shared schema). A
 * decision toasts and refreshes the queue; one already decided elsewhere (409) is told in a
 * banner and the queue reloads.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { formatAmount, rejectPaymentBodySchema, type PaymentRequest } from '../../shared';
import { readApiError, type ApiErrorInfo } from '../api/read-api-error';
import {
  Banner,
  Card,
  ConfirmDialog,
  EmptyState,
  FilterTabs,
  IndexPage,
  Pagination,
  QueryError,
  ReasonDialog,
  useQueryParams,
} from '../kit';
import { adminApi } from './admin-api';
import { adminKeys, adminQueries } from './admin-queries';
import { PaymentRequestCard } from './PaymentRequestCard';
import { readPaymentRequestQuery } from './payment-request-query';

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };
type DialogState = { kind: 'approve' | 'reject'; request: PaymentRequest } | null;

const emptyWords: Record<string, string> = {
  pending: 'No payment waits for review.',
  approved: 'No payment has been approved yet.',
  rejected: 'No payment has been rejected.',
  all: 'No merchant has sent a payment proof yet.',
};

export function PaymentRequestsScreen() {
  const queryClient = useQueryClient();
  const [params, setParams] = useQueryParams();
  const query = readPaymentRequestQuery(params);
  const list = useQuery(adminQueries.paymentRequests(query.state, query.page));
  const [dialog, setDialog] = useState<DialogState>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const decide = useMutation({
    mutationFn: ({ request, decision }: { request: PaymentRequest; decision: Decision }) =>
      decision.kind === 'approve'
        ? adminApi.approve(request.id)
        : adminApi.reject(request.id, decision.reason),
    onSuccess: async (decided, { decision }) => {
      setDialog(null);
      setConflict(null);
      toast.success(
        decision.kind === 'approve'
          ? `Payment ${decided.invoice.reference} approved; the merchant is emailed`
          : `Payment ${decided.invoice.reference} rejected; the merchant is emailed`,
      );
      await queryClient.invalidateQueries({ queryKey: adminKeys.paymentRequests });
    },
    onError: (error) => {
      const info = readApiError(error);
      if (info.status === 409) {
        setDialog(null);
        setConflict(info.message);
        void queryClient.invalidateQueries({ queryKey: adminKeys.paymentRequests });
      }
    },
  });
  const failure = (fail?: (info: ApiErrorInfo) => void) => (error: unknown) => {
    const info = readApiError(error);
    if (info.status !== 409) fail?.(info);
  };

  const data = list.data;
  const counts = data?.counts;
  const request = dialog?.request;

  return (
    <IndexPage
      title="Payment requests"
      description="Merchants’ proofs of their bank transfers: approve to start their plan, or reject with a reason."
      data-testid="payment-requests-screen"
    >
      {data && !data.bankTransfer ? (
        <Banner
          tone="warning"
          title="Merchants cannot pay: bank transfer is off"
          data-testid="bank-transfer-off"
        >
          <p>
            The platform has no bank account configured, so no merchant can choose a paid plan (they
            are told it cannot be bought yet). Set <code>PLATFORM_BANK_NAME</code>,{' '}
            <code>PLATFORM_BANK_IBAN</code> and <code>PLATFORM_BANK_BIC</code> (and, when the
            account holder is not the operator, <code>PLATFORM_BANK_ACCOUNT_NAME</code>) in the
            server's environment and restart it.
          </p>
        </Banner>
      ) : null}
      {conflict ? (
        <Banner
          tone="warning"
          title="This payment was already decided"
          data-testid="decision-conflict"
        >
          <p>{conflict}</p>
        </Banner>
      ) : null}
      <Card className="kit-list-card" data-testid="payment-requests-card">
        <FilterTabs
          label="Payment request state"
          param="state"
          tabs={[
            { value: null, label: 'Pending', count: counts?.pending },
            { value: 'approved', label: 'Approved', count: counts?.approved },
            { value: 'rejected', label: 'Rejected', count: counts?.rejected },
            {
              value: 'all',
              label: 'All',
              count: counts ? counts.pending + counts.approved + counts.rejected : undefined,
            },
          ]}
          data-testid="state-tabs"
        />
        {list.isError ? (
          <QueryError
            what="the payment requests"
            query={list}
            data-testid="payment-requests-error"
          />
        ) : !data ? (
          <div className="admin-loading" aria-busy="true">
            <p className="visually-hidden" role="status">
              Loading the payment requests…
            </p>
            <span className="skeleton skeleton-title" aria-hidden="true" />
            <span className="skeleton skeleton-field" aria-hidden="true" />
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState title="Nothing here" data-testid="payment-requests-empty">
            {emptyWords[query.state] ?? emptyWords.all}
          </EmptyState>
        ) : (
          <>
            <ul
              className="admin-requests"
              aria-busy={list.isPlaceholderData || undefined}
              data-testid="payment-request-list"
            >
              {data.items.map((item) => (
                <PaymentRequestCard
                  key={item.id}
                  request={item}
                  busy={decide.isPending}
                  onApprove={() => {
                    decide.reset();
                    setDialog({ kind: 'approve', request: item });
                  }}
                  onReject={() => {
                    decide.reset();
                    setDialog({ kind: 'reject', request: item });
                  }}
                />
              ))}
            </ul>
            <Pagination
              page={data.page - 1}
              pageSize={data.pageSize}
              total={data.total}
              noun={['payment request', 'payment requests']}
              onPageChange={(page) => setParams({ page: page > 0 ? String(page + 1) : null })}
            />
          </>
        )}
      </Card>

      {dialog?.kind === 'approve' && request ? (
        <ConfirmDialog
          title={`Approve the payment ${request.invoice.reference}?`}
          confirmLabel="Approve payment"
          pendingLabel="Approving…"
          tone="primary"
          mutation={decide}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            decide.mutate({ request, decision: { kind: 'approve' } }, { onError: failure() })
          }
        >
          <p>
            {request.account.email} paid{' '}
            {formatAmount(request.invoice.amount, request.invoice.currency)} for the{' '}
            {request.invoice.planName} plan. Their subscription becomes active for the paid period,
            their stores open, and they are emailed.
          </p>
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'reject' && request ? (
        <ReasonDialog
          title={`Reject the payment ${request.invoice.reference}?`}
          schema={rejectPaymentBodySchema}
          toBody={(reason) => ({ proofId: request.id, reason })}
          submitLabel="Reject payment"
          pendingLabel="Rejecting…"
          pending={decide.isPending}
          onSubmit={(reason, fail) =>
            decide.mutate(
              { request, decision: { kind: 'reject', reason } },
              { onError: failure(fail) },
            )
          }
          onCancel={() => setDialog(null)}
          data-testid="reject-payment-dialog"
        >
          <p>
            {request.account.email} is emailed your reason and asked for a new proof; until then
            their dashboard shows the rejection.
          </p>
        </ReasonDialog>
      ) : null}
    </IndexPage>
  );
}
