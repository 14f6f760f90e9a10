/**
 * Typed blocks: the pieces a section is composed of (a heading, a text, a button...), saved
 * in order in the section's `props.blocks` and, for a block that holds others (columns, a
 * hero slide), in its own `props.blocks`. Zod-free: the storefront renders blocks with these types alone.
 * Owns: the block types, the saved block's shape, a section's or block's rule of what it
 * accepts. Not: the props schemas (block-definitions.ts), the edits (block-tree.ts).
 */

/** The product page's blocks (they read the page's product; only it takes them). */
export const productBlockTypes = [
  'title',
  'price',
  'rating',
  'stock',
  'variantPicker',
  'quantity',
  'buyButtons',
  'description',
  'collapsibleTab',
  'shareLinks',
  'trustBadges',
] as const;

/** The items of list sections: an FAQ's questions, the testimonials' quotes. */
export const itemBlockTypes = ['question', 'testimonial'] as const;

/**
 * A product grid card's own blocks (with the product page's title, price and rating, which
 * read the card's product there).
 */
export const cardBlockTypes = ['productImage', 'cardButtons'] as const;

/** The footer's own blocks (only it takes them). */
export const footerBlockTypes = [
  'menuColumn',
  'socialLinks',
  'paymentIcons',
  'newsletter',
] as const;

export const blockTypes = [
  'heading',
  'text',
  'button',
  'badge',
  'spacer',
  'image',
  'countdown',
  'columns',
  'slide',
  ...productBlockTypes,
  ...footerBlockTypes,
  ...itemBlockTypes,
  ...cardBlockTypes,
] as const;
export type BlockType = (typeof blockTypes)[number];

/** One saved block. */
export interface Block {
  /** Unique within its section (nested blocks included). */
  id: string;
  type: BlockType;
  /** The block type's schema version it was saved with (its migrations run up to today's). */
  v: number;
  /** Kept in the section, not drawn on the store. */
  hidden?: boolean;
  props: Record<string, unknown>;
}

/** What a section (or a block holding blocks) accepts in its `props.blocks`. */
export interface BlockRule {
  /** The block types it accepts, in the order its "Add block" menu lists them. */
  accepts: readonly BlockType[];
  /** At most this many of a type (types not named: up to `maxBlocks`). */
  limits?: Partial<Record<BlockType, number>>;
  /** At most this many blocks in all. */
  maxBlocks: number;
}

export const isBlockType = (type: unknown): type is BlockType =>
  typeof type === 'string' && (blockTypes as readonly string[]).includes(type);

/** The blocks a section's or a block's props hold (`props.blocks`); [] when none. */
export function blocksOf(props: Readonly<Record<string, unknown>> | undefined): Block[] {
  const blocks = props?.blocks;
  return Array.isArray(blocks) ? (blocks as Block[]) : [];
}

/** `type -> label` (the "Add block" menu, the layer tree, messages). */
export const blockLabels: Readonly<Record<BlockType, string>> = {
  heading: 'Heading',
  text: 'Text',
  button: 'Button',
  badge: 'Badge',
  spacer: 'Spacer',
  image: 'Image',
  countdown: 'Countdown',
  columns: 'Columns',
  slide: 'Slide',
  title: 'Product title',
  price: 'Price',
  rating: 'Rating',
  stock: 'Stock status',
  variantPicker: 'Variant picker',
  quantity: 'Quantity',
  buyButtons: 'Buy buttons',
  description: 'Description',
  collapsibleTab: 'Collapsible tab',
  shareLinks: 'Share links',
  trustBadges: 'Trust badges',
  menuColumn: 'Menu column',
  socialLinks: 'Social links',
  paymentIcons: 'Payment icons',
  newsletter: 'Newsletter signup',
  question: 'Question',
  testimonial: 'Testimonial',
  productImage: 'Product image',
  cardButtons: 'Card buttons',
};

/** The shown blocks of a list section as its items: `{ id, ...props }`, hidden ones left out. */
export function blockItems<T extends { id: string }>(blocks: readonly Block[]): T[] {
  return blocks
    .filter((block) => !block.hidden)
    .map((block) => ({ ...block.props, id: block.id }) as unknown as T);
}
