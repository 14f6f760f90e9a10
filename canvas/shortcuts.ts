/**
 * Which builder shortcut a key press inside the iframe is (keys never reach the parent page,
 * so the canvas forwards them as `editor/shortcut`). Pure, over the KeyboardEvent fields.
 */
import type { EditorMessage } from '../protocol';

export type ShortcutAction = Extract<EditorMessage, { type: 'editor/shortcut' }>['action'];

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The shortcut for `press`, or null. Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z and Ctrl+Y redo,
 * Delete/Backspace delete, Ctrl/Cmd+D duplicate, Escape deselect. While typing in a field
 * (`typing`) only Escape counts, so text editing keeps its own keys.
 */
export function toShortcut(press: KeyPress, typing: boolean): ShortcutAction | null {
  const mod = press.ctrlKey || press.metaKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (key === 'Escape') return mod || press.altKey ? null : 'deselect';
  if (typing || press.altKey) return null;
  if (mod && key === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (press.ctrlKey && !press.metaKey && !press.shiftKey && key === 'y') return 'redo';
  if (mod && !press.shiftKey && key === 'd') return 'duplicate';
  if (!mod && !press.shiftKey && (key === 'Delete' || key === 'Backspace')) return 'delete';
  return null;
}

/** True when keys typed at `target` edit text (inputs, text areas, selects, contenteditable). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return ![
      'button',
      'checkbox',
      'radio',
      'submit',
      'reset',
      'image',
      'range',
      'color',
      'file',
    ].includes(target.type);
  }
  return false;
}
