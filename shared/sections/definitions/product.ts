/**
 * The product page section (spec 2.2, 2.3, 4 "Product page"): gallery, name, prices,
 * rating, stock status, description and the purchase panel. Hidden from the palette; the
 * product route passes the product's `slug`.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { color, spacing } from '../fields';

export const galleryPositions = ['left', 'right'] as const;

export const productSection = defineSection({
  type: 'product',
  label: 'Product details',
  icon: 'product',
  group: 'Products',
  hidden: true,
  contentType: 'normal',
  description: 'The product page: gallery, name, price, rating, stock and description.',
  schema: z.object({
    /** The product's slug; set by the product route, '' when none. */
    slug: z.string().trim().max(200).default(''),
    showRating: z.boolean().default(true),
    showStock: z.boolean().default(true),
    galleryPosition: z.enum(galleryPositions).default('left'),
    backgroundColor: color('transparent'),
    titleColor: color('#111827'),
    textColor: color('#374151'),
    priceColor: color('#111827'),
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
    {
      key: 'galleryPosition',
      label: 'Gallery position',
      kind: 'select',
      group: 'Layout',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right' },
      ],
    },
    { key: 'showRating', label: 'Show rating', kind: 'checkbox', group: 'Layout' },
    { key: 'showStock', label: 'Show stock status', kind: 'checkbox', group: 'Layout' },
    { key: 'backgroundColor', label: 'Background colour', kind: 'color', group: 'Colours' },
    { key: 'titleColor', label: 'Name colour', kind: 'color', group: 'Colours' },
    { key: 'textColor', label: 'Text colour', kind: 'color', group: 'Colours' },
    { key: 'priceColor', label: 'Price colour', kind: 'color', group: 'Colours' },
    { key: 'oldPriceColor', label: 'Old price colour', kind: 'color', group: 'Colours' },
    {
      key: 'starColor',
      label: 'Star colour',
      kind: 'color',
      group: 'Colours',
      showIf: { key: 'showRating', equals: true },
    },
    {
      key: 'inStockColor',
      label: 'In stock colour',
      kind: 'color',
      group: 'Colours',
      showIf: { key: 'showStock', equals: true },
    },
    {
      key: 'outOfStockColor',
      label: 'Out of stock colour',
      kind: 'color',
      group: 'Colours',
      showIf: { key: 'showStock', equals: true },
    },
    { key: 'margin', label: 'Margin', kind: 'spacing', group: 'Spacing' },
    { key: 'padding', label: 'Padding', kind: 'spacing', group: 'Spacing' },
  ],
});
