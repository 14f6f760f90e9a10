/**
 * The buttons of a dialog that holds a form: Cancel, then the submit button (outside the
 * <form>, tied to it by `form={formId}`), both disabled while the request runs, the submit
 * saying what is happening (`Saving…`). Every form dialog uses it, so they all read alike.
 */
import { CancelButton } from './CancelButton';
import { SubmitButton } from './SubmitButton';

export interface FormDialogActionsProps {
  /** The id of the dialog's <form>. */
  formId: string;
  /** True while the request runs. */
  pending: boolean;
  onCancel: () => void;
  /** The submit button's words (`Mark as shipped`). */
  label: string;
  /** Its words while pending. Defaults to `Saving…`. */
  pendingLabel?: string;
  /** `danger` for an action that cannot be undone (a refund, a rejection). */
  tone?: 'primary' | 'danger';
  'data-testid'?: string;
}

export function FormDialogActions({
  formId,
  pending,
  onCancel,
  label,
  pendingLabel = 'Saving…',
  tone = 'primary',
  'data-testid': testId,
}: FormDialogActionsProps) {
  return (
    <>
      <CancelButton onCancel={onCancel} pending={pending} />
      <SubmitButton
        pending={pending}
        pendingLabel={pendingLabel}
        className={`button button-${tone}`}
        form={formId}
        data-testid={testId}
      >
        {label}
      </SubmitButton>
    </>
  );
}
