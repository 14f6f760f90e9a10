/**
 * The product grid (spec 2.3, 3 "Product slider settings", 9): a titled grid of product
 * cards from one collection (a category slug, or '' for all products), with styling for the
 * card, title, prices, rating stars, buy button, cart button, sale badge and image.
 */
import { z } from 'zod';
import { defineSection, type SettingDescriptor } from '../types';
import { color, fontWeights, intBetween, oneOfNumbers, spacing, text, textAligns } from '../fields';

/** Column choices in product grids (spec 3): desktop 1-5, tablet 1-4, mobile 1-2. */
export const gridDesktopColumns = [1, 2, 3, 4, 5] as const;
export const gridTabletColumns = [1, 2, 3, 4] as const;
export const gridMobileColumns = [1, 2] as const;
export const MAX_GRID_PRODUCTS = 48;
export const imageFits = ['cover', 'contain'] as const;
export const imageAspectRatios = ['1/1', '4/5', '3/4', '4/3'] as const;

const fitOptions = [
  { value: 'cover', label: 'Fill (crop)' },
  { value: 'contain', label: 'Fit (no crop)' },
];
const aspectOptions = [
  { value: '1/1', label: 'Square' },
  { value: '4/5', label: 'Portrait 4:5' },
  { value: '3/4', label: 'Portrait 3:4' },
  { value: '4/3', label: 'Landscape 4:3' },
];
const alignOptions = textAligns.map((a) => ({ value: a, label: a[0]!.toUpperCase() + a.slice(1) }));
const weightOptions = fontWeights.map((w) => ({ value: w, label: w }));
const columnOptions = (list: readonly number[]) =>
  list.map((n) => ({ value: n, label: String(n) }));

/** A collection: a category slug, or '' for all products. */
export const collectionProp = () =>
  z.string().trim().max(200, 'At most 200 characters').default('');

/** Props every product grid shares: title, source, columns, section spacing. */
export const productListShape = (
  columns: { desktop: number; tablet: number; mobile: number },
  title: string,
) => ({
  title: text(title, 120),
  titleColor: color('#111827'),
  titleSize: intBetween(12, 64, 28),
  titleAlign: z.enum(textAligns).default('center'),
  collection: collectionProp(),
  numberOfProducts: intBetween(1, MAX_GRID_PRODUCTS, 6),
  desktopColumns: oneOfNumbers(
    gridDesktopColumns,
    columns.desktop as (typeof gridDesktopColumns)[number],
  ),
  tabletColumns: oneOfNumbers(
    gridTabletColumns,
    columns.tablet as (typeof gridTabletColumns)[number],
  ),
  mobileColumns: oneOfNumbers(
    gridMobileColumns,
    columns.mobile as (typeof gridMobileColumns)[number],
  ),
  backgroundColor: color('transparent'),
  margin: spacing(0),
  padding: spacing(32, 16),
});

export const productListSettings: SettingDescriptor[] = [
  {
    key: 'collection',
    label: 'Collection',
    kind: 'productCollection',
    group: 'Products',
    help: 'Empty shows all products.',
  },
  {
    key: 'numberOfProducts',
    label: 'Number of products',
    kind: 'number',
    group: 'Products',
    step: 1,
  },
  {
    key: 'desktopColumns',
    label: 'Columns on desktop',
    kind: 'select',
    group: 'Layout',
    options: columnOptions(gridDesktopColumns),
  },
  {
    key: 'tabletColumns',
    label: 'Columns on tablet',
    kind: 'select',
    group: 'Layout',
    options: columnOptions(gridTabletColumns),
  },
  {
    key: 'mobileColumns',
    label: 'Columns on mobile',
    kind: 'select',
    group: 'Layout',
    options: columnOptions(gridMobileColumns),
  },
  {
    key: 'title',
    label: 'Title',
    kind: 'text',
    group: 'Title',
    help: 'Leave empty to hide the title.',
  },
  { key: 'titleColor', label: 'Title colour', kind: 'color', group: 'Title' },
  { key: 'titleSize', label: 'Title size (px)', kind: 'number', group: 'Title' },
  {
    key: 'titleAlign',
    label: 'Title alignment',
    kind: 'select',
    group: 'Title',
    options: alignOptions,
  },
  { key: 'backgroundColor', label: 'Background colour', kind: 'color', group: 'Spacing' },
  { key: 'margin', label: 'Margin', kind: 'spacing', group: 'Spacing' },
  { key: 'padding', label: 'Padding', kind: 'spacing', group: 'Spacing' },
];

/** Card, image, product title, prices and sale badge styling (both grids). */
export const productCardBaseShape = () => ({
  cardBackground: color('#ffffff'),
  cardBorderColor: color('#e5e7eb'),
  cardRadius: intBetween(0, 40, 8),
  cardPadding: intBetween(0, 40, 12),
  cardShadow: z.boolean().default(true),
  contentAlign: z.enum(textAligns).default('left'),
  imageFit: z.enum(imageFits).default('cover'),
  imageAspectRatio: z.enum(imageAspectRatios).default('1/1'),
  imageRadius: intBetween(0, 40, 6),
  imageBackground: color('#f3f4f6'),
  productTitleColor: color('#111827'),
  productTitleSize: intBetween(10, 40, 16),
  productTitleWeight: z.enum(fontWeights).default('600'),
  priceColor: color('#111827'),
  oldPriceColor: color('#6b7280'),
  priceSize: intBetween(10, 40, 16),
  showSaleBadge: z.boolean().default(true),
  saleBadgeText: text('Sale', 20),
  saleBadgeBackground: color('#dc2626'),
  saleBadgeTextColor: color('#ffffff'),
});

export const productCardBaseSettings: SettingDescriptor[] = [
  { key: 'cardBackground', label: 'Card background', kind: 'color', group: 'Card' },
  { key: 'cardBorderColor', label: 'Card border colour', kind: 'color', group: 'Card' },
  {
    key: 'cardRadius',
    label: 'Card corner radius (px)',
    kind: 'number',
    group: 'Card',
  },
  {
    key: 'cardPadding',
    label: 'Card padding (px)',
    kind: 'number',
    group: 'Card',
  },
  { key: 'cardShadow', label: 'Card shadow', kind: 'checkbox', group: 'Card' },
  {
    key: 'contentAlign',
    label: 'Text alignment',
    kind: 'select',
    group: 'Card',
    options: alignOptions,
  },
  { key: 'imageFit', label: 'Image fit', kind: 'select', group: 'Image', options: fitOptions },
  {
    key: 'imageAspectRatio',
    label: 'Image shape',
    kind: 'select',
    group: 'Image',
    options: aspectOptions,
  },
  {
    key: 'imageRadius',
    label: 'Image corner radius (px)',
    kind: 'number',
    group: 'Image',
  },
  { key: 'imageBackground', label: 'Image background', kind: 'color', group: 'Image' },
  { key: 'productTitleColor', label: 'Product name colour', kind: 'color', group: 'Product name' },
  {
    key: 'productTitleSize',
    label: 'Product name size (px)',
    kind: 'number',
    group: 'Product name',
  },
  {
    key: 'productTitleWeight',
    label: 'Product name weight',
    kind: 'select',
    group: 'Product name',
    options: weightOptions,
  },
  { key: 'priceColor', label: 'Price colour', kind: 'color', group: 'Prices' },
  { key: 'oldPriceColor', label: 'Old price colour', kind: 'color', group: 'Prices' },
  { key: 'priceSize', label: 'Price size (px)', kind: 'number', group: 'Prices' },
  { key: 'showSaleBadge', label: 'Show sale badge', kind: 'checkbox', group: 'Sale badge' },
  ...(
    [
      ['saleBadgeText', 'Sale badge text', 'text'],
      ['saleBadgeBackground', 'Sale badge background', 'color'],
      ['saleBadgeTextColor', 'Sale badge text colour', 'color'],
    ] as const
  ).map(([key, label, kind]) => ({
    key,
    label,
    kind,
    group: 'Sale badge',
    showIf: { key: 'showSaleBadge', equals: true },
  })),
];

const showIf = (key: string) => ({ showIf: { key, equals: true } });

export const productGridSection = defineSection({
  type: 'productGrid',
  label: 'Product grid',
  icon: 'grid',
  group: 'Products',
  hidden: false,
  contentType: 'normal',
  description: 'A grid of product cards from a collection, with prices, ratings and buttons.',
  schema: z.object({
    ...productListShape({ desktop: 4, tablet: 2, mobile: 1 }, 'Featured products'),
    ...productCardBaseShape(),
    showRating: z.boolean().default(true),
    starColor: color('#b45309'),
    starSize: intBetween(8, 40, 16),
    showBuyButton: z.boolean().default(true),
    buyButtonText: text('Buy now', 40),
    buyButtonBackground: color('#111827'),
    buyButtonTextColor: color('#ffffff'),
    buyButtonRadius: intBetween(0, 40, 6),
    showCartButton: z.boolean().default(true),
    cartButtonText: text('Add to cart', 40),
    cartButtonBackground: color('#ffffff'),
    cartButtonTextColor: color('#111827'),
    cartButtonBorderColor: color('#111827'),
    cartButtonRadius: intBetween(0, 40, 6),
  }),
  settings: [
    ...productListSettings,
    ...productCardBaseSettings,
    { key: 'showRating', label: 'Show rating stars', kind: 'checkbox', group: 'Rating' },
    {
      key: 'starColor',
      label: 'Star colour',
      kind: 'color',
      group: 'Rating',
      ...showIf('showRating'),
    },
    {
      key: 'starSize',
      label: 'Star size (px)',
      kind: 'number',
      group: 'Rating',
      ...showIf('showRating'),
    },
    { key: 'showBuyButton', label: 'Show buy button', kind: 'checkbox', group: 'Buy button' },
    {
      key: 'buyButtonText',
      label: 'Buy button text',
      kind: 'text',
      group: 'Buy button',
      ...showIf('showBuyButton'),
    },
    {
      key: 'buyButtonBackground',
      label: 'Buy button background',
      kind: 'color',
      group: 'Buy button',
      ...showIf('showBuyButton'),
    },
    {
      key: 'buyButtonTextColor',
      label: 'Buy button text colour',
      kind: 'color',
      group: 'Buy button',
      ...showIf('showBuyButton'),
    },
    {
      key: 'buyButtonRadius',
      label: 'Buy button corner radius (px)',
      kind: 'number',
      group: 'Buy button',
      ...showIf('showBuyButton'),
    },
    { key: 'showCartButton', label: 'Show cart button', kind: 'checkbox', group: 'Cart button' },
    {
      key: 'cartButtonText',
      label: 'Cart button text',
      kind: 'text',
      group: 'Cart button',
      ...showIf('showCartButton'),
    },
    {
      key: 'cartButtonBackground',
      label: 'Cart button background',
      kind: 'color',
      group: 'Cart button',
      ...showIf('showCartButton'),
    },
    {
      key: 'cartButtonTextColor',
      label: 'Cart button text colour',
      kind: 'color',
      group: 'Cart button',
      ...showIf('showCartButton'),
    },
    {
      key: 'cartButtonBorderColor',
      label: 'Cart button border colour',
      kind: 'color',
      group: 'Cart button',
      ...showIf('showCartButton'),
    },
    {
      key: 'cartButtonRadius',
      label: 'Cart button corner radius (px)',
      kind: 'number',
      group: 'Cart button',
      ...showIf('showCartButton'),
    },
  ],
});
