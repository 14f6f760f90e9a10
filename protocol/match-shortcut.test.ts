import { describe, expect, it } from 'vitest';
import { matchShortcut, type KeyPress, type KeyTarget } from './match-shortcut';

const body: KeyTarget = { tagName: 'BODY' };
const textInput: KeyTarget = { tagName: 'INPUT', type: 'text' };
const checkbox: KeyTarget = { tagName: 'INPUT', type: 'checkbox' };

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  target: body,
  ...mods,
});
const actionOf = (key: string, mods: Partial<KeyPress> = {}) =>
  matchShortcut(press(key, mods))?.action ?? null;

describe('matchShortcut', () => {
  it('undoes with Ctrl+Z and Cmd+Z', () => {
    expect(matchShortcut(press('z', { ctrlKey: true }))).toEqual({
      action: 'undo',
      preventDefault: true,
    });
    expect(actionOf('z', { metaKey: true })).toBe('undo');
  });

  it('redoes with Ctrl+Shift+Z, Cmd+Shift+Z and Ctrl+Y', () => {
    expect(actionOf('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(actionOf('z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(matchShortcut(press('y', { ctrlKey: true }))).toEqual({
      action: 'redo',
      preventDefault: true,
    });
    // Cmd+Y is the browser's history on a Mac, and Ctrl+Shift+Y is not redo anywhere.
    expect(actionOf('y', { metaKey: true })).toBeNull();
    expect(actionOf('Y', { ctrlKey: true, shiftKey: true })).toBeNull();
  });

  it('duplicates with Ctrl/Cmd+D and deselects with Escape', () => {
    expect(actionOf('d', { ctrlKey: true })).toBe('duplicate');
    expect(actionOf('d', { metaKey: true })).toBe('duplicate');
    expect(matchShortcut(press('Escape'))).toEqual({ action: 'deselect', preventDefault: false });
  });

  it('deletes with Delete and Backspace when focus is on the page', () => {
    expect(matchShortcut(press('Delete'))).toEqual({ action: 'delete', preventDefault: true });
    expect(actionOf('Backspace')).toBe('delete');
    expect(actionOf('Backspace', { target: null })).toBe('delete');
    expect(actionOf('Delete', { target: { tagName: 'LI' } })).toBe('delete');
  });

  it('[regression] never deletes the section while focus is in a form control or button', () => {
    const targets: KeyTarget[] = [
      textInput,
      { tagName: 'input' },
      { tagName: 'INPUT', type: 'number' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
      checkbox,
      { tagName: 'INPUT', type: 'radio' },
      { tagName: 'INPUT', type: 'color' },
      { tagName: 'BUTTON' },
      { tagName: 'INPUT', type: 'submit' },
    ];
    for (const target of targets) {
      expect(actionOf('Backspace', { target }), JSON.stringify(target)).toBeNull();
      expect(actionOf('Delete', { target }), JSON.stringify(target)).toBeNull();
    }
  });

  it('[regression] leaves Ctrl/Cmd+Z and redo to a text field, so it keeps its own undo', () => {
    for (const target of [textInput, { tagName: 'TEXTAREA' }, { isContentEditable: true }]) {
      expect(actionOf('z', { ctrlKey: true, target })).toBeNull();
      expect(actionOf('z', { metaKey: true, target })).toBeNull();
      expect(actionOf('Z', { ctrlKey: true, shiftKey: true, target })).toBeNull();
      expect(actionOf('y', { ctrlKey: true, target })).toBeNull();
      expect(actionOf('d', { ctrlKey: true, target })).toBeNull();
      expect(actionOf('Escape', { target })).toBeNull();
    }
  });

  it('undoes the builder from a focused checkbox or button, which have no undo of their own', () => {
    expect(actionOf('z', { ctrlKey: true, target: checkbox })).toBe('undo');
    expect(actionOf('y', { ctrlKey: true, target: { tagName: 'BUTTON' } })).toBe('redo');
  });

  it('[regression] matches letters by their physical key on non-Latin layouts', () => {
    expect(actionOf('я', { code: 'KeyZ', ctrlKey: true })).toBe('undo');
    expect(actionOf('Я', { code: 'KeyZ', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(actionOf('н', { code: 'KeyY', ctrlKey: true })).toBe('redo');
    expect(actionOf('в', { code: 'KeyD', metaKey: true })).toBe('duplicate');
    // A Latin key wins over its position: Dvorak's ';' sits where QWERTY has Z.
    expect(actionOf(';', { code: 'KeyZ', ctrlKey: true })).toBeNull();
    expect(actionOf('z', { code: 'KeySemicolon', ctrlKey: true })).toBe('undo');
  });

  it('ignores other keys, Alt combinations, unmodified letters and IME composition', () => {
    expect(actionOf('z')).toBeNull();
    expect(actionOf('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(actionOf('s', { ctrlKey: true })).toBeNull();
    expect(actionOf('Delete', { shiftKey: true })).toBeNull();
    expect(actionOf('Delete', { ctrlKey: true })).toBeNull();
    expect(actionOf('d', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(actionOf('Escape', { ctrlKey: true })).toBeNull();
    expect(actionOf('z', { ctrlKey: true, isComposing: true })).toBeNull();
  });
});
