import { describe, expect, it } from 'vitest';
import { defaultHeroSlides, makeBlock } from '../../shared';
import { blockRowLabel, moveAnnouncement } from './block-rows';

describe('a block row', () => {
  it('names the block with a glimpse of its text, cut at 40 characters', () => {
    expect(blockRowLabel(makeBlock('button', 'b', { label: 'Shop   now' }))).toBe(
      'Button · Shop now',
    );
    expect(blockRowLabel(makeBlock('text', 't', { text: 'x'.repeat(60) }))).toBe(
      `Text · ${'x'.repeat(39)}…`,
    );
    expect(blockRowLabel(makeBlock('spacer', 's'))).toBe('Spacer');
    // A signup's heading, not its text.
    expect(blockRowLabel(makeBlock('newsletter', 'n'))).toBe(
      'Newsletter signup · Subscribe to our emails',
    );
  });

  it('names a slide or columns block by its first shown block with text', () => {
    const [first] = defaultHeroSlides();
    expect(blockRowLabel(first!)).toBe('Slide · New Season Arrivals');
    const columns = makeBlock('columns', 'c', {
      blocks: [
        makeBlock('heading', 'h', { text: 'Hidden' }, { hidden: true }),
        makeBlock('spacer', 's'),
        makeBlock('button', 'b', { label: 'Go' }),
      ],
    });
    expect(blockRowLabel(columns)).toBe('Columns · Go');
    expect(blockRowLabel(makeBlock('slide', 'empty'))).toBe('Slide');
  });

  it('announces a move with the position counted from 1', () => {
    expect(moveAnnouncement(makeBlock('slide', 's'), 1, 3)).toBe('Slide moved to position 2 of 3');
  });
});
