/**
 * The simple product grid (spec 3, 9): the product grid's source and layout with a simpler
 * card (image, name, prices, sale badge; no rating or buttons). Columns 4/2/2.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import {
  productCardBaseSettings,
  productCardBaseShape,
  productListSettings,
  productListShape,
} from './product-grid';

export const simpleProductGridSection = defineSection({
  type: 'simpleProductGrid',
  label: 'Simple product grid',
  icon: 'grid-simple',
  group: 'Products',
  description: 'A clean grid of product images, names and prices.',
  schema: z.object({
    ...productListShape([4, 2, 2], 'Our products'),
    ...productCardBaseShape(),
  }),
  settings: [...productListSettings, ...productCardBaseSettings],
});
