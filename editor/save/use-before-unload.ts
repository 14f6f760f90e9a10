/**
 * Asks the browser to warn before leaving while `hasUnsavedWork()` is true.
 * Owns: the beforeunload listener. Not: deciding what is unsaved.
 */
import { useEffect } from 'react';

export function useBeforeUnload(hasUnsavedWork: () => boolean): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedWork()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedWork]);
}
