/**
 * The default top bar draws its icons as SVG glyphs: an emoji shows as an empty box where the
 * device has no emoji font.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultSectionProps } from '../../shared';
import { TopbarSection } from './TopbarSection';

const emoji = /\p{Extended_Pictographic}/u;

describe('TopbarSection', () => {
  it('renders the default messages with an svg icon each and no emoji', () => {
    const props = defaultSectionProps('topbar');
    const html = renderToStaticMarkup(
      <TopbarSection id="t1" props={{ ...props, showRemoveButtons: true }} />,
    );
    const messages = [
      ...html.matchAll(/<li[^>]*data-testid="topbar-message"[^>]*>(.*?)<\/li>/g),
    ].map((m) => m[1] ?? '');
    expect(messages.map((m) => m.replace(/<[^>]+>/g, ''))).toEqual([
      'Free shipping on every order',
      'New arrivals every week',
      'Easy 30-day returns',
    ]);
    for (const message of messages) {
      expect(message).toMatch(
        /^<svg class="sf-topbar__icon"[^>]* aria-hidden="true"[^>]*><path d="/,
      );
    }
    expect(emoji.test(html)).toBe(false);
    // The buttons keep their names.
    expect(html).toContain('aria-label="Close announcement"');
    expect(html).toContain('aria-label="Remove message: Free shipping on every order"');
  });

  it('draws a glyph for a message saved with the old default emoji', () => {
    const props = defaultSectionProps('topbar');
    const html = renderToStaticMarkup(
      <TopbarSection
        id="t1"

        props={{ ...props, messages: [{ id: 'm1', icon: '🚚', text: 'Fast delivery' }] }}
      />,
    );
    expect(html).toContain('data-icon="truck"');
    expect(emoji.test(html)).toBe(false);
  });
});
