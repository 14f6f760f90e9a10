import { describe, expect, it } from 'vitest';
import { heroSection, isValidHeroBackground } from './hero';

const parse = (props: Record<string, unknown>) => heroSection.schema.safeParse(props).success;
const slide = (overrides: Record<string, unknown>) => ({ id: 's1', ...overrides });

describe('hero section', () => {
  it('parses {} to the documented defaults', () => {
    expect(heroSection.schema.parse({})).toEqual({
      slides: [
        {
          id: 'hero-slide-1',
          backgroundType: 'gradient',
          background: 'linear-gradient(135deg, #1e3a8a 0%, #6d28d9 100%)',
          title: 'New Season Arrivals',
          subtitle: 'Fresh styles for every day. Discover what just landed.',
          ctaButtons: [
            {
              text: 'Shop Now',
              variant: 'primary',
              type: 'internal',
              url: '/shop',
              target: '_self',
            },
            {
              text: 'Our story',
              variant: 'secondary',
              type: 'internal',
              url: '/about',
              target: '_self',
            },
          ],
          textColor: '#ffffff',
          overlayColor: '#000000',
          overlayOpacity: 0,
          textAlign: 'center',
          titleSize: 52,
          subtitleSize: 20,
        },
        {
          id: 'hero-slide-2',
          backgroundType: 'solid',
          background: '#0f766e',
          title: 'Crafted to Last',
          subtitle: 'Quality materials and careful details in everything we make.',
          ctaButtons: [
            {
              text: 'Explore the Collection',
              variant: 'primary',
              type: 'internal',
              url: '/shop',
              target: '_self',
            },
          ],
          textColor: '#ffffff',
          overlayColor: '#000000',
          overlayOpacity: 0,
          textAlign: 'left',
          titleSize: 52,
          subtitleSize: 20,
        },
        {
          id: 'hero-slide-3',
          backgroundType: 'gradient',
          background: 'linear-gradient(120deg, #111827 0%, #7f1d1d 100%)',
          title: 'Up to 30% Off',
          subtitle: 'Limited-time offers on customer favourites, while stocks last.',
          ctaButtons: [
            {
              text: 'Shop the Sale',
              variant: 'primary',
              type: 'internal',
              url: '/shop',
              target: '_self',
            },
          ],
          textColor: '#ffffff',
          overlayColor: '#000000',
          overlayOpacity: 0,
          textAlign: 'center',
          titleSize: 52,
          subtitleSize: 20,
        },
      ],
      autoplay: true,
      autoplayDelay: 5000,
      loop: true,
      height: { value: 600, unit: 'px' },
      mobileHeight: { value: 460, unit: 'px' },
      showArrows: true,
      showDots: true,
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
    });
  });

  it('gives each parse its own copy of the default slides', () => {
    const a = heroSection.schema.parse({});
    a.slides[0]!.title = 'Changed';
    expect(heroSection.schema.parse({}).slides[0]!.title).toBe('New Season Arrivals');
  });

  it('fills a slide from its id alone', () => {
    expect(heroSection.schema.parse({ slides: [{ id: 'x' }] }).slides[0]).toEqual({
      id: 'x',
      backgroundType: 'solid',
      background: '#111827',
      title: '',
      subtitle: '',
      ctaButtons: [],
      textColor: '#ffffff',
      overlayColor: '#000000',
      overlayOpacity: 0,
      textAlign: 'center',
      titleSize: 52,
      subtitleSize: 20,
    });
  });

  it('has a setting for every prop and no setting without a prop, slides in the hero slide editor', () => {
    const keys = Object.keys(heroSection.schema.shape).sort();
    expect(heroSection.settings.map((s) => s.key).sort()).toEqual(keys);
    expect(heroSection.settings.find((s) => s.key === 'slides')?.kind).toBe('heroSlides');
  });

  it('bounds a slide overlay opacity to 0-1', () => {
    expect(parse({ slides: [slide({ overlayOpacity: 0 })] })).toBe(true);
    expect(parse({ slides: [slide({ overlayOpacity: 1 })] })).toBe(true);
    expect(parse({ slides: [slide({ overlayOpacity: -0.01 })] })).toBe(false);
    expect(parse({ slides: [slide({ overlayOpacity: 1.01 })] })).toBe(false);
  });

  it('bounds the autoplay delay to 1000-30000 ms', () => {
    expect(parse({ autoplayDelay: 1000 })).toBe(true);
    expect(parse({ autoplayDelay: 30_000 })).toBe(true);
    expect(parse({ autoplayDelay: 999 })).toBe(false);
    expect(parse({ autoplayDelay: 30_001 })).toBe(false);
  });

  it('allows 0-10 slides and 0-3 buttons per slide', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => slide({ id: `s${i}` }));
    expect(parse({ slides: [] })).toBe(true);
    expect(parse({ slides: many(10) })).toBe(true);
    expect(parse({ slides: many(11) })).toBe(false);
    const buttons = (n: number) => Array.from({ length: n }, () => ({}));
    expect(parse({ slides: [slide({ ctaButtons: buttons(3) })] })).toBe(true);
    expect(parse({ slides: [slide({ ctaButtons: buttons(4) })] })).toBe(false);
  });

  it('requires a slide id', () => {
    expect(parse({ slides: [{}] })).toBe(false);
    expect(parse({ slides: [{ id: '' }] })).toBe(false);
  });

  it('checks the background against its type', () => {
    expect(parse({ slides: [slide({ backgroundType: 'solid', background: '#abcdef' })] })).toBe(
      true,
    );
    expect(
      parse({ slides: [slide({ backgroundType: 'solid', background: 'red; position: fixed' })] }),
    ).toBe(false);
    expect(
      parse({ slides: [slide({ backgroundType: 'image', background: '/media/a.jpg' })] }),
    ).toBe(true);
    expect(
      parse({ slides: [slide({ backgroundType: 'image', background: 'javascript:alert(1)' })] }),
    ).toBe(false);
    expect(
      parse({
        slides: [slide({ backgroundType: 'video', background: 'https://cdn.example.com/a.mp4' })],
      }),
    ).toBe(true);
  });

  it('accepts gradients of colours and rejects anything that could load a URL or escape the style', () => {
    expect(
      isValidHeroBackground('gradient', 'linear-gradient(90deg, rgba(0,0,0,0.5) 0%, #fff 100%)'),
    ).toBe(true);
    expect(isValidHeroBackground('gradient', 'radial-gradient(circle, #111 0%, #333 100%)')).toBe(
      true,
    );
    expect(isValidHeroBackground('gradient', 'url(https://evil.example/x.png)')).toBe(false);
    expect(isValidHeroBackground('gradient', 'linear-gradient(#fff, url(x))')).toBe(false);
    expect(isValidHeroBackground('gradient', 'linear-gradient(#fff, #000); color: red')).toBe(
      false,
    );
  });

  it('accepts only primary or secondary buttons opening in _self or _blank', () => {
    expect(
      parse({ slides: [slide({ ctaButtons: [{ variant: 'secondary', target: '_blank' }] })] }),
    ).toBe(true);
    expect(parse({ slides: [slide({ ctaButtons: [{ variant: 'ghost' }] })] })).toBe(false);
    expect(parse({ slides: [slide({ ctaButtons: [{ target: '_top' }] })] })).toBe(false);
    expect(parse({ slides: [slide({ ctaButtons: [{ url: 'javascript:alert(1)' }] })] })).toBe(
      false,
    );
  });
});
