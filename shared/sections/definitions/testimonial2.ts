/**
 * The second testimonial variant: the same items, columns and settings as `testimonial`,
 * shown as centred quote cards on a dark background with the photo on top.
 */
import { defineTestimonialSection } from './testimonial';

export const testimonial2Section = defineTestimonialSection(
  {
    type: 'testimonial2',
    label: 'Testimonials (Quotes)',
    description: 'Customer quotes as centred cards with photos and star ratings.',
    defaultScheme: 'scheme-2',
  },
  {
    texts: ['Loved by Our Customers', 'Here is what shoppers say about us.'],
    tabletColumns: 1,
    card: ['#fbbf24', '#1f2937', 16],
    roleColor: '#9ca3af',
  },
);
