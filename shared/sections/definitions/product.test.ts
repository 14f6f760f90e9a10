import { describe, expect, it } from 'vitest';
import { productSection } from './product';

const parse = (props: Record<string, unknown>) => productSection.schema.safeParse(props).success;

describe('product section', () => {
  it('parses {} to the documented defaults', () => {
    expect(productSection.schema.parse({})).toEqual({
      slug: '',
      showRating: true,
      showStock: true,
      galleryPosition: 'left',
      backgroundColor: 'transparent',
      titleColor: '#111827',
      textColor: '#374151',
      priceColor: '#111827',
      oldPriceColor: '#6b7280',
      starColor: '#b45309',
      inStockColor: '#047857',
      outOfStockColor: '#b91c1c',
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
      padding: { top: 32, right: 16, bottom: 32, left: 16 },
    });
  });

  it('is hidden from the palette and is normal content', () => {
    expect(productSection.hidden).toBe(true);
    expect(productSection.contentType).toBe('normal');
  });

  it('has a setting for every prop and no setting without a prop', () => {
    const keys = Object.keys(productSection.schema.shape).sort();
    expect(productSection.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('accepts the gallery on the left or right only', () => {
    expect(parse({ galleryPosition: 'right' })).toBe(true);
    expect(parse({ galleryPosition: 'top' })).toBe(false);
  });

  it('bounds the slug to 200 characters', () => {
    expect(parse({ slug: 'a'.repeat(200) })).toBe(true);
    expect(parse({ slug: 'a'.repeat(201) })).toBe(false);
  });
});
