import { describe, expect, it } from 'vitest';
import { toMessageIcon } from './message-icon';

describe('toMessageIcon', () => {
  it('reads a glyph name of the icon set, in any case', () => {
    expect(toMessageIcon('truck')).toEqual({ kind: 'glyph', name: 'truck' });
    expect(toMessageIcon(' Sparkles ')).toEqual({ kind: 'glyph', name: 'sparkles' });
  });

  it('draws the glyph for the emoji of the old default top bar', () => {
    expect(toMessageIcon('🚚')).toEqual({ kind: 'glyph', name: 'truck' });
    expect(toMessageIcon('✨')).toEqual({ kind: 'glyph', name: 'sparkles' });
    expect(toMessageIcon('↩️')).toEqual({ kind: 'glyph', name: 'returns' });
  });

  it('keeps image URLs and other text as they are, and nothing for an empty icon', () => {
    expect(toMessageIcon('/media/s1/icon.png')).toEqual({
      kind: 'image',
      src: '/media/s1/icon.png',
    });
    expect(toMessageIcon('https://cdn.example/i.svg')).toEqual({
      kind: 'image',
      src: 'https://cdn.example/i.svg',
    });
    expect(toMessageIcon('NEW')).toEqual({ kind: 'text', text: 'NEW' });
    expect(toMessageIcon('toString')).toEqual({ kind: 'text', text: 'toString' });
    expect(toMessageIcon('   ')).toBeNull();
  });
});
