import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { detectMediaType, detectProofType, looksLikePdf, looksLikeSvg } from './detect-type';

const create = { width: 8, height: 8, channels: 3 as const, background: '#336699' };

describe('detectMediaType', () => {
  it('reads JPEG, PNG, WebP, AVIF and GIF from their bytes', async () => {
    const image = () => sharp({ create });
    expect(detectMediaType(await image().jpeg().toBuffer())).toBe('image/jpeg');
    expect(detectMediaType(await image().png().toBuffer())).toBe('image/png');
    expect(detectMediaType(await image().webp().toBuffer())).toBe('image/webp');
    expect(detectMediaType(await image().avif({ effort: 0 }).toBuffer())).toBe('image/avif');
    expect(detectMediaType(await image().gif().toBuffer())).toBe('image/gif');
  });

  it('refuses what is none of them, whatever it is called', async () => {
    expect(detectMediaType(Buffer.from('just some notes.jpg'))).toBeUndefined();
    expect(detectMediaType(Buffer.from('%PDF-1.7\n'))).toBeUndefined();
    expect(detectMediaType(await sharp({ create }).tiff().toBuffer())).toBeUndefined();
    expect(detectMediaType(Buffer.alloc(0))).toBeUndefined();
    // An ISO-BMFF file that is not AVIF (a HEIC photo).
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    ]);
    expect(detectMediaType(heic)).toBeUndefined();
  });

  it('takes SVG as XML text whose root is <svg>, after a prolog, comments and a doctype', () => {
    const svg = (text: string) => looksLikeSvg(Buffer.from(text));
    expect(svg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true);
    expect(
      svg(
        '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg viewBox="0 0 1 1"></svg>',
      ),
    ).toBe(true);
    expect(svg('<html><svg></svg></html>')).toBe(false);
    expect(svg('<svgfoo/>')).toBe(false);
    expect(svg('\u0000\u0001<svg/>')).toBe(false);
    expect(detectMediaType(Buffer.from('<svg viewBox="0 0 1 1"/>'))).toBe('image/svg+xml');
  });
});

describe('detectProofType (payment proofs)', () => {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1');

  it('takes a PDF by its %PDF- header and JPEG, PNG and WebP by their magic numbers', async () => {
    const image = () => sharp({ create });
    expect(looksLikePdf(pdf)).toBe(true);
    expect(detectProofType(pdf)).toBe('application/pdf');
    expect(detectProofType(await image().jpeg().toBuffer())).toBe('image/jpeg');
    expect(detectProofType(await image().png().toBuffer())).toBe('image/png');
    expect(detectProofType(await image().webp().toBuffer())).toBe('image/webp');
  });

  it('refuses SVG, GIF, AVIF, text named .pdf, and a PDF header that is not at the start', async () => {
    const image = () => sharp({ create });
    expect(detectProofType(Buffer.from('<svg viewBox="0 0 1 1"/>'))).toBeUndefined();
    expect(detectProofType(await image().gif().toBuffer())).toBeUndefined();
    expect(detectProofType(await image().avif({ effort: 0 }).toBuffer())).toBeUndefined();
    expect(detectProofType(Buffer.from('receipt.pdf: I paid, promise'))).toBeUndefined();
    expect(detectProofType(Buffer.from('<html>%PDF-1.4</html>'))).toBeUndefined();
    expect(detectProofType(Buffer.from('%PDF-'))).toBeUndefined();
    expect(detectProofType(Buffer.alloc(0))).toBeUndefined();
    // The media library still refuses PDFs.
    expect(detectMediaType(pdf)).toBeUndefined();
  });
});
