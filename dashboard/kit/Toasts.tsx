/**
 * The dashboard's toasts (one configuration for every page that shows them): bottom-center,
 * closing after the spec's 600 ms (spec 2.1), paused while the pointer is over one or focus
 * is in one (Tab, or Alt+T, the library's shortcut to them; Escape lets them go on). Each
 * toast is announced when it appears (the library's live region, `role="alert"`), so nobody
 * needs to read it in time. Toasts say what happened; a message that needs reading or an
 * action is a Banner (dashboard/README.md, "Toasts").
 */
import type { FocusEvent } from 'react';
import { cssTransition, toast, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

/** The spec's auto-close delay. */
const TOAST_MS = 600;

/** A short slide in and out (toasts.css): the library's bounce kept each on screen 2 s. */
const quickSlide = cssTransition({
  enter: 'kit-toast-enter',
  exit: 'kit-toast-exit',
  collapseDuration: 150,
});

/** Focus leaving the toasts (not moving between them) lets them run again. */
function playOnLeave(event: FocusEvent<HTMLDivElement>) {
  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) toast.play();
}

export function Toasts() {
  return (
    <div className="kit-toasts" onFocus={() => toast.pause()} onBlur={playOnLeave}>
      <ToastContainer
        position="bottom-center"
        autoClose={TOAST_MS}
        transition={quickSlide}
        hideProgressBar
        pauseOnHover
        pauseOnFocusLoss
      />
    </div>
  );
}
