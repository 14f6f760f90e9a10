import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { gridImageSizes, ResponsiveImage } from './ResponsiveImage';

const library = '/media/0b6c3f8e-1d2a-4c5b-9e7f-112233445566/a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

describe('ResponsiveImage', () => {
  it('gives a library image srcset, sizes and its own width and height, lazily', () => {
    // React writes `srcSet`/`fetchPriority` as such; HTML attribute names ignore case.
    const html = renderToStaticMarkup(
      <ResponsiveImage
        src={`${library}/2000x1500/original.jpg`}
        alt="Lamp"
        sizes="50vw"
        width={400}
        height={400}
      />,
    ).toLowerCase();
    expect(html).toContain(`src="${library}/1024.webp"`);
    expect(html).toContain(`srcset="${library}/320.webp 320w,`);
    expect(html).toContain(`${library}/1600.webp 1600w"`);
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain('width="2000" height="1500"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchpriority');
  });

  it('shows any other URL as it is, with the fallback size and no srcset', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        src="https://cdn.example.com/a.jpg"
        alt=""
        sizes="50vw"
        width={400}
        height={300}
      />,
    );
    expect(html).toBe(
      '<img src="https://cdn.example.com/a.jpg" alt="" width="400" height="300" loading="lazy" decoding="async"/>',
    );
  });

  it('keeps the set box of a fixed-size image and loads a priority image first', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        src={`${library}/800x600/original.png`}
        alt=""
        sizes="48px"
        width={48}
        height={48}
        fixedSize
        priority
      />,
    ).toLowerCase();
    expect(html).toContain('width="48" height="48"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('srcset=');
    // React adds a preload of it (hoisted into <head> when it renders the document).
    expect(html).toMatch(/^<link rel="preload" as="image" imagesrcset="[^"]+" imagesizes="48px"/);
  });

  it('sizes a grid column by its column count per screen', () => {
    expect(gridImageSizes({ desktop: 4, tablet: 2, mobile: 1 })).toBe(
      '(min-width: 1200px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw',
    );
  });
});
