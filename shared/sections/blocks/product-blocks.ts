/**
 * The product page's blocks: the pieces of the product section's info column, which a
 * merchant reorders, hides or repeats (collapsible tabs) in the product template. Most read
 * the page's product and have few settings of their own; the section's colours apply.
 */
import { z } from 'zod';
import { text } from '../fields';
import { settingGroup } from '../settings';
import { defineBlock } from './define-block';
import type { BlockType } from './block-types';

/** A block that draws a part of the product and has no settings of its own. */
const productPart = (type: BlockType, icon: string, description: string) =>
  defineBlock({ type, icon, description, schema: z.object({}), settings: [] });

const titleBlock = productPart('title', 'heading', "The product's name, the page's main heading.");
const priceBlock = productPart(
  'price',
  'tag',
  'The price, and the old price struck through when on sale.',
);
const ratingBlock = productPart('rating', 'star', "The product's star rating.");
const stockBlock = productPart('stock', 'box', 'In stock or out of stock, for the chosen variant.');
const variantPickerBlock = productPart(
  'variantPicker',
  'grid',
  'A choice per option (colour swatches, sizes...).',
);
const quantityBlock = productPart('quantity', 'text', 'How many to add to the cart.');

const buyButtonsBlock = defineBlock({
  type: 'buyButtons',
  icon: 'button',
  description: 'Add to cart, and Buy now straight to checkout.',
  schema: z.object({ showBuyNow: z.boolean().default(true) }),
  settings: settingGroup('Buttons', [['showBuyNow', 'Show "Buy Now"', 'checkbox']]),
});

const descriptionBlock = productPart('description', 'text', "The product's description.");

const collapsibleTabBlock = defineBlock({
  type: 'collapsibleTab',
  icon: 'faq',
  description: 'A heading that opens to more text, such as shipping or care.',
  schema: z.object({
    heading: text('Shipping & returns', 100),
    content: text('Orders ship within 2 working days. Returns are free within 30 days.', 2000),
    open: z.boolean().default(false),
  }),
  settings: settingGroup('Tab', [
    ['heading', 'Heading', 'text'],
    ['content', 'Content', 'textarea'],
    ['open', 'Open at first', 'checkbox'],
  ]),
});

const shareLinksBlock = defineBlock({
  type: 'shareLinks',
  icon: 'external',
  description: 'Links to share the product by email, Facebook, X or Pinterest.',
  schema: z.object({ label: text('Share', 40) }),
  settings: settingGroup('Share', [['label', 'Label', 'text']]),
});

const trustBadgesBlock = defineBlock({
  type: 'trustBadges',
  icon: 'shield',
  description: 'Three short promises with icons: delivery, returns, secure payment.',
  schema: z.object({
    delivery: text('Free delivery over $50', 60),
    returns: text('30-day free returns', 60),
    secure: text('Secure checkout', 60),
  }),
  settings: settingGroup('Badges', [
    ['delivery', 'Delivery', 'text', { help: 'Leave empty to leave it out.' }],
    ['returns', 'Returns', 'text'],
    ['secure', 'Payment', 'text'],
  ]),
});

export const productBlocks = {
  title: titleBlock,
  price: priceBlock,
  rating: ratingBlock,
  stock: stockBlock,
  variantPicker: variantPickerBlock,
  quantity: quantityBlock,
  buyButtons: buyButtonsBlock,
  description: descriptionBlock,
  collapsibleTab: collapsibleTabBlock,
  shareLinks: shareLinksBlock,
  trustBadges: trustBadgesBlock,
};
