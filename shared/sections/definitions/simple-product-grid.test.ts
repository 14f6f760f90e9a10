import { describe, expect, it } from 'vitest';
import { simpleProductGridSection } from './simple-product-grid';

const parse = (props: Record<string, unknown>) =>
  simpleProductGridSection.schema.safeParse(props).success;

describe('simpleProductGrid section', () => {
  it('parses {} to the documented defaults (6 products, columns 4/2/2)', () => {
    expect(simpleProductGridSection.schema.parse({})).toEqual({
      title: 'Our products',
      titleColor: '#111827',
      titleSize: 28,
      titleAlign: 'center',
      collection: '',
      numberOfProducts: 6,
      desktopColumns: 4,
      tabletColumns: 2,
      mobileColumns: 2,
      backgroundColor: 'transparent',
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
      padding: { top: 32, right: 16, bottom: 32, left: 16 },
      cardBackground: '#ffffff',
      cardBorderColor: '#e5e7eb',
      cardRadius: 8,
      cardPadding: 12,
      cardShadow: true,
      contentAlign: 'left',
      imageFit: 'cover',
      imageAspectRatio: '1/1',
      imageRadius: 6,
      imageBackground: '#f3f4f6',
      productTitleColor: '#111827',
      productTitleSize: 16,
      productTitleWeight: '600',
      priceColor: '#111827',
      oldPriceColor: '#6b7280',
      priceSize: 16,
      showSaleBadge: true,
      saleBadgeText: 'Sale',
      saleBadgeBackground: '#dc2626',
      saleBadgeTextColor: '#ffffff',
    });
  });

  it('is normal content shown in the palette', () => {
    expect(simpleProductGridSection.contentType).toBe('normal');
    expect(simpleProductGridSection.hidden).toBe(false);
  });

  it('has a setting for every prop and no setting without a prop', () => {
    const keys = Object.keys(simpleProductGridSection.schema.shape).sort();
    expect(simpleProductGridSection.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('requires at least 1 product (spec 5)', () => {
    expect(parse({ numberOfProducts: 1 })).toBe(true);
    expect(parse({ numberOfProducts: 0 })).toBe(false);
  });

  it('limits the column choices to desktop 1-5, tablet 1-4, mobile 1-2', () => {
    expect(parse({ desktopColumns: 5, tabletColumns: 4, mobileColumns: 2 })).toBe(true);
    expect(parse({ desktopColumns: 6 })).toBe(false);
    expect(parse({ tabletColumns: 5 })).toBe(false);
    expect(parse({ mobileColumns: 3 })).toBe(false);
    expect(parse({ mobileColumns: 0 })).toBe(false);
  });
});
