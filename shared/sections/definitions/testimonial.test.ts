import { describe, expect, it } from 'vitest';
import { testimonialSection } from './testimonial';

const parse = (props: Record<string, unknown>) =>
  testimonialSection.schema.safeParse(props).success;

describe('testimonial section', () => {
  it('parses {} to the documented defaults', () => {
    expect(testimonialSection.schema.parse({})).toEqual({
      title: 'What Our Customers Say',
      subtitle: 'Real reviews from people who love our products.',
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
      tabletColumns: 2,
      mobileColumns: 1,
      showRating: true,
      starColor: '#d97706',
      showImage: true,
      cardBackground: '#ffffff',
      cardRadius: 12,
      titleColor: '#111827',
      textColor: '#374151',
      nameColor: '#111827',
      roleColor: '#6b7280',
      backgroundColor: '#f9fafb',
      padding: { top: 64, right: 16, bottom: 64, left: 16 },
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
    });
  });

  it('has a setting for every prop and no setting without a prop, items in the testimonials editor', () => {
    const keys = Object.keys(testimonialSection.schema.shape).sort();
    expect(testimonialSection.settings.map((s) => s.key).sort()).toEqual(keys);
    expect(testimonialSection.settings.find((s) => s.key === 'items')?.kind).toBe('testimonials');
  });

  it('limits desktop columns to 1-4 (spec 3), tablet to 1-3 and mobile to 1-2', () => {
    expect(parse({ desktopColumns: 1 })).toBe(true);
    expect(parse({ desktopColumns: 4 })).toBe(true);
    expect(parse({ desktopColumns: 0 })).toBe(false);
    expect(parse({ desktopColumns: 5 })).toBe(false);
    expect(parse({ tabletColumns: 3 })).toBe(true);
    expect(parse({ tabletColumns: 4 })).toBe(false);
    expect(parse({ mobileColumns: 2 })).toBe(true);
    expect(parse({ mobileColumns: 3 })).toBe(false);
  });

  it('bounds a rating to whole stars 1-5', () => {
    const rating = (r: number) => parse({ items: [{ id: 't', rating: r }] });
    expect(rating(1)).toBe(true);
    expect(rating(5)).toBe(true);
    expect(rating(0)).toBe(false);
    expect(rating(6)).toBe(false);
    expect(rating(4.5)).toBe(false);
  });

  it('fills an item from its id alone and allows up to 50 items', () => {
    expect(testimonialSection.schema.parse({ items: [{ id: 't' }] }).items).toEqual([
      { id: 't', name: '', role: '', text: '', rating: 5, image: '' },
    ]);
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `t${i}` }));
    expect(parse({ items: items(50) })).toBe(true);
    expect(parse({ items: items(51) })).toBe(false);
  });

  it('bounds the card radius to 0-48', () => {
    expect(parse({ cardRadius: 48 })).toBe(true);
    expect(parse({ cardRadius: 49 })).toBe(false);
  });
});
