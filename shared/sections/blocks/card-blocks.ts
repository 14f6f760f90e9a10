/**
 * The product grid card's own blocks: the product's picture (with the sale badge) and the
 * card's buttons (buy now, add to cart). With the product page's title, price and rating
 * blocks they are the parts of every card of a product grid, in the merchant's order; the
 * parts' look (colours, sizes, button texts) stays the section's card settings.
 */
import { z } from 'zod';
import { settingGroup } from '../settings';
import { defineBlock } from './define-block';
import type { Block, BlockType } from './block-types';

const productImageBlock = defineBlock({
  type: 'productImage',
  icon: 'image',
  description: "The product's picture, with the sale badge when it is on sale.",
  schema: z.object({}),
  settings: [],
});

const cardButtonsBlock = defineBlock({
  type: 'cardButtons',
  icon: 'button',
  description: 'Buy now (to the product page) and Add to cart.',
  schema: z.object({
    showBuyNow: z.boolean().default(true),
    showAddToCart: z.boolean().default(true),
  }),
  settings: settingGroup(
    'Buttons',
    [
      ['showBuyNow', 'Show "Buy now"', 'checkbox'],
      ['showAddToCart', 'Show "Add to cart"', 'checkbox'],
    ],
    { help: "The buttons' texts and colours are the grid's Buy button and Cart button settings." },
  ),
});

export const cardBlocks = {
  productImage: productImageBlock,
  cardButtons: cardButtonsBlock,
};

/** A product grid card's parts as it was before blocks: picture, name, stars, prices, buttons. */
export function productCardBlocks(): Block[] {
  return (['productImage', 'title', 'rating', 'price', 'cardButtons'] as const).map(
    (type: BlockType) => ({
      id: `${type}-1`,
      type,
      v: 1,
      props: type === 'cardButtons' ? { showBuyNow: true, showAddToCart: true } : {},
    }),
  );
}
