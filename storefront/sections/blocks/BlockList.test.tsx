import { describe, expect, it } from 'vitest';
import { headlineBlocks, makeBlock, type Block } from '../../../shared';
import { renderInStorefront } from '../../test-support';
import { BlockList, firstHeadingId } from './BlockList';
import { endsAtMs, timeLeft } from './Countdown';

const render = (blocks: Block[]) =>
  renderInStorefront(
    <BlockList
      blocks={blocks}
      block="sf-hero-static"
      align="center"
      headingId={firstHeadingId(blocks, 's')}
    />,
  );

describe('BlockList', () => {
  it('draws blocks in order with the section’s classes, buttons in one row, hidden ones not', () => {
    const blocks = headlineBlocks({
      heading: 'Hello',
      text: 'World',
      buttons: [
        { label: 'One', link: '/one' },
        { label: 'Two', link: '/two' },
      ],
    });
    blocks.push(makeBlock('badge', 'badge-1', { text: 'Sale' }, { hidden: true }));
    blocks.unshift(makeBlock('badge', 'badge-2', { text: 'New' }));
    const html = render(blocks);
    expect(html).not.toContain('Sale');
    const order = [...html.matchAll(/data-block-type="(\w+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['badge', 'heading', 'text', 'button', 'button']);
    expect(html).toMatch(
      /<h2 data-block-id="heading-1"[^>]*id="s-heading-1" class="sf-hero-static__title"/,
    );
    // Both buttons sit in one actions row.
    expect(html.match(/sf-hero-static__actions/g)).toHaveLength(1);
    expect(html).toContain('class="sf-hero-static__cta sf-hero-static__cta--secondary"');
    // Colours left "from scheme" read the scheme's variables.
    expect(html).toContain('background-color:var(--sf-c-button-background)');
  });

  it('splits button rows around another block, and labels the section by the first drawn heading', () => {
    const blocks = [
      makeBlock('heading', 'h0', { text: '' }),
      makeBlock('button', 'b1'),
      makeBlock('spacer', 'sp'),
      makeBlock('button', 'b2'),
      makeBlock('heading', 'h2', { text: 'Second' }),
    ];
    const html = render(blocks);
    expect(html.match(/sf-hero-static__actions/g)).toHaveLength(2);
    expect(firstHeadingId(blocks, 's')).toBe('s-h2');
    expect(html).toContain('id="s-h2"');
  });

  it('draws columns of blocks, and a countdown with dashes until the browser counts', () => {
    const html = render([
      makeBlock('columns', 'c', { blocks: [makeBlock('text', 't', { text: 'Left' })] }),
      makeBlock('countdown', 'cd', { endsAt: '2030-01-01T00:00' }),
    ]);
    expect(html).toMatch(/class="sf-block-columns"[^>]*>.*Left/);
    expect(html).toContain('dateTime="2030-01-01T00:00:00.000Z"');
    expect(html).toContain('--');
  });
});

describe('the countdown’s arithmetic', () => {
  it('reads a moment without a zone as UTC and counts whole days, hours and minutes', () => {
    const end = endsAtMs('2026-12-24T18:00');
    expect(end).toBe(Date.UTC(2026, 11, 24, 18));
    expect(endsAtMs('2026-12-24T18:00+01:00')).toBe(Date.UTC(2026, 11, 24, 17));
    const now = Date.UTC(2026, 11, 23, 16, 30, 10);
    expect(timeLeft(end, now)).toEqual({ days: 1, hours: 1, minutes: 30 });
    expect(timeLeft(end, end + 1)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('a button block opening a new tab', () => {
  it('says so to screen readers', () => {
    const html = render([makeBlock('button', 'b', { label: 'Go', openInNewTab: true })]);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('<span class="sf-visually-hidden"> (opens in a new tab)</span>');
  });
});
