/**
 * "Reject proof": a required reason the shopper reads (in the email and on their order
 * page, where they can send another proof). The kit's ReasonDialog, validated by the shared
 * transition schema.
 */
import { orderTransitionBodySchema } from '../../../shared';
import { ReasonDialog } from '../../kit';
import type { RunAction } from './use-order-transition';

export interface RejectProofDialogProps {
  orderId: string;
  orderNumber: number;
  proofId: string;
  run: RunAction;
  pending: boolean;
  onClose: () => void;
}

export function RejectProofDialog({
  orderId,
  orderNumber,
  proofId,
  run,
  pending,
  onClose,
}: RejectProofDialogProps) {
  return (
    <ReasonDialog
      title={`Reject the proof of order #${orderNumber}?`}
      schema={orderTransitionBodySchema}
      toBody={(reason) => ({ orderId, action: 'reject_proof', proofId, reason })}
      submitLabel="Reject proof"
      pendingLabel="Rejecting…"
      pending={pending}
      onSubmit={(reason, fail) =>
        run({ action: 'reject_proof', proofId, reason }, { onDone: onClose, onError: fail })
      }
      onCancel={onClose}
      data-testid="reject-proof-dialog"
    >
      <p>
        The payment goes back to unpaid. The shopper is emailed your reason and can send another
        proof.
      </p>
    </ReasonDialog>
  );
}
