/**
 * The product grid (spec 2.3, 3 "Product slider settings", 9): a titled grid of product
 * cards from one collection (a category slug, or '' for all products). Its blocks are each
 * card's parts in order (picture, name, rating, prices, buttons); its settings style the
 * card, title, prices, rating stars, buy button, cart button, sale badge and image.
 */
import { z } from 'zod';
import { defineSection, type SettingDescriptor } from '../types';
import { blockList } from '../blocks/block-definitions';
import { productCardBlocks } from '../blocks/card-blocks';
import {
  color,
  deviceColumns,
  fontWeights,
  intBetween,
  spacing,
  text,
  textAligns,
  schemeColor,
  themeLength,
} from '../fields';
import {
  alignOptions,
  backgroundColorRow,
  buttonSettings,
  columnSettings,
  imageFitOptions,
  labelled,
  settingGroup,
  spacingSettings,
  switchedGroup,
  titleColorRow,
  weightOptions,
} from '../settings';

/** Column choices in product grids (spec 3): desktop 1-5, tablet 1-4, mobile 1-2. */
export const gridColumnChoices = [
  [1, 2, 3, 4, 5],
  [1, 2, 3, 4],
  [1, 2],
] as const;
export const MAX_GRID_PRODUCTS = 48;
export const imageFits = ['cover', 'contain'] as const;
export const imageAspectRatios = ['1/1', '4/5', '3/4', '4/3'] as const;

const aspectOptions = labelled({
  '1/1': 'Square',
  '4/5': 'Portrait 4:5',
  '3/4': 'Portrait 3:4',
  '4/3': 'Landscape 4:3',
});

/** A collection: a category slug, or '' for all products. */
export const collectionProp = () =>
  z.string().trim().max(200, 'At most 200 characters').default('');

/** Props every product grid shares: title, source, columns, section spacing. */
export const productListShape = (
  columns: readonly [
    desktop: (typeof gridColumnChoices)[0][number],
    tablet: (typeof gridColumnChoices)[1][number],
    mobile: (typeof gridColumnChoices)[2][number],
  ],
  title: string,
) => ({
  title: text(title, 120),
  titleColor: schemeColor(),
  titleSize: intBetween(12, 64, 28),
  titleAlign: z.enum(textAligns).default('center'),
  collection: collectionProp(),
  numberOfProducts: intBetween(1, MAX_GRID_PRODUCTS, 6),
  ...deviceColumns(gridColumnChoices, columns),
  backgroundColor: schemeColor(),
  margin: spacing(0),
  padding: spacing(32, 16),
});

export const productListSettings: SettingDescriptor[] = [
  ...settingGroup('Products', [
    ['collection', 'Collection', 'productCollection', { help: 'Empty shows all products.' }],
    ['numberOfProducts', 'Number of products', 'number', { step: 1 }],
  ]),
  ...columnSettings(gridColumnChoices),
  ...settingGroup('Title', [
    ['title', 'Title', 'text', { help: 'Leave empty to hide the title.' }],
    titleColorRow,
    ['titleSize', 'Title size (px)', 'number'],
    ['titleAlign', 'Title alignment', 'select', { options: alignOptions }],
  ]),
  ...settingGroup('Spacing', [backgroundColorRow]),
  ...spacingSettings('margin', 'padding'),
];

/** Card, image, product title, prices and sale badge styling (both grids). */
export const productCardBaseShape = () => ({
  cardBackground: schemeColor(),
  cardBorderColor: schemeColor(),
  cardRadius: themeLength(40),
  cardPadding: intBetween(0, 40, 12),
  cardShadow: z.boolean().default(true),
  contentAlign: z.enum(textAligns).default('left'),
  imageFit: z.enum(imageFits).default('cover'),
  imageAspectRatio: z.enum(imageAspectRatios).default('1/1'),
  imageRadius: intBetween(0, 40, 6),
  imageBackground: color('#f3f4f6'),
  productTitleColor: schemeColor(),
  productTitleSize: intBetween(10, 40, 16),
  productTitleWeight: z.enum(fontWeights).default('600'),
  priceColor: schemeColor(),
  oldPriceColor: color('#6b7280'),
  priceSize: intBetween(10, 40, 16),
  showSaleBadge: z.boolean().default(true),
  saleBadgeText: text('Sale', 20),
  saleBadgeBackground: color('#dc2626'),
  saleBadgeTextColor: color('#ffffff'),
});

export const productCardBaseSettings: SettingDescriptor[] = [
  ...settingGroup('Card', [
    ['cardBackground', 'Card background', 'color'],
    ['cardBorderColor', 'Card border colour', 'color'],
    ['cardRadius', 'Card corner radius (px)', 'number'],
    ['cardPadding', 'Card padding (px)', 'number'],
    ['cardShadow', 'Card shadow', 'checkbox'],
    ['contentAlign', 'Text alignment', 'select', { options: alignOptions }],
  ]),
  ...settingGroup('Image', [
    ['imageFit', 'Image fit', 'select', { options: imageFitOptions }],
    ['imageAspectRatio', 'Image shape', 'select', { options: aspectOptions }],
    ['imageRadius', 'Image corner radius (px)', 'number'],
    ['imageBackground', 'Image background', 'color'],
  ]),
  ...settingGroup('Product name', [
    ['productTitleColor', 'Product name colour', 'color'],
    ['productTitleSize', 'Product name size (px)', 'number'],
    ['productTitleWeight', 'Product name weight', 'select', { options: weightOptions }],
  ]),
  ...settingGroup('Prices', [
    ['priceColor', 'Price colour', 'color'],
    ['oldPriceColor', 'Old price colour', 'color'],
    ['priceSize', 'Price size (px)', 'number'],
  ]),
  ...switchedGroup(
    'Sale badge',
    ['showSaleBadge', 'Show sale badge'],
    [
      ['saleBadgeText', 'Sale badge text', 'text'],
      ['saleBadgeBackground', 'Sale badge background', 'color'],
      ['saleBadgeTextColor', 'Sale badge text colour', 'color'],
    ],
  ),
];

export const productGridSection = defineSection({
  type: 'productGrid',
  label: 'Product grid',
  icon: 'grid',
  group: 'Products',
  description: 'A grid of product cards from a collection, with prices, ratings and buttons.',
  schema: z.object({
    ...productListShape([4, 2, 1], 'Featured products'),
    ...productCardBaseShape(),
    blocks: blockList('productGrid').default(productCardBlocks),
    starColor: color('#b45309'),
    starSize: intBetween(8, 40, 16),
    buyButtonText: text('Buy now', 40),
    buyButtonBackground: schemeColor(),
    buyButtonTextColor: schemeColor(),
    buyButtonRadius: themeLength(40),
    cartButtonText: text('Add to cart', 40),
    cartButtonBackground: schemeColor(),
    cartButtonTextColor: schemeColor(),
    cartButtonBorderColor: schemeColor(),
    cartButtonRadius: themeLength(40),
  }),
  presets: [
    {
      id: 'compact',
      label: 'Compact product grid',
      description: 'Cards with the picture, the name and the price only.',
      props: () => ({
        blocks: productCardBlocks().map((block) =>
          block.type === 'rating' || block.type === 'cardButtons'
            ? { ...block, hidden: true }
            : block,
        ),
      }),
    },
  ],
  settings: [
    ...productListSettings,
    ...productCardBaseSettings,
    ...settingGroup('Rating', [
      ['starColor', 'Star colour', 'color'],
      ['starSize', 'Star size (px)', 'number'],
    ]),
    ...buttonSettings('Buy button', 'buyButton', 'Buy button'),
    ...buttonSettings('Cart button', 'cartButton', 'Cart button', { border: true }),
  ],
});
