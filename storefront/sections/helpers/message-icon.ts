/**
 * What a content `icon` value draws (a topbar message's): a glyph of the storefront's icon
 * set by name (`truck`), an image by URL, else its text. The emoji of the old default top bar
 * (and the fashion template) draw their glyph, so stores saved with them show no empty box
 * where the device has no emoji font.
 */
import { isIconName, type IconName } from './icon-glyphs';

export type MessageIcon =
  | { kind: 'glyph'; name: IconName }
  | { kind: 'image'; src: string }
  | { kind: 'text'; text: string };

const emojiGlyphs = new Map<string, IconName>([
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
  if (isIconName(name)) return { kind: 'glyph', name };
  const fromEmoji = emojiGlyphs.get(icon);
  if (fromEmoji) return { kind: 'glyph', name: fromEmoji };
  if (imagePattern.test(icon)) return { kind: 'image', src: icon };
  return { kind: 'text', text: icon };
}
