import { describe, expect, it } from 'vitest';
import { imageBlockSection } from './image-block';

const parse = (props: Record<string, unknown>) => imageBlockSection.schema.safeParse(props).success;

describe('image block section', () => {
  it('parses {} to the documented defaults', () => {
    expect(imageBlockSection.schema.parse({})).toEqual({
      src: '',
      alt: '',
      width: 1200,
      height: 800,
      aspectRatio: 'auto',
      objectFit: 'cover',
      maxWidth: { value: 100, unit: '%' },
      align: 'center',
      borderRadius: 8,
      link: '',
      openInNewTab: false,
      caption: '',
      captionColor: '#4b5563',
      padding: { top: 16, right: 16, bottom: 16, left: 16 },
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
    });
  });

  it('has a setting for every prop and no setting without a prop, the image as a file', () => {
    const keys = Object.keys(imageBlockSection.schema.shape).sort();
    expect(imageBlockSection.settings.map((s) => s.key).sort()).toEqual(keys);
    expect(imageBlockSection.settings.find((s) => s.key === 'src')?.kind).toBe('file');
  });

  it('bounds width and height to whole numbers 1-6000', () => {
    expect(parse({ width: 1, height: 6000 })).toBe(true);
    expect(parse({ width: 0 })).toBe(false);
    expect(parse({ height: 6001 })).toBe(false);
    expect(parse({ width: 10.5 })).toBe(false);
  });

  it('bounds the corner radius to 0-200', () => {
    expect(parse({ borderRadius: 200 })).toBe(true);
    expect(parse({ borderRadius: 201 })).toBe(false);
    expect(parse({ borderRadius: -1 })).toBe(false);
  });

  it('rejects unsafe image sources and links', () => {
    expect(parse({ src: '/media/a.webp', link: '/shop' })).toBe(true);
    expect(parse({ src: 'javascript:alert(1)' })).toBe(false);
    expect(parse({ link: 'javascript:alert(1)' })).toBe(false);
  });

  it('accepts only the listed fits and aspect ratios', () => {
    expect(parse({ objectFit: 'contain', aspectRatio: '1:1' })).toBe(true);
    expect(parse({ objectFit: 'scale-down' })).toBe(false);
    expect(parse({ aspectRatio: '5:4' })).toBe(false);
  });
});
