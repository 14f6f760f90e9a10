/**
 * The builder's keyboard shortcuts, one matcher for both sides: the editor's document listener
 * and the canvas iframe (which forwards what it matches as `editor/shortcut`). Pure over the
 * KeyboardEvent fields and the focused element's tag, type and contenteditable flag.
 * Owns: key press -> shortcut action. Not: running the actions (editor/shortcuts).
 */
import type { shortcutActions } from './messages';

export type ShortcutAction = (typeof shortcutActions)[number];

/** What the matcher reads of the element a key went to (an Element, read by duck typing). */
export interface KeyTarget {
  tagName?: string;
  /** An input's type (`text`, `checkbox`...). */
  type?: string;
  isContentEditable?: boolean;
}

/** The parts of a KeyboardEvent the matcher reads. */
export interface KeyPress {
  key: string;
  /** The physical key, e.g. `KeyZ`; used for letters when `key` is not Latin (other layouts). */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
  /** The focused element the key went to; anything without a tag reads as the page. */
  target?: unknown;
}

export interface ShortcutMatch {
  action: ShortcutAction;
  /** Stop the browser's own handling (its bookmark dialog, history navigation...). */
  preventDefault: boolean;
}

/**
 * Where focus is: `text` where keys edit text (text-like inputs, textareas, contenteditable),
 * `control` on other form controls and buttons (checkbox, select, colour, button...), `page`
 * anywhere else.
 */
export type KeyFocus = 'text' | 'control' | 'page';

const nonTextInputTypes = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Where a key pressed on `target` goes (see KeyFocus). */
export function getKeyFocus(target: unknown): KeyFocus {
  if (target === null || typeof target !== 'object') return 'page';
  const { tagName, type, isContentEditable } = target as KeyTarget;
  if (isContentEditable === true) return 'text';
  switch (typeof tagName === 'string' ? tagName.toUpperCase() : '') {
    case 'TEXTAREA':
      return 'text';
    case 'INPUT':
      return nonTextInputTypes.has(typeof type === 'string' ? type.toLowerCase() : 'text')
        ? 'control'
        : 'text';
    case 'SELECT':
    case 'BUTTON':
      return 'control';
    default:
      return 'page';
  }
}

/** The Latin letter a press means: its key, or its physical key when the key is a non-Latin letter. */
function letterOf(press: KeyPress): string {
  const key = press.key.length === 1 ? press.key.toLowerCase() : '';
  if (key >= 'a' && key <= 'z') return key;
  if (/^\p{L}$/u.test(key) && press.code?.startsWith('Key'))
    return press.code.slice(3).toLowerCase();
  return '';
}

/**
 * The shortcut a key press means, or null: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo,
 * Ctrl/Cmd+D duplicate, Delete/Backspace delete, Escape deselect. In a text field nothing
 * matches (the field keeps its own undo and editing keys); on another form control or a
 * button, Delete and Backspace never delete the section.
 */
export function matchShortcut(press: KeyPress): ShortcutMatch | null {
  if (press.altKey || press.isComposing) return null;
  const focus = getKeyFocus(press.target);
  if (focus === 'text') return null;
  if (press.ctrlKey || press.metaKey) {
    switch (letterOf(press)) {
      case 'z':
        return { action: press.shiftKey ? 'redo' : 'undo', preventDefault: true };
      case 'y':
        return press.ctrlKey && !press.metaKey && !press.shiftKey
          ? { action: 'redo', preventDefault: true }
          : null;
      case 'd':
        return press.shiftKey ? null : { action: 'duplicate', preventDefault: true };
      default:
        return null;
    }
  }
  if (press.shiftKey) return null;
  if (press.key === 'Escape') return { action: 'deselect', preventDefault: false };
  if ((press.key === 'Delete' || press.key === 'Backspace') && focus === 'page') {
    return { action: 'delete', preventDefault: true };
  }
  return null;
}
