/**
 * What deleting an image would break, in words: the confirmation names where the image is
 * still shown ("Used by 2 products and 1 section.") and what happens to those places.
 */
import { countOf, pluralWord, type MediaUsage } from '../../shared';

/** `a`, `a and b`, `a, b and c`. */
function joinWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The places still showing the image ("2 products and 1 section"), or `''` when none.
 * Sections are counted rather than pages (a page is only its sections, plus the header and
 * footer that every page shares); a page is named only when no section is counted.
 */
export function describeUsage(usage: MediaUsage): string {
  const parts: string[] = [];
  if (usage.products) parts.push(countOf(usage.products, 'product', 'products'));
  if (usage.categories) parts.push(countOf(usage.categories, 'category', 'categories'));
  if (usage.sections) parts.push(countOf(usage.sections, 'section', 'sections'));
  else if (usage.pages) parts.push(countOf(usage.pages, 'page', 'pages'));
  return joinWords(parts);
}

/** The body of the delete confirmation. */
export function deleteConsequence(usage: MediaUsage): string {
  const places = describeUsage(usage);
  if (!places) return 'Nothing in your store uses it. This cannot be undone.';
  const uses = usage.products + usage.categories + (usage.sections || usage.pages);
  return `Used by ${places}. Delete it anyway? ${pluralWord(uses, 'That image', 'Those images')} will disappear from your store.`;
}
