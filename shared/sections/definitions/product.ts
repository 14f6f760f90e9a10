/**
 * The product page section (spec 2.2, 2.3, 4 "Product page"): gallery, name, prices,
 * rating, stock status, description and the purchase panel. Hidden from the palette; the
 * product route passes the product's `slug`.
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
  whenOn,
} from '../settings';

export const galleryPositions = ['left', 'right'] as const;

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
    showRating: z.boolean().default(true),
    showStock: z.boolean().default(true),
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
      ['showRating', 'Show rating', 'checkbox'],
      ['showStock', 'Show stock status', 'checkbox'],
    ]),
    ...settingGroup('Colours', [
      backgroundColorRow,
      ['titleColor', 'Name colour', 'color'],
      textColorRow,
      ['priceColor', 'Price colour', 'color'],
      ['oldPriceColor', 'Old price colour', 'color'],
      ['starColor', 'Star colour', 'color', whenOn('showRating')],
      ['inStockColor', 'In stock colour', 'color', whenOn('showStock')],
      ['outOfStockColor', 'Out of stock colour', 'color', whenOn('showStock')],
    ]),
    ...spacingSettings('margin', 'padding'),
  ],
});
