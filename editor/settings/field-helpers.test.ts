import { describe, expect, it } from 'vitest';
import { getSectionDefinition } from '../../shared';
import { isHexColor, toPickerHex } from './colour';
import { toSpacing, wrapSelection } from './FieldControls';
import { humanizeKey, inferItemField, withBackgroundType } from './hero-slides';
import { getListElementSchema, getPropSchema } from './schema-introspection';
import { collectionOptions } from './SettingControl';
import {
  afterCommit,
  cleanDraft,
  formatText,
  parseNumberText,
  reconcileDraft,
} from './use-field-draft';
import { z } from 'zod';

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

describe('hero slides', () => {
  const slideSchema = getListElementSchema(getPropSchema(getSectionDefinition('hero')!, 'slides'));
  const slide = {
    id: 's1',
    backgroundType: 'gradient',
    background: 'linear-gradient(135deg, #1e3a8a 0%, #6d28d9 100%)',
  };

  it('resets a background that does not fit the new type', () => {
    expect(withBackgroundType(slide, 'image', slideSchema)).toMatchObject({
      backgroundType: 'image',
      background: '',
    });
    expect(withBackgroundType(slide, 'solid', slideSchema)).toMatchObject({
      backgroundType: 'solid',
      background: '#111827',
    });
    const result = withBackgroundType(slide, 'solid', slideSchema);
    expect(slideSchema!.safeParse(result).success).toBe(true);
  });

  it('keeps a background that still fits', () => {
    const image = { id: 's1', backgroundType: 'image', background: '/a.mp4' };
    expect(withBackgroundType(image, 'video', slideSchema)).toMatchObject({ background: '/a.mp4' });
  });

  it('infers controls for extra slide fields', () => {
    expect(humanizeKey('overlayColor')).toBe('Overlay colour');
    expect(inferItemField('badgeColor', z.string().default(''))).toEqual({
      kind: 'color',
      label: 'Badge colour',
    });
    expect(inferItemField('shadow', z.boolean())).toEqual({ kind: 'checkbox', label: 'Shadow' });
    expect(inferItemField('blur', z.number().min(0).max(1))).toEqual({
      kind: 'number',
      label: 'Blur',
      step: 0.05,
    });
    expect(inferItemField('align', z.enum(['a', 'b']))?.options).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'b' },
    ]);
    expect(inferItemField('list', z.array(z.string()))).toBeUndefined();
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
