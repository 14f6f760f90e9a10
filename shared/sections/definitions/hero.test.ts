import { describe, expect, it } from 'vitest';
import { heroSection, isValidHeroBackground } from './hero';

describe('hero section', () => {
  it('gives each parse its own copy of the default slides', () => {
    const a = heroSection.schema.parse({});
    a.slides[0]!.title = 'Changed';
    expect(heroSection.schema.parse({}).slides[0]!.title).toBe('New Season Arrivals');
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
});
