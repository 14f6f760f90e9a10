/**
 * A modal confirmation on the native <dialog> (focus kept inside, Escape cancels): a title,
 * an explanation, an error line from a failed attempt, and Cancel / confirm buttons.
 */
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs; both buttons are disabled then. */
  pendingLabel: string;
  pending: boolean;
  /** The last attempt's failure, shown in the dialog (which stays open). */
  error?: string | null | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Mount it to open it; unmount it to close it. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="confirm-dialog"
      onCancel={(event) => {
        // Escape: let React decide (unmounting closes it), and never while the action runs.
        event.preventDefault();
        if (!pending) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{children}</div>
      {error ? (
        <p className="form-error" role="alert" data-testid="confirm-dialog-error">
          {error}
        </p>
      ) : null}
      <div className="confirm-dialog-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={onCancel}
          disabled={pending}
          data-testid="confirm-dialog-cancel"
        >
          Cancel
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={onConfirm}
          disabled={pending}
          data-testid="confirm-dialog-confirm"
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
