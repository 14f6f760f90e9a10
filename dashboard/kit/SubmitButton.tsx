/**
 * A form's submit button: off while its request runs (or for a reason of its own), saying
 * `pendingLabel` meanwhile. `form` names the form when the button sits outside it.
 */
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  /** True while the form's request runs. */
  pending: boolean;
  /** What it says while pending. Defaults to `Saving…`. */
  pendingLabel?: string;
  children: ReactNode;
  /** Defaults to `button button-primary`. */
  className?: string;
  /** Off for a reason of its own too (nothing changed). Defaults to `false`. */
  disabled?: boolean;
  form?: string | undefined;
  'data-testid'?: string | undefined;
}

export function SubmitButton({
  pending,
  pendingLabel = 'Saving…',
  children,
  className = 'button button-primary',
  disabled = false,
  form,
  'data-testid': testId,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      form={form}
      className={className}
      disabled={disabled || pending}
      data-testid={testId}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
