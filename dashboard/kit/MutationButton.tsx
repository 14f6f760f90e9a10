/**
 * A button that runs one mutation (one without variables): off while it runs, and saying
 * `pendingLabel` meanwhile ("Sending…").
 */
import type { ReactNode } from 'react';

export interface MutationButtonProps {
  mutation: { mutate: () => void; isPending: boolean };
  /** What the button says while the mutation runs. */
  pendingLabel: string;
  children: ReactNode;
  /** Defaults to `button button-primary`. */
  className?: string;
  /** Off for a reason of its own too (nothing to publish). Defaults to `false`. */
  disabled?: boolean;
  'data-testid'?: string;
}

export function MutationButton({
  mutation,
  pendingLabel,
  children,
  className = 'button button-primary',
  disabled = false,
  'data-testid': testId,
}: MutationButtonProps) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => mutation.mutate()}
      disabled={disabled || mutation.isPending}
      data-testid={testId}
    >
      {mutation.isPending ? pendingLabel : children}
    </button>
  );
}
