import { describe, expect, it } from 'vitest';
import { testimonial2Section } from './testimonial2';
import { testimonialSection } from './testimonial';

const parse = (props: Record<string, unknown>) =>
  testimonial2Section.schema.safeParse(props).success;

describe('testimonial2 section', () => {
  it('parses {} to the documented defaults', () => {
    expect(testimonial2Section.schema.parse({})).toEqual({
      title: 'Loved by Our Customers',
      subtitle: 'Here is what shoppers say about us.',
      items: [
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
      ],
      desktopColumns: 3,
      tabletColumns: 1,
      mobileColumns: 1,
      showRating: true,
      starColor: '#fbbf24',
      showImage: true,
      cardBackground: '#1f2937',
      cardRadius: 16,
      titleColor: '#ffffff',
      textColor: '#e5e7eb',
      nameColor: '#ffffff',
      roleColor: '#9ca3af',
      backgroundColor: '#111827',
      padding: { top: 64, right: 16, bottom: 64, left: 16 },
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
    });
  });

  it('has the same props as testimonial, so one settings list fits both', () => {
    expect(Object.keys(testimonial2Section.schema.shape).sort()).toEqual(
      Object.keys(testimonialSection.schema.shape).sort(),
    );
    const keys = Object.keys(testimonial2Section.schema.shape).sort();
    expect(testimonial2Section.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('limits desktop columns to 1-4', () => {
    expect(parse({ desktopColumns: 1 })).toBe(true);
    expect(parse({ desktopColumns: 4 })).toBe(true);
    expect(parse({ desktopColumns: 0 })).toBe(false);
    expect(parse({ desktopColumns: 5 })).toBe(false);
  });

  it('bounds a rating to 1-5', () => {
    expect(parse({ items: [{ id: 't', rating: 1 }] })).toBe(true);
    expect(parse({ items: [{ id: 't', rating: 5 }] })).toBe(true);
    expect(parse({ items: [{ id: 't', rating: 0 }] })).toBe(false);
    expect(parse({ items: [{ id: 't', rating: 6 }] })).toBe(false);
  });
});
