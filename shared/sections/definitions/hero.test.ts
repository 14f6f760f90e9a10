import { describe, expect, it } from 'vitest';
import { blocksOf } from '../blocks/block-types';
import { heroSection } from './hero';

describe('hero section', () => {
  it('starts with three slides, each with its heading, text and buttons, and gives each parse its own copy', () => {
    const a = heroSection.schema.parse({});
    expect(a.blocks.map((b) => b.type)).toEqual(['slide', 'slide', 'slide']);
    expect(blocksOf(a.blocks[0]!.props).map((b) => b.type)).toEqual([
      'heading',
      'text',
      'button',
      'button',
    ]);
    blocksOf(a.blocks[0]!.props)[0]!.props.text = 'Changed';
    expect(blocksOf(heroSection.schema.parse({}).blocks[0]!.props)[0]!.props.text).toBe(
      'New Season Arrivals',
    );
  });

  it('holds slides only, at most 10, each with at most 3 buttons, naming the field', () => {
    const slides = heroSection.schema.parse({}).blocks;
    const more = Array.from({ length: 11 }, (_, i) => ({ ...slides[0]!, id: `s${i}`, props: {} }));
    const tooMany = heroSection.schema.safeParse({ blocks: more });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]).toMatchObject({
      path: ['blocks'],
      message: 'Hero Slider holds at most 10 blocks',
    });
    const heading = heroSection.schema.safeParse({
      blocks: [{ id: 'h', type: 'heading', props: {} }],
    });
    expect(heading.error?.issues[0]).toMatchObject({
      path: ['blocks', 0, 'type'],
      message: 'Hero Slider does not take Heading blocks',
    });
    const button = (id: string) => ({ id, type: 'button', props: {} });
    const fourButtons = heroSection.schema.safeParse({
      blocks: [{ id: 's', type: 'slide', props: { blocks: ['a', 'b', 'c', 'd'].map(button) } }],
    });
    expect(fourButtons.error?.issues[0]).toMatchObject({
      path: ['blocks', 0, 'props', 'blocks', 3, 'type'],
      message: 'Slide holds at most 3 Button blocks',
    });
  });

  it('accepts gradients of colours and refuses anything that could load a URL or escape the style', () => {
    const slide = (backgroundGradient: string) =>
      heroSection.schema.safeParse({
        blocks: [{ id: 's', type: 'slide', props: { backgroundGradient } }],
      }).success;
    expect(slide('linear-gradient(90deg, rgba(0,0,0,0.5) 0%, #fff 100%)')).toBe(true);
    expect(slide('radial-gradient(circle, #111 0%, #333 100%)')).toBe(true);
    expect(slide('url(https://evil.example/x.png)')).toBe(false);
    expect(slide('linear-gradient(#fff, url(x))')).toBe(false);
    expect(slide('linear-gradient(#fff, #000); color: red')).toBe(false);
  });

  it('refuses a video that is not a path or an http(s) URL, naming the field', () => {
    const parsed = heroSection.schema.safeParse({
      blocks: [{ id: 's', type: 'slide', props: { backgroundVideo: 'javascript:alert(1)' } }],
    });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['blocks', 0, 'props', 'backgroundVideo'],
      message: 'Slide block: Enter a video path or http(s) URL',
    });
  });
});
