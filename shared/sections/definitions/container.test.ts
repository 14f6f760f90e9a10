import { describe, expect, it } from 'vitest';
import { containerSection } from './container';

const parse = (props: Record<string, unknown>) => containerSection.schema.safeParse(props).success;

describe('container section', () => {
  it('parses {} to the documented defaults', () => {
    expect(containerSection.schema.parse({})).toEqual({
      children: [],
      direction: 'column',
      gap: 16,
      alignItems: 'stretch',
      maxWidth: { value: 1200, unit: 'px' },
      backgroundColor: 'transparent',
      borderRadius: 0,
      padding: { top: 24, right: 16, bottom: 24, left: 16 },
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
    });
  });

  it('has a setting for every prop except children, which are edited by dragging', () => {
    const keys = Object.keys(containerSection.schema.shape)
      .filter((k) => k !== 'children')
      .sort();
    expect(containerSection.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('keeps nested components as given (content.ts validates them)', () => {
    const children = [{ id: 'a', type: 'textBlock', props: {} }];
    expect(containerSection.schema.parse({ children }).children).toEqual(children);
    expect(parse({ children: 'nope' })).toBe(false);
  });

  it('bounds the gap to 0-200', () => {
    expect(parse({ gap: 0 })).toBe(true);
    expect(parse({ gap: 200 })).toBe(true);
    expect(parse({ gap: -1 })).toBe(false);
    expect(parse({ gap: 201 })).toBe(false);
  });

  it('accepts only row or column and the listed alignments', () => {
    expect(parse({ direction: 'row', alignItems: 'center' })).toBe(true);
    expect(parse({ direction: 'grid' })).toBe(false);
    expect(parse({ alignItems: 'baseline' })).toBe(false);
  });
});
