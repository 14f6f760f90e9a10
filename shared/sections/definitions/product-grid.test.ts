import { describe, expect, it } from 'vitest';
import { productGridSection } from './product-grid';

const parse = (props: Record<string, unknown>) =>
  productGridSection.schema.safeParse(props).success;

describe('productGrid section', () => {
  it('parses {} to the documented defaults (6 products, columns 4/2/1)', () => {
    expect(productGridSection.schema.parse({})).toEqual({
      title: 'Featured products',
      titleColor: '#111827',
      titleSize: 28,
      titleAlign: 'center',
      collection: '',
      numberOfProducts: 6,
      desktopColumns: 4,
      tabletColumns: 2,
      mobileColumns: 1,
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
      showRating: true,
      starColor: '#b45309',
      starSize: 16,
      showBuyButton: true,
      buyButtonText: 'Buy now',
      buyButtonBackground: '#111827',
      buyButtonTextColor: '#ffffff',
      buyButtonRadius: 6,
      showCartButton: true,
      cartButtonText: 'Add to cart',
      cartButtonBackground: '#ffffff',
      cartButtonTextColor: '#111827',
      cartButtonBorderColor: '#111827',
      cartButtonRadius: 6,
    });
  });

  it('is normal content shown in the palette', () => {
    expect(productGridSection.contentType).toBe('normal');
    expect(productGridSection.hidden).toBe(false);
  });

  it('has a setting for every prop and no setting without a prop', () => {
    const keys = Object.keys(productGridSection.schema.shape).sort();
    expect(productGridSection.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('edits the collection with the product collection editor', () => {
    expect(productGridSection.settings.find((s) => s.key === 'collection')?.kind).toBe(
      'productCollection',
    );
  });

  it('requires at least 1 product (spec 5) and at most 48', () => {
    expect(parse({ numberOfProducts: 1 })).toBe(true);
    expect(parse({ numberOfProducts: 48 })).toBe(true);
    expect(parse({ numberOfProducts: 0 })).toBe(false);
    expect(parse({ numberOfProducts: 49 })).toBe(false);
    expect(parse({ numberOfProducts: 2.5 })).toBe(false);
  });

  it('limits the column choices to desktop 1-5, tablet 1-4, mobile 1-2', () => {
    expect(parse({ desktopColumns: 1, tabletColumns: 1, mobileColumns: 1 })).toBe(true);
    expect(parse({ desktopColumns: 5, tabletColumns: 4, mobileColumns: 2 })).toBe(true);
    expect(parse({ desktopColumns: 0 })).toBe(false);
    expect(parse({ desktopColumns: 6 })).toBe(false);
    expect(parse({ tabletColumns: 5 })).toBe(false);
    expect(parse({ mobileColumns: 3 })).toBe(false);
  });

  it('bounds the card radius to 0-40 px', () => {
    expect(parse({ cardRadius: 0 })).toBe(true);
    expect(parse({ cardRadius: 40 })).toBe(true);
    expect(parse({ cardRadius: -1 })).toBe(false);
    expect(parse({ cardRadius: 41 })).toBe(false);
  });

  it('shows the buy button settings only when the buy button is on', () => {
    const text = productGridSection.settings.find((s) => s.key === 'buyButtonText');
    expect(text?.showIf).toEqual({ key: 'showBuyButton', equals: true });
  });
});
