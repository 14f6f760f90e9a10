/**
 * What a content `icon` value draws (a topbar message's): a glyph of the content icon set
 * (shared/sections/icon-glyphs.ts) by name (`truck`), an image by URL, else its text. The
 * emoji of the old default top bar (and the fashion template) draw their glyph, so stores
 * saved with them show no empty box where the device has no emoji font.
 */
import { isContentIconName, type ContentIconName } from '../../../shared';

export type MessageIcon =
  | { kind: 'glyph'; name: ContentIconName }
  | { kind: 'image'; src: string }
  | { kind: 'text'; text: string };

const emojiGlyphs = new Map<string, ContentIconName>([
  ['🚚', 'truck'],
  ['✨', 'sparkles'],
  ['↩️', 'returns'],
  ['↩', 'returns'],
]);

const imagePattern = /^(\/(?!\/)|https?:\/\/|data:image\/)/i;

/** The icon `value` stands for, or null when it is empty. */
export function toMessageIcon(value: string): MessageIcon | null {
  const icon = value.trim();
  if (!icon) return null;
  const name = icon.toLowerCase();
  if (isContentIconName(name)) return { kind: 'glyph', name };
  const fromEmoji = emojiGlyphs.get(icon);
  if (fromEmoji) return { kind: 'glyph', name: fromEmoji };
  if (imagePattern.test(icon)) return { kind: 'image', src: icon };
  return { kind: 'text', text: icon };
}
