import { describe, expect, it } from 'vitest';
import { categoriesSliderSection } from './categories-slider';

const parse = (props: Record<string, unknown>) =>
  categoriesSliderSection.schema.safeParse(props).success;

describe('categoriesSlider section', () => {
  it('parses {} to the documented defaults (delay 3000, loop, arrows, no dots, 8 categories, 5/3/2)', () => {
    expect(categoriesSliderSection.schema.parse({})).toEqual({
      autoPlay: true,
      autoplayDelay: 3000,
      autoplayDisableOnInteraction: false,
      loop: true,
      navigation: true,
      pagination: false,
      numberOfCategories: 8,
      desktopColumns: 5,
      tabletColumns: 3,
      mobileColumns: 2,
      spaceBetween: 16,
      backgroundColor: 'transparent',
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
      padding: { top: 32, right: 16, bottom: 32, left: 16 },
      sectionTitle: 'Shop by category',
      sectionTitleColor: '#111827',
      sectionTitleSize: 28,
      imageFit: 'cover',
      imageRadius: 8,
      imageSize: 160,
      imageBottomMargin: 8,
      titleColor: '#111827',
      titleSize: 16,
      titleWeight: '600',
      titleAlign: 'center',
    });
  });

  it('is normal content shown in the palette', () => {
    expect(categoriesSliderSection.contentType).toBe('normal');
    expect(categoriesSliderSection.hidden).toBe(false);
  });

  it('has a setting for every prop and no setting without a prop', () => {
    const keys = Object.keys(categoriesSliderSection.schema.shape).sort();
    expect(categoriesSliderSection.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('requires at least 1 category (spec 5)', () => {
    expect(parse({ numberOfCategories: 1 })).toBe(true);
    expect(parse({ numberOfCategories: 50 })).toBe(true);
    expect(parse({ numberOfCategories: 0 })).toBe(false);
    expect(parse({ numberOfCategories: 51 })).toBe(false);
  });

  it('limits the columns to desktop 1-6, tablet 1-5, mobile 1-3', () => {
    expect(parse({ desktopColumns: 1, tabletColumns: 1, mobileColumns: 1 })).toBe(true);
    expect(parse({ desktopColumns: 6, tabletColumns: 5, mobileColumns: 3 })).toBe(true);
    expect(parse({ desktopColumns: 0 })).toBe(false);
    expect(parse({ desktopColumns: 7 })).toBe(false);
    expect(parse({ tabletColumns: 0 })).toBe(false);
    expect(parse({ tabletColumns: 6 })).toBe(false);
    expect(parse({ mobileColumns: 0 })).toBe(false);
    expect(parse({ mobileColumns: 4 })).toBe(false);
  });

  it('bounds the slider spacing to 0-100 (spec 5)', () => {
    expect(parse({ spaceBetween: 0 })).toBe(true);
    expect(parse({ spaceBetween: 100 })).toBe(true);
    expect(parse({ spaceBetween: -1 })).toBe(false);
    expect(parse({ spaceBetween: 101 })).toBe(false);
  });

  it('bounds the autoplay delay to 500-30000 ms', () => {
    expect(parse({ autoplayDelay: 500 })).toBe(true);
    expect(parse({ autoplayDelay: 30_000 })).toBe(true);
    expect(parse({ autoplayDelay: 499 })).toBe(false);
    expect(parse({ autoplayDelay: 30_001 })).toBe(false);
  });

  it('shows the autoplay settings only when autoplay is on', () => {
    const delay = categoriesSliderSection.settings.find((s) => s.key === 'autoplayDelay');
    expect(delay?.showIf).toEqual({ key: 'autoPlay', equals: true });
  });
});
