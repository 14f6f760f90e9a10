import { describe, expect, it } from 'vitest';
import { toShortcut, type KeyPress } from './shortcuts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('toShortcut', () => {
  it('maps the builder shortcuts', () => {
    expect(toShortcut(press('z', { ctrlKey: true }), false)).toBe('undo');
    expect(toShortcut(press('z', { metaKey: true }), false)).toBe('undo');
    expect(toShortcut(press('Z', { ctrlKey: true, shiftKey: true }), false)).toBe('redo');
    expect(toShortcut(press('Z', { metaKey: true, shiftKey: true }), false)).toBe('redo');
    expect(toShortcut(press('y', { ctrlKey: true }), false)).toBe('redo');
    expect(toShortcut(press('Delete'), false)).toBe('delete');
    expect(toShortcut(press('Backspace'), false)).toBe('delete');
    expect(toShortcut(press('d', { ctrlKey: true }), false)).toBe('duplicate');
    expect(toShortcut(press('d', { metaKey: true }), false)).toBe('duplicate');
    expect(toShortcut(press('Escape'), false)).toBe('deselect');
  });

  it('ignores other keys and combinations', () => {
    expect(toShortcut(press('z'), false)).toBeNull();
    expect(toShortcut(press('y', { metaKey: true }), false)).toBeNull();
    expect(toShortcut(press('z', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(toShortcut(press('Delete', { ctrlKey: true }), false)).toBeNull();
    expect(toShortcut(press('a', { ctrlKey: true }), false)).toBeNull();
  });

  it('leaves text editing keys alone while typing, except Escape', () => {
    expect(toShortcut(press('Backspace'), true)).toBeNull();
    expect(toShortcut(press('z', { ctrlKey: true }), true)).toBeNull();
    expect(toShortcut(press('d', { ctrlKey: true }), true)).toBeNull();
    expect(toShortcut(press('Escape'), true)).toBe('deselect');
  });
});
