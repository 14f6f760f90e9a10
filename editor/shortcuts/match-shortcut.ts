/**
 * The builder's keyboard shortcuts as data: which key press means which action, and whether
 * it applies while the user is typing in a field.
 * Owns: key matching. Not: running the actions (run-action.ts), listening (use-shortcuts.ts).
 */
import type { shortcutActions } from '../../protocol';

export type ShortcutAction = (typeof shortcutActions)[number];

/** The parts of a KeyboardEvent the matcher reads. */
export interface KeyPress {
  key: string;
  /** Physical key, e.g. `KeyZ`; used when `key` is not Latin (other keyboard layouts). */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface ShortcutMatch {
  action: ShortcutAction;
  /** Stop the browser's own handling (its undo, bookmark dialog...). */
  preventDefault: boolean;
}

function letter(press: KeyPress): string {
  const key = press.key.length === 1 ? press.key.toLowerCase() : '';
  if (key >= 'a' && key <= 'z') return key;
  return press.code?.startsWith('Key') ? press.code.slice(3).toLowerCase() : key;
}

/**
 * The action a key press means, or null. `typing` is true while focus is in a text field:
 * undo, redo and duplicate still apply there (the builder's history, not the field's);
 * Delete, Backspace and Escape keep their usual meaning.
 */
export function matchShortcut(press: KeyPress, typing: boolean): ShortcutMatch | null {
  if (press.altKey) return null;
  const mod = press.ctrlKey || press.metaKey;
  if (mod) {
    switch (letter(press)) {
      case 'z':
        return { action: press.shiftKey ? 'redo' : 'undo', preventDefault: true };
      case 'y':
        return press.shiftKey ? null : { action: 'redo', preventDefault: true };
      case 'd':
        return press.shiftKey ? null : { action: 'duplicate', preventDefault: true };
      default:
        return null;
    }
  }
  if (typing || press.shiftKey) return null;
  if (press.key === 'Delete' || press.key === 'Backspace') {
    return { action: 'delete', preventDefault: true };
  }
  if (press.key === 'Escape') return { action: 'deselect', preventDefault: false };
  return null;
}

/** The parts of an event target `isTypingTarget` reads. */
export interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
}

/**
 * Whether key presses on `target` belong to a form field: any input (checkboxes and colour
 * pickers too: Backspace there must never delete a section), textarea, select, contenteditable.
 */
export function isTypingTarget(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}
