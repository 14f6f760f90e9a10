/**
 * The one placement rule of blocks, as plain data and pure functions (the canvas's drop
 * targets are zod-free): which blocks each section and each block holding blocks accepts,
 * how many of a type, how many in all, and why a placement is refused, in words the merchant
 * reads. Blocks nest two levels: a section's blocks, and the blocks of a `columns` block or
 * of a hero slider's `slide`.
 */
import { countOf } from '../../plural';
import { sectionLabels } from '../labels';
import type { SectionType } from '../types';
import {
  blockLabels,
  productBlockTypes,
  type Block,
  type BlockRule,
  type BlockType,
} from './block-types';

/** What goes beside a headline on imagery: the static hero, the banner. */
const headlineBlocks: readonly BlockType[] = [
  'heading',
  'text',
  'button',
  'badge',
  'image',
  'countdown',
  'spacer',
  'columns',
];

/** The static hero's and the banner's rule. */
const headlineRule: BlockRule = {
  accepts: headlineBlocks,
  limits: { heading: 2, button: 4, countdown: 1, columns: 2 },
  maxBlocks: 12,
};

/** The product page's blocks it has at most once (all but its collapsible tabs). */
const productOnlyBlocks = productBlockTypes.filter((type) => type !== 'collapsibleTab');

/** The sections made of blocks, and what each accepts (a product grid: each card's parts). */
export const sectionBlockRules: Partial<Record<SectionType, BlockRule>> = {
  product: {
    accepts: [...productBlockTypes, 'text', 'badge', 'spacer'],
    limits: {
      ...Object.fromEntries(productOnlyBlocks.map((type) => [type, 1])),
      collapsibleTab: 6,
    },
    maxBlocks: 24,
  },
  footer: {
    accepts: ['menuColumn', 'text', 'newsletter', 'socialLinks', 'paymentIcons'],
    limits: { menuColumn: 6, text: 2, newsletter: 1, socialLinks: 1, paymentIcons: 1 },
    maxBlocks: 10,
  },
  productGrid: {
    accepts: ['productImage', 'title', 'rating', 'price', 'cardButtons'],
    limits: { productImage: 1, title: 1, rating: 1, price: 1, cardButtons: 1 },
    maxBlocks: 5,
  },
  faq: { accepts: ['question'], maxBlocks: 100 },
  testimonial: { accepts: ['testimonial'], maxBlocks: 50 },
  testimonial2: { accepts: ['testimonial'], maxBlocks: 50 },
  heroStatic: headlineRule,
  banner: headlineRule,
  hero: { accepts: ['slide'], maxBlocks: 10 },
};

/** The blocks that hold blocks, and what each accepts (no block holding blocks: 2 levels). */
export const blockBlockRules: Partial<Record<BlockType, BlockRule>> = {
  columns: {
    accepts: ['heading', 'text', 'button', 'badge', 'image', 'spacer'],
    limits: { heading: 4, button: 4 },
    maxBlocks: 8,
  },
  // A slide's headline, over its background (no columns: two levels).
  slide: {
    accepts: ['heading', 'text', 'button', 'badge', 'image', 'countdown', 'spacer'],
    limits: { heading: 2, button: 3, countdown: 1 },
    maxBlocks: 10,
  },
};

/** The rule of a section or block type, if it holds blocks. */
export function blockRuleOf(type: string): BlockRule | undefined {
  return Object.hasOwn(sectionBlockRules, type)
    ? sectionBlockRules[type as SectionType]
    : Object.hasOwn(blockBlockRules, type)
      ? blockBlockRules[type as BlockType]
      : undefined;
}

/** The display name of a section or block type. */
export function holderLabel(type: string): string {
  if (Object.hasOwn(sectionLabels, type)) return sectionLabels[type as SectionType];
  if (Object.hasOwn(blockLabels, type)) return blockLabels[type as BlockType];
  return type;
}

/** "2 Button blocks". */
export const blockCount = (count: number, type?: BlockType) =>
  type
    ? countOf(count, `${blockLabels[type]} block`, `${blockLabels[type]} blocks`)
    : countOf(count, 'block', 'blocks');

/**
 * Why a `type` block may not go into the blocks of a `holderType` section or block that holds `siblings` now, or
 * undefined when it may. `movingId`: a block moved within the same list does not count twice.
 */
export function blockRefusal(
  holderType: string,
  siblings: readonly Block[],
  item: { type: string },
  movingId?: string,
): string | undefined {
  const rule = blockRuleOf(holderType);
  const holder = holderLabel(holderType);
  const label = Object.hasOwn(blockLabels, item.type)
    ? `${blockLabels[item.type as BlockType]} blocks`
    : `'${item.type}' blocks`;
  if (!rule) return `${holder} takes no blocks`;
  if (!(rule.accepts as readonly string[]).includes(item.type)) {
    return `${holder} does not take ${label}`;
  }
  const others = siblings.filter((block) => block.id !== movingId);
  if (others.length >= rule.maxBlocks) {
    return `${holder} holds at most ${blockCount(rule.maxBlocks)}`;
  }
  const limit = rule.limits?.[item.type as BlockType];
  if (limit !== undefined && others.filter((block) => block.type === item.type).length >= limit) {
    return `${holder} holds at most ${blockCount(limit, item.type as BlockType)}`;
  }
  return undefined;
}
