/**
 * A confirmation on the kit's Dialog: a question naming the object, the consequence, an
 * error line from a failed attempt (the dialog stays open), and Cancel / confirm buttons.
 */
import './kit.css';
import type { ReactNode } from 'react';
import { readApiError } from '../api/read-api-error';
import { CancelButton } from './CancelButton';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  /** The question, naming the object: "Delete 3 products?". */
  title: string;
  /** The consequence. */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs; both buttons are disabled then. */
  pendingLabel?: string;
  pending?: boolean;
  /** Only the confirm button is disabled (the dialog still gathers what it must say). */
  confirmDisabled?: boolean;
  /** The last attempt's failure, shown in the dialog (which stays open). */
  error?: string | null | undefined;
  /**
   * The mutation the confirm runs: its pending state and its failure's message stand for
   * `pending` and `error`.
   */
  mutation?: { isPending: boolean; error: unknown };
  /** `danger` (red confirm) for destructive actions. Defaults to `danger`. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** Mount it to open it; unmount it to close it. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel = 'Working…',
  pending: pendingProp = false,
  confirmDisabled = false,
  error: errorProp,
  mutation,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const pending = mutation ? mutation.isPending : pendingProp;
  const error = mutation?.error ? readApiError(mutation.error).message : errorProp;
  return (
    <Dialog
      title={title}
      busy={pending}
      onCancel={onCancel}
      data-testid="confirm-dialog"
      actions={
        <>
          <CancelButton onCancel={onCancel} pending={pending} data-testid="confirm-dialog-cancel" />
          <button
            type="button"
            className={`button ${tone === 'danger' ? 'button-danger' : 'button-primary'}`}
            onClick={onConfirm}
            disabled={pending || confirmDisabled}
            data-testid="confirm-dialog-confirm"
          >
            {pending ? pendingLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {error ? (
        <p className="form-error" role="alert" data-testid="confirm-dialog-error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
