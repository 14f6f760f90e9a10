import { describe, expect, it } from 'vitest';
import { isHexColor, toPickerHex } from './colour';
import { toSpacing, wrapSelection } from './FieldControls';
import { collectionOptions } from './SettingControl';
import {
  afterCommit,
  cleanDraft,
  formatText,
  parseNumberText,
  reconcileDraft,
} from './use-field-draft';

describe('field drafts', () => {
  it('keeps what was typed when the commit is refused, with the message', () => {
    const state = afterCommit('#12', { ok: false, message: 'Enter a colour' }, '#123456');
    expect(state).toEqual({ draft: '#12', error: 'Enter a colour', synced: '#123456' });
    // Re-rendering with the same prop keeps the draft.
    expect(reconcileDraft(state, '#123456')).toBe(state);
  });

  it('keeps the typed text over the parsed value it committed (a trimmed space)', () => {
    const state = afterCommit('/shop ', { ok: true, value: '/shop' }, '/sho');
    expect(reconcileDraft(state, '/shop')).toBe(state);
    expect(state.draft).toBe('/shop ');
  });

  it('drops the draft when the prop changes from outside (undo)', () => {
    const state = afterCommit('#12', { ok: false, message: 'x' }, '#123456');
    expect(reconcileDraft(state, '#ffffff')).toEqual(cleanDraft('#ffffff'));
    const spacing = afterCommit('4', { ok: true, value: { top: 4 } }, { top: 0 });
    expect(reconcileDraft(spacing, { top: 4 })).toBe(spacing);
  });

  it('reads number text', () => {
    expect(parseNumberText(' 12.5 ')).toEqual({ ok: true, value: 12.5 });
    expect(parseNumberText('')).toEqual({ ok: false, message: 'Enter a number' });
    expect(parseNumberText('abc')).toEqual({ ok: false, message: 'Enter a number' });
    expect(formatText(3)).toBe('3');
    expect(formatText(undefined)).toBe('');
  });
});

describe('colours', () => {
  it('recognises hex colours and converts them for the native picker', () => {
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('rgba(0,0,0,0.5)')).toBe(false);
    expect(toPickerHex('#AbC')).toBe('#aabbcc');
    expect(toPickerHex('#11223344')).toBe('#112233');
    expect(toPickerHex('transparent')).toBeUndefined();
  });
});

describe('spacing and rich text helpers', () => {
  it('reads spacing sides, missing ones as 0', () => {
    expect(toSpacing({ top: 4, left: 2 })).toEqual({ top: 4, right: 0, bottom: 0, left: 2 });
    expect(toSpacing(undefined)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  });

  it('wraps the selection in tags', () => {
    expect(wrapSelection('say hi now', 4, 6, '<b>', '</b>')).toEqual({
      text: 'say <b>hi</b> now',
      start: 7,
      end: 9,
    });
  });
});

describe('collectionOptions', () => {
  it('lists all products, then the categories by slug, and keeps an unknown current slug', () => {
    expect(collectionOptions([{ slug: 'hats', name: 'Hats' }], 'gone')).toEqual([
      { value: '', label: 'All products' },
      { value: 'hats', label: 'Hats' },
      { value: 'gone', label: 'gone (not found)' },
    ]);
  });
});
