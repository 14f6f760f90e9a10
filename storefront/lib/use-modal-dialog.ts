/**
 * A native modal `<dialog>` for the storefront's overlays (cart drawer, search modal), as the
 * dashboard's kit Dialog does: `showModal()` traps focus in the dialog and makes the page
 * behind inert (no focus, no clicks), Escape asks to close, and `close()` returns focus to
 * whatever had it before. The caller decides when it is shown (`open`), so a closing
 * animation can run while the dialog is still modal.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';

export interface ModalDialogProps {
  ref: React.RefObject<HTMLDialogElement | null>;
  onCancel(event: SyntheticEvent<HTMLDialogElement>): void;
  onClose(): void;
  onClick(event: MouseEvent<HTMLDialogElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLDialogElement>): void;
}

/**
 * `open`: whether the dialog is shown (modal). `onDismiss`: Escape or a click on the backdrop.
 * `initialFocus`: what takes focus when it opens (else the browser's choice: the first
 * focusable element).
 */
export function useModalDialog(
  open: boolean,
  onDismiss: () => void,
  initialFocus?: React.RefObject<HTMLElement | null>,
): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  // Unmounted while shown: closed before it leaves the document, so focus goes back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return {
    ref,
    onCancel(event) {
      // A close request (Escape, a device's back gesture): the caller closes, after its
      // animation, not the browser at once.
      event.preventDefault();
      dismiss.current();
    },
    onKeyDown(event) {
      // Escape closes from any control, a search field with text too (which would otherwise
      // take the first Escape to clear itself).
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      dismiss.current();
    },
    onClose() {
      // Closed by the browser all the same (a second Escape with no user action between).
      if (open) dismiss.current();
    },
    onClick(event) {
      // A click on the backdrop reaches the dialog itself, outside its box.
      if (event.target !== event.currentTarget) return;
      const box = event.currentTarget.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) dismiss.current();
    },
  };
}
