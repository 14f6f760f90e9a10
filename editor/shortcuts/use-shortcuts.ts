/**
 * Listens for the builder's shortcuts on the editor's document (capture phase, so a field
 * that stops propagation still gets builder undo) and runs them.
 * Owns: the keydown listener. Not: key matching, the actions themselves.
 */
import { useEffect } from 'react';
import { isTypingTarget, matchShortcut, type ShortcutAction } from './match-shortcut';

/**
 * Calls `onAction` for each shortcut pressed in the editor document while `enabled`.
 * `onAction` returns false when it did nothing (the key then keeps its usual meaning).
 */
export function useShortcuts(onAction: (action: ShortcutAction) => boolean, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      const match = matchShortcut(event, isTypingTarget(target as HTMLElement | null));
      if (!match) return;
      const handled = onAction(match.action);
      // Undo, redo and duplicate always win over the browser's own (field undo, bookmarks).
      if (match.preventDefault && (handled || match.action !== 'delete')) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [onAction, enabled]);
}
