/**
 * The blocking dialog both guards show while the server checks the session (spec 2.3).
 * It covers the page and takes focus so nothing behind it can be used meanwhile.
 */
import { useEffect, useId, useRef } from 'react';

export function AuthLoadingDialog({ text = 'Checking your session…' }: { text?: string }) {
  const labelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="modal-backdrop">
      <div
        ref={ref}
        className="modal loading-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelId}
        aria-busy="true"
        tabIndex={-1}
        data-testid="auth-loading"
      >
        <span className="spinner" aria-hidden="true" />
        <p id={labelId}>{text}</p>
      </div>
    </div>
  );
}
