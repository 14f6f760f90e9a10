/**
 * The testimonial section (spec 3 "Testimonial", "Testimonial columns 1-4"): customer
 * quotes with a name, role, 1-5 star rating and photo, in a responsive grid of cards.
 * testimonial2 reuses the item schema and settings with a different look.
 */
import { z } from 'zod';
import type { SettingDescriptor } from '../types';
import { defineSection } from '../types';
import { color, intBetween, mediaUrl, oneOfNumbers, spacing, text } from '../fields';

export const testimonialItemSchema = z.object({
  id: z.string().trim().min(1).max(100),
  name: text('', 100),
  role: text('', 100),
  text: text('', 2000),
  rating: intBetween(1, 5, 5),
  image: mediaUrl(''),
});
export type TestimonialItem = z.infer<typeof testimonialItemSchema>;

export const testimonialDesktopColumns = [1, 2, 3, 4] as const;
export const testimonialTabletColumns = [1, 2, 3] as const;
export const testimonialMobileColumns = [1, 2] as const;

export const defaultTestimonials: TestimonialItem[] = [
  {
    id: 'testimonial-1',
    name: 'Sarah Johnson',
    role: 'Verified buyer',
    text: 'Beautiful quality and super fast delivery. I have already ordered again for my sister!',
    rating: 5,
    image: '',
  },
  {
    id: 'testimonial-2',
    name: 'Michael Chen',
    role: 'Verified buyer',
    text: 'Great customer service. They helped me pick the right size and the fit is perfect.',
    rating: 5,
    image: '',
  },
  {
    id: 'testimonial-3',
    name: 'Amina Yusuf',
    role: 'Verified buyer',
    text: 'Lovely products that look exactly like the photos. Packaging was a nice touch too.',
    rating: 4,
    image: '',
  },
];

/** The settings both testimonial variants share. */
export const testimonialSettings: SettingDescriptor[] = [
  { key: 'title', label: 'Title', kind: 'text', group: 'Content' },
  { key: 'subtitle', label: 'Subtitle', kind: 'textarea', group: 'Content' },
  { key: 'items', label: 'Testimonials', kind: 'testimonials', group: 'Content' },
  {
    key: 'desktopColumns',
    label: 'Desktop columns',
    kind: 'select',
    group: 'Columns',
    options: testimonialDesktopColumns.map((n) => ({ value: n, label: String(n) })),
  },
  {
    key: 'tabletColumns',
    label: 'Tablet columns',
    kind: 'select',
    group: 'Columns',
    options: testimonialTabletColumns.map((n) => ({ value: n, label: String(n) })),
  },
  {
    key: 'mobileColumns',
    label: 'Mobile columns',
    kind: 'select',
    group: 'Columns',
    options: testimonialMobileColumns.map((n) => ({ value: n, label: String(n) })),
  },
  { key: 'showRating', label: 'Show star rating', kind: 'checkbox', group: 'Cards' },
  {
    key: 'starColor',
    label: 'Star colour',
    kind: 'color',
    group: 'Cards',
    showIf: { key: 'showRating', equals: true },
  },
  { key: 'showImage', label: 'Show photo', kind: 'checkbox', group: 'Cards' },
  { key: 'cardBackground', label: 'Card background', kind: 'color', group: 'Cards' },
  {
    key: 'cardRadius',
    label: 'Card corner radius (px)',
    kind: 'number',
    group: 'Cards',
  },
  { key: 'titleColor', label: 'Title colour', kind: 'color', group: 'Style' },
  { key: 'textColor', label: 'Quote colour', kind: 'color', group: 'Style' },
  { key: 'nameColor', label: 'Name colour', kind: 'color', group: 'Style' },
  { key: 'roleColor', label: 'Role colour', kind: 'color', group: 'Style' },
  { key: 'backgroundColor', label: 'Background colour', kind: 'color', group: 'Style' },
  { key: 'padding', label: 'Padding', kind: 'spacing', group: 'Spacing' },
  { key: 'margin', label: 'Margin', kind: 'spacing', group: 'Spacing' },
];

export const testimonialSection = defineSection({
  type: 'testimonial',
  label: 'Testimonials',
  icon: 'star',
  group: 'Content',
  hidden: false,
  contentType: 'normal',
  description: 'Customer reviews with star ratings in a grid of cards.',
  schema: z.object({
    title: text('What Our Customers Say', 200),
    subtitle: text('Real reviews from people who love our products.', 500),
    items: z
      .array(testimonialItemSchema)
      .max(50, 'At most 50 testimonials')
      .default(() => structuredClone(defaultTestimonials)),
    desktopColumns: oneOfNumbers(testimonialDesktopColumns, 3),
    tabletColumns: oneOfNumbers(testimonialTabletColumns, 2),
    mobileColumns: oneOfNumbers(testimonialMobileColumns, 1),
    showRating: z.boolean().default(true),
    starColor: color('#d97706'),
    showImage: z.boolean().default(true),
    cardBackground: color('#ffffff'),
    cardRadius: intBetween(0, 48, 12),
    titleColor: color('#111827'),
    textColor: color('#374151'),
    nameColor: color('#111827'),
    roleColor: color('#6b7280'),
    backgroundColor: color('#f9fafb'),
    padding: spacing(64, 16),
    margin: spacing(0),
  }),
  settings: testimonialSettings,
});
