import { describe, expect, it } from 'vitest';
import { isTypingTarget, matchShortcut, type KeyPress } from './match-shortcut';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('matchShortcut', () => {
  it('maps Ctrl+Z and Cmd+Z to undo, with Shift to redo', () => {
    expect(matchShortcut(press('z', { ctrlKey: true }), false)?.action).toBe('undo');
    expect(matchShortcut(press('z', { metaKey: true }), false)?.action).toBe('undo');
    expect(matchShortcut(press('Z', { ctrlKey: true, shiftKey: true }), false)?.action).toBe(
      'redo',
    );
    expect(matchShortcut(press('z', { metaKey: true, shiftKey: true }), false)?.action).toBe(
      'redo',
    );
  });

  it('maps Ctrl+Y to redo', () => {
    expect(matchShortcut(press('y', { ctrlKey: true }), false)).toEqual({
      action: 'redo',
      preventDefault: true,
    });
  });

  it('maps Ctrl/Cmd+D to duplicate and asks to prevent the bookmark dialog', () => {
    expect(matchShortcut(press('d', { ctrlKey: true }), false)).toEqual({
      action: 'duplicate',
      preventDefault: true,
    });
    expect(matchShortcut(press('d', { metaKey: true }), true)?.action).toBe('duplicate');
  });

  it('keeps undo and redo for the builder even while typing in a field', () => {
    expect(matchShortcut(press('z', { ctrlKey: true }), true)).toEqual({
      action: 'undo',
      preventDefault: true,
    });
    expect(matchShortcut(press('y', { ctrlKey: true }), true)?.action).toBe('redo');
  });

  it('maps Delete and Backspace to delete, except while typing', () => {
    expect(matchShortcut(press('Delete'), false)?.action).toBe('delete');
    expect(matchShortcut(press('Backspace'), false)?.action).toBe('delete');
    expect(matchShortcut(press('Delete'), true)).toBeNull();
    expect(matchShortcut(press('Backspace'), true)).toBeNull();
  });

  it('maps Escape to deselect without preventing its default, except while typing', () => {
    expect(matchShortcut(press('Escape'), false)).toEqual({
      action: 'deselect',
      preventDefault: false,
    });
    expect(matchShortcut(press('Escape'), true)).toBeNull();
  });

  it('uses the physical key on non-Latin layouts', () => {
    expect(matchShortcut(press('я', { code: 'KeyZ', ctrlKey: true }), false)?.action).toBe('undo');
  });

  it('ignores other keys, Alt combinations and unmodified letters', () => {
    expect(matchShortcut(press('z'), false)).toBeNull();
    expect(matchShortcut(press('z', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(matchShortcut(press('s', { ctrlKey: true }), false)).toBeNull();
    expect(matchShortcut(press('Delete', { shiftKey: true }), false)).toBeNull();
    expect(matchShortcut(press('d', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is true for inputs of any type, textareas, selects and contenteditable', () => {
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'input' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is false for buttons, list items and nothing', () => {
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget({ tagName: 'LI', isContentEditable: false })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
