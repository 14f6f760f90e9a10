import { describe, expect, it } from 'vitest';
import { getSectionDefinition, type SectionType } from '../../shared';
import { clampToBounds, settleNumberText, submitNumberText } from './number-input';
import { getNumberBounds, getPropSchema } from './schema-introspection';
import { commitSetting } from './validate-setting';

/**
 * A number setting as the settings panel drives it: bounds read from the prop's schema, every
 * value committed through the schema, `stored` what reached the builder store.
 */
function numberSetting(type: SectionType, key: string) {
  const schema = getPropSchema(getSectionDefinition(type)!, key);
  const stored: unknown[] = [];
  const commit = (value: number) =>
    commitSetting(schema, key, value, (_key, parsed) => stored.push(parsed));
  const bounds = getNumberBounds(schema);
  return {
    stored,
    type: (text: string) => submitNumberText(text, commit),
    leave: (text: string) => settleNumberText(text, bounds, commit),
  };
}

describe('number settings', () => {
  it('[regression] typing 5 into the banner overlay opacity stores 1, never 5', () => {
    const opacity = numberSetting('banner', 'overlayOpacity');
    expect(opacity.type('5')).toEqual({ ok: false, message: 'Must be at most 1' });
    expect(opacity.stored).toEqual([]);
    // Leaving the field (blur or Enter) clamps what was typed into the bounds.
    expect(opacity.leave('5')).toEqual({ text: '1', result: { ok: true, value: 1 } });
    expect(opacity.stored).toEqual([1]);
  });

  it('[regression] raises a value below the minimum to the minimum', () => {
    const radius = numberSetting('productGrid', 'buyButtonRadius');
    expect(radius.type('-5')).toMatchObject({ ok: false, message: 'Must be at least 0' });
    expect(radius.leave('-5')).toEqual({ text: '0', result: { ok: true, value: 0 } });
    const size = numberSetting('footer', 'fontSize');
    expect(size.leave('3')).toEqual({ text: '12', result: { ok: true, value: 12 } });
    expect([...radius.stored, ...size.stored]).toEqual([0, 12]);
  });

  it('stores a value inside the bounds as typed, and has nothing to settle on leaving', () => {
    const opacity = numberSetting('banner', 'overlayOpacity');
    expect(opacity.type('0.5')).toEqual({ ok: true, value: 0.5 });
    expect(opacity.leave('0.5')).toBeUndefined();
    expect(opacity.stored).toEqual([0.5]);
  });

  it('leaves empty or garbled text to its "Enter a number" message', () => {
    const opacity = numberSetting('banner', 'overlayOpacity');
    expect(opacity.type('')).toEqual({ ok: false, message: 'Enter a number' });
    expect(opacity.leave('')).toBeUndefined();
    expect(opacity.leave('abc')).toBeUndefined();
    expect(opacity.stored).toEqual([]);
  });
});

describe('clampToBounds', () => {
  it('clamps into whichever bounds exist', () => {
    expect(clampToBounds(5, { min: 0, max: 1 })).toBe(1);
    expect(clampToBounds(-1, { min: 0, max: 1 })).toBe(0);
    expect(clampToBounds(0.3, { min: 0, max: 1 })).toBe(0.3);
    expect(clampToBounds(-7, { max: 1 })).toBe(-7);
    expect(clampToBounds(99, {})).toBe(99);
  });
});
