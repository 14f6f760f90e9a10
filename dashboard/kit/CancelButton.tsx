/**
 * A dialog's Cancel: a secondary button, off while the dialog's action runs.
 */
export interface CancelButtonProps {
  onCancel: () => void;
  /** True while the dialog's action runs. Defaults to `false`. */
  pending?: boolean;
  'data-testid'?: string;
}

export function CancelButton({
  onCancel,
  pending = false,
  'data-testid': testId,
}: CancelButtonProps) {
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={onCancel}
      disabled={pending}
      data-testid={testId}
    >
      Cancel
    </button>
  );
}
