import { describe, expect, it } from 'vitest';
import { bannerSection } from './banner';

const parse = (props: Record<string, unknown>) => bannerSection.schema.safeParse(props).success;

describe('banner section', () => {
  it('parses {} to the documented defaults', () => {
    expect(bannerSection.schema.parse({})).toEqual({
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
      padding: { top: 48, right: 24, bottom: 48, left: 24 },
      backgroundImage: '',
      backgroundColor: '#1f2937',
      overlayColor: '#000000',
      overlayOpacity: 0.35,
      height: { value: 550, unit: 'px' },
      backgroundSize: 'cover',
      backgroundPosition: 'center',
      title: 'Explore Our Winter Products',
      subtitle: 'Warm layers, cosy knits and everything you need for the cold season.',
      titleColor: '#ffffff',
      subtitleColor: '#f3f4f6',
      titleSize: { value: 48, unit: 'px' },
      subtitleSize: { value: 18, unit: 'px' },
      textAlign: 'center',
      showCta: true,
      ctaText: 'Shop Now',
      ctaLink: '/shop',
      ctaBackground: '#ffffff',
      ctaTextColor: '#111827',
      ctaPadding: { top: 12, right: 28, bottom: 12, left: 28 },
      ctaBorderRadius: 6,
      ctaOpenInNewTab: false,
      showShadow: false,
      contentMaxWidth: { value: 800, unit: 'px' },
    });
  });

  it('is normal content shown in the palette', () => {
    expect(bannerSection.type).toBe('banner');
    expect(bannerSection.contentType).toBe('normal');
    expect(bannerSection.hidden).toBe(false);
  });

  it('has a setting for every prop and no setting without a prop', () => {
    const keys = Object.keys(bannerSection.schema.shape).sort();
    expect(bannerSection.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('shows the button settings only when the button is on', () => {
    const cta = bannerSection.settings.filter((s) => s.key.startsWith('cta'));
    expect(cta.length).toBeGreaterThan(0);
    for (const s of cta) expect(s.showIf).toEqual({ key: 'showCta', equals: true });
  });

  it('bounds the overlay opacity to 0-1', () => {
    expect(parse({ overlayOpacity: 0 })).toBe(true);
    expect(parse({ overlayOpacity: 1 })).toBe(true);
    expect(parse({ overlayOpacity: -0.01 })).toBe(false);
    expect(parse({ overlayOpacity: 1.01 })).toBe(false);
  });

  it('bounds the button corner radius to 0-100', () => {
    expect(parse({ ctaBorderRadius: 0 })).toBe(true);
    expect(parse({ ctaBorderRadius: 100 })).toBe(true);
    expect(parse({ ctaBorderRadius: -1 })).toBe(false);
    expect(parse({ ctaBorderRadius: 101 })).toBe(false);
  });

  it('accepts only cover or contain, and left, center or right', () => {
    expect(parse({ backgroundSize: 'contain' })).toBe(true);
    expect(parse({ backgroundSize: 'auto' })).toBe(false);
    expect(parse({ textAlign: 'right' })).toBe(true);
    expect(parse({ textAlign: 'justify' })).toBe(false);
  });

  it('rejects a javascript: button link and a protocol-relative image', () => {
    expect(parse({ ctaLink: 'javascript:alert(1)' })).toBe(false);
    expect(parse({ ctaLink: 'https://example.com/sale' })).toBe(true);
    expect(parse({ backgroundImage: '//evil.example/x.png' })).toBe(false);
    expect(parse({ backgroundImage: '/media/winter.jpg' })).toBe(true);
  });
});
