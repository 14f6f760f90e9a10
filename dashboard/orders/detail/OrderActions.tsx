/**
 * The order's header actions: exactly the actions allowed now (from the server), the next
 * step as the primary button on the right, the rest and the print views in the menu. Cancel
 * and refund confirm in dialogs naming the consequence; ship and reject ask for details.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderActionName, OrderDetailDto } from '../../../shared';
import { ActionMenu, ConfirmDialog, type MenuAction } from '../../kit';
import { orderPrintHref, type PrintDocument } from '../order-links';
import { actionLabel, actionsWithDialog, splitActions } from './order-actions';
import { RefundDialog } from './RefundDialog';
import { RejectProofDialog } from './RejectProofDialog';
import { ShipDialog } from './ShipDialog';
import type { RunAction } from './use-order-transition';

export type OrderDialog =
  { kind: 'ship' | 'cancel' | 'refund' } | { kind: 'reject_proof'; proofId: string } | null;

export interface OrderActionsProps {
  order: OrderDetailDto;
  run: RunAction;
  pending: boolean;
  running: OrderActionName | undefined;
  dialog: OrderDialog;
  onDialog: (dialog: OrderDialog) => void;
  /** A failure of an action run without a dialog (not a 409: the banner has those). */
  onFailure: (message: string) => void;
}

/** The proof an approve or reject from the menu is about: the latest one still to review. */
function submittedProofId(order: OrderDetailDto): string | undefined {
  return [...order.proofs]
    .filter((p) => p.status === 'submitted')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0]?.id;
}

export function OrderActions({
  order,
  run,
  pending,
  running,
  dialog,
  onDialog,
  onFailure,
}: OrderActionsProps) {
  const navigate = useNavigate();
  const [cancelError, setCancelError] = useState<string | null>(null);
  const { primary, menu } = splitActions(order.allowedActions);
  const proofId = submittedProofId(order);

  function start(action: OrderActionName) {
    if (action === 'reject_proof') {
      if (proofId) onDialog({ kind: 'reject_proof', proofId });
      return;
    }
    if (actionsWithDialog.has(action)) {
      setCancelError(null);
      onDialog({ kind: action as 'ship' | 'cancel' | 'refund' });
      return;
    }
    if (action === 'approve_proof') {
      if (proofId) run({ action, proofId }, { onError: (info) => onFailure(info.message) });
      return;
    }
    run(
      { action: action as 'confirm' | 'process' | 'deliver' | 'mark_paid' },
      { onError: (info) => onFailure(info.message) },
    );
  }

  const print = (doc: PrintDocument) =>
    navigate(orderPrintHref(order.orderId, doc), { state: { autoPrint: true } });

  const menuActions: MenuAction[] = [
    ...menu.map((action): MenuAction => ({
      label: actionLabel(action),
      onSelect: () => start(action),
      tone: action === 'cancel' || action === 'refund' ? 'danger' : 'default',
      disabled: pending,
      'data-testid': `action-${action}`,
    })),
    {
      label: 'Print packing slip',
      onSelect: () => print('packing-slip'),
      'data-testid': 'print-packing-slip',
    },
    { label: 'Print invoice', onSelect: () => print('invoice'), 'data-testid': 'print-invoice' },
  ];

  return (
    <>
      <ActionMenu actions={menuActions} />
      {primary ? (
        <button
          type="button"
          className="button button-primary"
          onClick={() => start(primary)}
          disabled={pending}
          data-testid={`action-${primary}`}
        >
          {running === primary ? 'Saving…' : actionLabel(primary)}
        </button>
      ) : null}

      {dialog?.kind === 'ship' ? (
        <ShipDialog
          orderId={order.orderId}
          orderNumber={order.orderNumber}
          run={run}
          pending={pending}
          onClose={() => onDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'refund' ? (
        <RefundDialog order={order} run={run} pending={pending} onClose={() => onDialog(null)} />
      ) : null}
      {dialog?.kind === 'reject_proof' ? (
        <RejectProofDialog
          orderId={order.orderId}
          orderNumber={order.orderNumber}
          proofId={dialog.proofId}
          run={run}
          pending={pending}
          onClose={() => onDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <ConfirmDialog
          title={`Cancel order #${order.orderNumber}?`}
          confirmLabel="Cancel order"
          pendingLabel="Cancelling…"
          pending={pending}
          error={cancelError}
          onCancel={() => onDialog(null)}
          onConfirm={() =>
            run(
              { action: 'cancel' },
              { onDone: () => onDialog(null), onError: (info) => setCancelError(info.message) },
            )
          }
        >
          <p>
            Its items go back in stock and the shopper is emailed.
            {order.paymentStatus === 'paid' ? ' It is paid: refund it separately.' : ''}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
