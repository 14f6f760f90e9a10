/**
 * Listens for the builder's shortcuts on the editor's document (capture phase, so a widget
 * that stops propagation cannot swallow them) and runs them.
 * Owns: the keydown listener. Not: key matching (protocol's `matchShortcut`), the actions.
 */
import { useEffect } from 'react';
import { matchShortcut, type ShortcutAction } from '../../protocol';

/** Widgets whose keys are their own. */
const OWN_KEYS = '[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]';

/**
 * Calls `onAction` for each shortcut pressed in the editor document while `enabled`.
 * `onAction` returns false when it did nothing (the key then keeps its usual meaning).
 */
export function useShortcuts(onAction: (action: ShortcutAction) => boolean, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      // Keys inside an open menu or dialog are its own (Escape closes it, nothing else).
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      const match = matchShortcut(event);
      if (!match) return;
      const handled = onAction(match.action);
      // Undo, redo and duplicate win over the browser's own (bookmarks); text fields never match.
      if (match.preventDefault && (handled || match.action !== 'delete')) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [onAction, enabled]);
}
