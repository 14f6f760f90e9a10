import { describe, expect, it } from 'vitest';
import { toThumbnailSrc } from './thumbnail-src';

const base = '/media/0b6c3f8e-1d2a-4c5b-9e7f-112233445566/a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

describe('toThumbnailSrc', () => {
  it("loads a library image's smallest variant instead of the original", () => {
    expect(toThumbnailSrc(`${base}/4000x3000/original.jpg`)).toBe(`${base}/320.webp`);
    expect(toThumbnailSrc(` ${base}/4000x3000/original.jpg `, 240)).toBe(`${base}/640.webp`);
  });

  it('keeps any other reference as it is, and no image as no image', () => {
    expect(toThumbnailSrc('/media/demo/shirt.svg')).toBe('/media/demo/shirt.svg');
    expect(toThumbnailSrc('https://images.example.com/a.jpg')).toBe(
      'https://images.example.com/a.jpg',
    );
    expect(toThumbnailSrc('  ')).toBe('');
  });
});
