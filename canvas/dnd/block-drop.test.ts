import { describe, expect, it } from 'vitest';
import { defaultHeroSlides, headlineBlocks, makeBlock, type Component } from '../../shared';
import { findBlockDrop, type BlockDropSection } from './block-drop';

const hero: Component = {
  id: 'hero',
  type: 'heroStatic',
  props: {
    blocks: [...headlineBlocks(), makeBlock('badge', 'hidden-badge', {}, { hidden: true })],
  },
};
const footer: Component = { id: 'foot', type: 'footer', props: {} };
const find = (id: string) => [hero, footer].find((c) => c.id === id);
const rect = (top: number, height = 40) => ({ left: 100, top, width: 400, height });

/** The hero as drawn: heading, text, two buttons side by side (the hidden badge is not). */
const drawnHero: BlockDropSection = {
  id: 'hero',
  rect: { left: 0, top: 0, width: 800, height: 500 },
  blocks: [
    { id: 'heading-1', rect: rect(100) },
    { id: 'text-1', rect: rect(160) },
    { id: 'button-1', rect: rect(220) },
    { id: 'button-2', rect: { left: 520, top: 220, width: 100, height: 40 } },
  ],
};

describe('a block dropped from the palette', () => {
  it('goes into the gap nearest the pointer, counted in the saved list', () => {
    const above = findBlockDrop(drawnHero, { x: 300, y: 105 }, 'badge', find);
    expect(above).toMatchObject({ kind: 'drop', sectionId: 'hero', index: 0 });
    expect(above?.indicator).toMatchObject({ kind: 'line', y: 98, x: 100 });
    const between = findBlockDrop(drawnHero, { x: 300, y: 170 }, 'badge', find);
    expect(between).toMatchObject({ kind: 'drop', index: 1 });
    // Below every drawn block: after the last saved one (the hidden badge).
    expect(findBlockDrop(drawnHero, { x: 300, y: 400 }, 'badge', find)).toMatchObject({
      kind: 'drop',
      index: 5,
    });
  });

  it('is refused, with the reason, by a section that does not take it', () => {
    expect(findBlockDrop(drawnHero, { x: 300, y: 105 }, 'price', find)).toMatchObject({
      kind: 'refused',
      reason: 'Static Hero does not take Price blocks',
      indicator: { kind: 'box', refusal: 'Static Hero does not take Price blocks' },
    });
    const overFooter = { id: 'foot', rect: rect(600, 200), blocks: [] };
    expect(findBlockDrop(overFooter, { x: 300, y: 650 }, 'price', find)).toMatchObject({
      kind: 'refused',
      reason: 'Footer does not take Price blocks',
    });
  });

  it('into a section with no block drawn yet fills its box; over no section it is nothing', () => {
    const empty: Component = { id: 'e', type: 'heroStatic', props: { blocks: [] } };
    const drop = findBlockDrop(
      { id: 'e', rect: rect(0, 300), blocks: [] },
      { x: 1, y: 1 },
      'text',
      () => empty,
    );
    expect(drop).toMatchObject({ kind: 'drop', index: 0, indicator: { kind: 'box' } });
    expect(findBlockDrop(null, { x: 1, y: 1 }, 'text', find)).toBeNull();
  });
});

describe('a section’s own block moved in the canvas', () => {
  it('does not count against its own limit', () => {
    const full: Component = {
      id: 'full',
      type: 'heroStatic',
      props: {
        blocks: headlineBlocks({
          buttons: ['a', 'b', 'c', 'd'].map((label) => ({ label, link: '/' })),
        }),
      },
    };
    const drawn = { id: 'full', rect: rect(0, 400), blocks: [{ id: 'button-4', rect: rect(300) }] };
    const at = { x: 300, y: 10 };
    expect(findBlockDrop(drawn, at, 'button', () => full)?.kind).toBe('refused');
    expect(findBlockDrop(drawn, at, 'button', () => full, 'button-4')).toMatchObject({
      kind: 'drop',
      index: 5,
    });
  });
});

describe('a block dropped over a block that holds blocks', () => {
  const slider: Component = { id: 'slider', type: 'hero', props: { blocks: defaultHeroSlides() } };
  const findSlider = () => slider;
  /** The second slide as shown: its heading, text and button. */
  const overSlide: BlockDropSection = {
    id: 'slider',
    rect: { left: 0, top: 0, width: 800, height: 600 },
    holder: { id: 'slide-2', rect: { left: 0, top: 0, width: 800, height: 600 } },
    blocks: [
      { id: 'slide2-heading-1', rect: rect(100) },
      { id: 'slide2-text-1', rect: rect(160) },
      { id: 'slide2-button-1', rect: rect(220) },
    ],
  };

  it('goes into that block’s list, at the gap nearest the pointer', () => {
    expect(findBlockDrop(overSlide, { x: 300, y: 170 }, 'badge', findSlider)).toMatchObject({
      kind: 'drop',
      sectionId: 'slider',
      holderId: 'slide-2',
      index: 1,
    });
  });

  it('is refused with the holder’s reason, and into a block that is gone it is nothing', () => {
    expect(findBlockDrop(overSlide, { x: 300, y: 170 }, 'columns', findSlider)).toMatchObject({
      kind: 'refused',
      reason: 'Slide does not take Columns blocks',
    });
    const gone = { ...overSlide, holder: { id: 'slide-9', rect: rect(0) } };
    expect(findBlockDrop(gone, { x: 300, y: 170 }, 'badge', findSlider)).toBeNull();
  });

  it('a slide dropped on the slider goes into the section’s own list', () => {
    const slides = {
      ...overSlide,
      holder: undefined,
      blocks: [{ id: 'slide-1', rect: rect(0, 600) }],
    };
    expect(findBlockDrop(slides, { x: 300, y: 500 }, 'slide', findSlider)).toMatchObject({
      kind: 'drop',
      holderId: null,
      index: 3,
    });
  });
});
