import { describe, expect, it } from 'vitest';
import {
  mediaOriginalKey,
  mediaVariantKey,
  mediaVariantUrl,
  mediaVariantWidths,
  parseMediaUrl,
  responsiveImage,
} from './media-url';

const store = '0b6c3f8e-1d2a-4c5b-9e7f-112233445566';
const media = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

describe('media variant widths', () => {
  it('makes the four standard widths of a large image, never wider than the original', () => {
    expect(mediaVariantWidths(4000)).toEqual([320, 640, 1024, 1600]);
    expect(mediaVariantWidths(1600)).toEqual([320, 640, 1024, 1600]);
  });

  it("adds the image's own width when it is at most 1600, and never upscales a small one", () => {
    expect(mediaVariantWidths(800)).toEqual([320, 640, 800]);
    expect(mediaVariantWidths(200)).toEqual([200]);
  });
});

describe('responsiveImage', () => {
  const original = `/media/${mediaOriginalKey(store, media, 4000, 3000, 'jpg')}`;

  it('builds srcset, a fallback source and the intrinsic size from an original URL', () => {
    expect(original).toBe(`/media/${store}/${media}/4000x3000/original.jpg`);
    expect(responsiveImage(original)).toEqual({
      src: `/media/${store}/${media}/1024.webp`,
      srcSet: [320, 640, 1024, 1600]
        .map((w) => `/media/${store}/${media}/${w}.webp ${w}w`)
        .join(', '),
      width: 4000,
      height: 3000,
    });
    expect(`/media/${mediaVariantKey(store, media, 640)}`).toBe(
      `/media/${store}/${media}/640.webp`,
    );
  });

  it('keeps the host of an S3 public URL', () => {
    const url = `https://cdn.example.com/bucket/${store}/${media}/500x250/original.png`;
    expect(responsiveImage(url)).toEqual({
      src: `https://cdn.example.com/bucket/${store}/${media}/500.webp`,
      srcSet: `https://cdn.example.com/bucket/${store}/${media}/320.webp 320w, https://cdn.example.com/bucket/${store}/${media}/500.webp 500w`,
      width: 500,
      height: 250,
    });
  });

  it('gives an SVG its size and no srcset', () => {
    const url = `/media/${store}/${media}/120x40/original.svg`;
    expect(responsiveImage(url)).toEqual({ src: url, srcSet: undefined, width: 120, height: 40 });
  });

  it('answers null for any URL that is not a media-library original', () => {
    for (const url of [
      '',
      '/media/demo/shirt.svg',
      'https://images.example.com/shirt.jpg',
      'data:image/png;base64,AAAA',
      `/media/${store}/${media}/1024.webp`,
      `/media/${store}/${media}/4000x3000/original.jpg?v=2`,
      `/media/${store}/${media}/0x3000/original.jpg`,
      `/media/${store}/${media}/4000x3000/original.tiff`,
    ]) {
      expect(responsiveImage(url), url).toBeNull();
      expect(parseMediaUrl(url), url).toBeUndefined();
    }
  });
});

describe('mediaVariantUrl', () => {
  const base = `/media/${store}/${media}`;

  it('picks the narrowest variant at least as wide as asked', () => {
    const url = `${base}/4000x3000/original.jpg`;
    expect(mediaVariantUrl(url, 80)).toBe(`${base}/320.webp`);
    expect(mediaVariantUrl(url, 700)).toBe(`${base}/1024.webp`);
  });

  it('falls back to the widest variant of a small image, and keeps an SVG as it is', () => {
    expect(mediaVariantUrl(`${base}/200x100/original.png`, 320)).toBe(`${base}/200.webp`);
    const svg = `${base}/120x40/original.svg`;
    expect(mediaVariantUrl(svg, 80)).toBe(svg);
  });

  it('answers undefined for any other URL', () => {
    expect(mediaVariantUrl('/media/demo/shirt.svg', 80)).toBeUndefined();
    expect(mediaVariantUrl('https://images.example.com/shirt.jpg', 80)).toBeUndefined();
  });
});
