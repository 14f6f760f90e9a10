/**
 * "Reject proof": a required reason the shopper reads (in the email and on their order
 * page, where they can send another proof). Validated by the shared transition schema.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { orderTransitionBodySchema } from '../../../shared';
import { applyServerErrors, Dialog, FormDialogActions, FormField, schemaResolver } from '../../kit';
import type { RunAction } from './use-order-transition';

interface RejectForm {
  reason: string;
}

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
  const formId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RejectForm>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(orderTransitionBodySchema, (values: RejectForm) => ({
      orderId,
      action: 'reject_proof',
      proofId,
      reason: values.reason,
    })),
  });

  const submit = handleSubmit((values) =>
    run(
      { action: 'reject_proof', proofId, reason: values.reason.trim() },
      {
        onDone: onClose,
        onError: (info) => {
          const unshown = applyServerErrors(info, setError, (field) =>
            field === 'reason' ? 'reason' : null,
          );
          if (unshown.length || !Object.keys(info.fieldErrors).length) {
            setError('root', { message: unshown[0] ?? info.message });
          }
        },
      },
    ),
  );

  return (
    <Dialog
      title={`Reject the proof of order #${orderNumber}?`}
      busy={pending}
      onCancel={onClose}
      data-testid="reject-proof-dialog"
      actions={
        <FormDialogActions
          formId={formId}
          pending={pending}
          onCancel={onClose}
          label="Reject proof"
          pendingLabel="Rejecting…"
          tone="danger"
        />
      }
    >
      <p>
        The payment goes back to unpaid. The shopper is emailed your reason and can send another
        proof.
      </p>
      <form id={formId} noValidate onSubmit={submit} className="orders-dialog-form">
        <FormField name="reason" label="Reason" required error={errors.reason?.message}>
          {(control) => <textarea rows={3} {...control} {...register('reason')} />}
        </FormField>
        {errors.root?.message ? (
          <p className="form-error" role="alert">
            {errors.root.message}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
