/**
 * The second testimonial variant: the same items, columns and settings as `testimonial`,
 * shown as centred quote cards on a dark background with the photo on top.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { color, intBetween, oneOfNumbers, spacing, text } from '../fields';
import {
  defaultTestimonials,
  testimonialDesktopColumns,
  testimonialItemSchema,
  testimonialMobileColumns,
  testimonialSettings,
  testimonialTabletColumns,
} from './testimonial';

export const testimonial2Section = defineSection({
  type: 'testimonial2',
  label: 'Testimonials (Quotes)',
  icon: 'star',
  group: 'Content',
  hidden: false,
  contentType: 'normal',
  description: 'Customer quotes as centred cards with photos and star ratings.',
  schema: z.object({
    title: text('Loved by Our Customers', 200),
    subtitle: text('Here is what shoppers say about us.', 500),
    items: z
      .array(testimonialItemSchema)
      .max(50, 'At most 50 testimonials')
      .default(() => structuredClone(defaultTestimonials)),
    desktopColumns: oneOfNumbers(testimonialDesktopColumns, 3),
    tabletColumns: oneOfNumbers(testimonialTabletColumns, 1),
    mobileColumns: oneOfNumbers(testimonialMobileColumns, 1),
    showRating: z.boolean().default(true),
    starColor: color('#fbbf24'),
    showImage: z.boolean().default(true),
    cardBackground: color('#1f2937'),
    cardRadius: intBetween(0, 48, 16),
    titleColor: color('#ffffff'),
    textColor: color('#e5e7eb'),
    nameColor: color('#ffffff'),
    roleColor: color('#9ca3af'),
    backgroundColor: color('#111827'),
    padding: spacing(64, 16),
    margin: spacing(0),
  }),
  settings: testimonialSettings,
});
