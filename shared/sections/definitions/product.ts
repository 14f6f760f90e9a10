/**
 * The product page section (spec 2.2, 2.3, 4 "Product page"): the gallery and, beside it,
 * its blocks (name, rating, prices, stock status, the purchase panel's variant picker,
 * quantity and buttons, the description to start with; tabs, share links, trust badges,
 * texts besides). Hidden from the palette: it lives in the store's product template, and
 * the product route passes the product's `slug`.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { color, spacing, schemeColor } from '../fields';
import {
  backgroundColorRow,
  capitalise,
  optionsOf,
  settingGroup,
  spacingSettings,
  textColorRow,
} from '../settings';
import { blockList, makeBlock } from '../blocks/block-definitions';
import type { Block, BlockType } from '../blocks/block-types';

export const galleryPositions = ['left', 'right'] as const;

/** The product page's blocks to start with, in the order the page drew them before blocks. */
export const defaultProductBlockTypes: readonly BlockType[] = [
  'title',
  'rating',
  'price',
  'stock',
  'variantPicker',
  'quantity',
  'buyButtons',
  'description',
];

const defaultProductBlocks = (): Block[] =>
  defaultProductBlockTypes.map((type) => makeBlock(type, `${type}-1`));

export const productSection = defineSection({
  type: 'product',
  label: 'Product details',
  icon: 'product',
  group: 'Products',
  hidden: true,
  description: 'The product page: gallery, name, price, rating, stock and description.',
  schema: z.object({
    /** The product's slug; set by the product route, '' when none. */
    slug: z.string().trim().max(200).default(''),
    blocks: blockList('product').default(defaultProductBlocks),
    galleryPosition: z.enum(galleryPositions).default('left'),
    backgroundColor: schemeColor(),
    titleColor: schemeColor(),
    textColor: schemeColor(),
    priceColor: schemeColor(),
    oldPriceColor: color('#6b7280'),
    starColor: color('#b45309'),
    inStockColor: color('#047857'),
    outOfStockColor: color('#b91c1c'),
    margin: spacing(0),
    padding: spacing(32, 16),
  }),
  settings: [
    {
      key: 'slug',
      label: 'Preview product (slug)',
      kind: 'text',
      group: 'Product',
      help: 'The product page fills this in; set a slug to preview a product in the builder.',
    },
    ...settingGroup('Layout', [
      [
        'galleryPosition',
        'Gallery position',
        'select',
        { options: optionsOf(galleryPositions, capitalise) },
      ],
    ]),
    ...settingGroup('Colours', [
      backgroundColorRow,
      ['titleColor', 'Name colour', 'color'],
      textColorRow,
      ['priceColor', 'Price colour', 'color'],
      ['oldPriceColor', 'Old price colour', 'color'],
      ['starColor', 'Star colour', 'color'],
      ['inStockColor', 'In stock colour', 'color'],
      ['outOfStockColor', 'Out of stock colour', 'color'],
    ]),
    ...spacingSettings('margin', 'padding'),
  ],
});
