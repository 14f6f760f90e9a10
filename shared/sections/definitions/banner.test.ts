import { describe, expect, it } from 'vitest';
import { bannerSection } from './banner';

describe('banner section', () => {
  it('starts with a heading, a text and one button, and keeps no text settings of its own', () => {
    const { blocks } = bannerSection.schema.parse({});
    expect(blocks.map((b) => `${b.type}:${String(b.props.text ?? b.props.label)}`)).toEqual([
      'heading:Explore Our Winter Products',
      'text:Warm layers, cosy knits and everything you need for the cold season.',
      'button:Shop Now',
    ]);
    expect(bannerSection.settings.some((s) => /^(title|subtitle|cta)/.test(s.key))).toBe(false);
  });

  it('names the field of a block over its limit', () => {
    const buttons = Array.from({ length: 5 }, (_, i) => ({ id: `b${i}`, type: 'button' }));
    const parsed = bannerSection.schema.safeParse({ blocks: buttons });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['blocks', 4, 'type'],
      message: 'Banner holds at most 4 Button blocks',
    });
  });
});
