/**
 * A modal dialog on the native <dialog>: focus moves in when it opens and back when it
 * closes, Escape cancels (unless `busy`) even after a click into a framed preview, the page
 * behind is inert. Mount it to open it,
 * unmount it to close it. ConfirmDialog and the bulk-action dialogs are built on it.
 */
import './kit.css';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** The buttons, right-aligned under the body. */
  actions: ReactNode;
  /** While true, Escape does nothing (the action is running). */
  busy?: boolean;
  /** Escape, or the caller's own Cancel button. */
  onCancel: () => void;
  /** `wide` fits a table (the price preview). Defaults to `narrow`. */
  size?: 'narrow' | 'wide';
  'data-testid'?: string;
}

export function Dialog({
  title,
  children,
  actions,
  busy = false,
  onCancel,
  size = 'narrow',
  'data-testid': testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  // A layout effect: its cleanup runs before React removes the <dialog>, and only closing a
  // dialog still in the document moves focus back to where it was (removing one does not).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // The browser focuses the first focusable element; when that is a frame (a page preview),
      // the keys go to the framed document and Escape does not reach this dialog in every
      // browser. Start on the first action instead, as the frame is only to look at.
      if (
        document.activeElement instanceof HTMLIFrameElement &&
        dialog.contains(document.activeElement)
      ) {
        dialog.querySelector<HTMLElement>('.dialog-actions button')?.focus();
      }
    }
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  // A click into a frame (a sandboxed preview) takes the keys to its document, where Escape
  // never reaches this dialog: focus comes straight back to the first action. The frame still
  // scrolls with the wheel and answers clicks; it is only to look at.
  useEffect(() => {
    const onBlur = () =>
      setTimeout(() => {
        const dialog = ref.current;
        const active = document.activeElement;
        if (dialog?.open && active instanceof HTMLIFrameElement && dialog.contains(active))
          dialog.querySelector<HTMLElement>('.dialog-actions button')?.focus();
      });
    window.addEventListener('blur', onBlur);
    return () => window.removeEventListener('blur', onBlur);
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${size}`}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: React decides (unmounting closes it), and never while the action runs.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId} className="dialog-body">
        {children}
      </div>
      <div className="dialog-actions">{actions}</div>
    </dialog>
  );
}
