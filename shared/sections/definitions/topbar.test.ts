import { describe, expect, it } from 'vitest';
import { isContentIconName } from '../icon-glyphs';
import { defaultTopbarMessages, topbarSection } from './topbar';

const parse = (props: Record<string, unknown>) => topbarSection.schema.safeParse(props).success;

describe('topbar section', () => {
  it('names a glyph of the content icon set for each default message (no emoji)', () => {
    for (const message of defaultTopbarMessages) {
      expect(isContentIconName(message.icon), message.icon).toBe(true);
    }
  });

  it('parses {} to the documented defaults', () => {
    expect(topbarSection.schema.parse({})).toEqual({
      messages: [
        { id: 'topbar-message-1', icon: 'truck', text: 'Free shipping on every order' },
        { id: 'topbar-message-2', icon: 'sparkles', text: 'New arrivals every week' },
        { id: 'topbar-message-3', icon: 'returns', text: 'Easy 30-day returns' },
      ],
      backgroundColor: '#111827',
      textColor: '#ffffff',
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
      padding: { top: 8, right: 16, bottom: 8, left: 16 },
      fontSize: 14,
      fontWeight: '500',
      animationDuration: 12,
      showCloseButton: true,
      showRemoveButtons: false,
    });
  });

  it('is global content shown in the palette', () => {
    expect(topbarSection.contentType).toBe('global');
    expect(topbarSection.hidden).toBe(false);
  });

  it('has a setting for every prop and no setting without a prop', () => {
    const keys = Object.keys(topbarSection.schema.shape).sort();
    expect(topbarSection.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('bounds the animation duration to 2-120 seconds', () => {
    expect(parse({ animationDuration: 2 })).toBe(true);
    expect(parse({ animationDuration: 120 })).toBe(true);
    expect(parse({ animationDuration: 1.9 })).toBe(false);
    expect(parse({ animationDuration: 121 })).toBe(false);
  });

  it('bounds the font size to 10-32 px', () => {
    expect(parse({ fontSize: 10 })).toBe(true);
    expect(parse({ fontSize: 32 })).toBe(true);
    expect(parse({ fontSize: 9 })).toBe(false);
    expect(parse({ fontSize: 33 })).toBe(false);
  });

  it('accepts up to 20 messages and fills a message icon with its default', () => {
    const messages = Array.from({ length: 20 }, (_, i) => ({ id: `m${i}`, text: `Message ${i}` }));
    const parsed = topbarSection.schema.parse({ messages });
    expect(parsed.messages[0]).toEqual({ id: 'm0', icon: '', text: 'Message 0' });
    expect(parse({ messages: [...messages, { id: 'm20', text: 'one more' }] })).toBe(false);
  });

  it('rejects a message without an id, a bad colour and an unknown font weight', () => {
    expect(parse({ messages: [{ id: '', text: 'x' }] })).toBe(false);
    expect(parse({ backgroundColor: 'url(x)' })).toBe(false);
    expect(parse({ fontWeight: '900' })).toBe(false);
  });
});
