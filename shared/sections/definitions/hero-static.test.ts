import { describe, expect, it } from 'vitest';
import { heroStaticSection } from './hero-static';

const parse = (props: Record<string, unknown>) => heroStaticSection.schema.safeParse(props).success;

describe('static hero section', () => {
  it('parses {} to the documented defaults', () => {
    expect(heroStaticSection.schema.parse({})).toEqual({
      height: { value: 560, unit: 'px' },
      mobileHeight: { value: 420, unit: 'px' },
      backgroundImage: '',
      backgroundColor: '#1e293b',
      overlayColor: '#000000',
      overlayOpacity: 0.45,
      title: 'Style That Speaks for Itself',
      subtitle: 'Discover new arrivals crafted for everyday comfort.',
      titleColor: '#ffffff',
      subtitleColor: '#e5e7eb',
      titleSize: { value: 56, unit: 'px' },
      subtitleSize: { value: 20, unit: 'px' },
      textAlign: 'center',
      contentMaxWidth: { value: 760, unit: 'px' },
      showPrimaryCta: true,
      primaryCtaText: 'Shop Now',
      primaryCtaLink: '/shop',
      primaryCtaBackground: '#ffffff',
      primaryCtaTextColor: '#111827',
      showSecondaryCta: true,
      secondaryCtaText: 'Our story',
      secondaryCtaLink: '/about',
      secondaryCtaColor: '#ffffff',
      ctaBorderRadius: 6,
      ctaOpenInNewTab: false,
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
      padding: { top: 48, right: 24, bottom: 48, left: 24 },
    });
  });

  it('is normal content in the Hero group', () => {
    expect(heroStaticSection.type).toBe('heroStatic');
    expect(heroStaticSection.contentType).toBe('normal');
    expect(heroStaticSection.group).toBe('Hero');
  });

  it('has a setting for every prop and no setting without a prop', () => {
    const keys = Object.keys(heroStaticSection.schema.shape).sort();
    expect(heroStaticSection.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('bounds the overlay opacity to 0-1', () => {
    expect(parse({ overlayOpacity: 0 })).toBe(true);
    expect(parse({ overlayOpacity: 1 })).toBe(true);
    expect(parse({ overlayOpacity: -0.01 })).toBe(false);
    expect(parse({ overlayOpacity: 1.01 })).toBe(false);
  });

  it('bounds the button corner radius to 0-100', () => {
    expect(parse({ ctaBorderRadius: 100 })).toBe(true);
    expect(parse({ ctaBorderRadius: 101 })).toBe(false);
  });

  it('rejects negative heights and unknown units', () => {
    expect(parse({ mobileHeight: { value: 0, unit: 'vh' } })).toBe(true);
    expect(parse({ mobileHeight: { value: -1, unit: 'px' } })).toBe(false);
    expect(parse({ height: { value: 500, unit: 'pt' } })).toBe(false);
  });
});
