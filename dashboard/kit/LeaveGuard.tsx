/**
 * Asks before leaving a screen with unsaved changes: a dialog for in-app navigation (the
 * router's blocker) and the browser's own prompt for reloads and closing the tab. A
 * navigation whose state carries `skipLeaveGuard` (after a save) is never held.
 */
import './kit.css';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

/** Pass as navigation state to leave without asking (the changes were just saved). */
export const skipLeaveGuard = { skipLeaveGuard: true } as const;

function skips(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'skipLeaveGuard' in state;
}

export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      !skips(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Leave with unsaved changes?"
      confirmLabel="Leave page"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      <p>If you leave this page, your changes will be lost.</p>
    </ConfirmDialog>
  );
}
