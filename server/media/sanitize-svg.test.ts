import { describe, expect, it } from 'vitest';
import { isSelfContainedCss, sanitizeSvg, UnsafeSvgError } from './sanitize-svg';

describe('sanitizeSvg', () => {
  it('keeps drawing markup, case-sensitive names and in-document references', () => {
    const clean = sanitizeSvg(
      '<svg viewBox="0 0 10 10"><defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/></svg>',
    );
    expect(clean).toContain('viewBox="0 0 10 10"');
    expect(clean).toContain('<linearGradient id="g" gradientUnits="userSpaceOnUse">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<use href="#g">');
    expect(clean).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('drops scripts, handlers, foreignObject, animation and external references', () => {
    const clean = sanitizeSvg(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" onload="a()">',
        '<script>b()</script><script><![CDATA[ c() ]]></script>',
        '<rect onclick="d()" fill="url(https://evil.example/p#x)" style="fill:url(//evil.example/y)"/>',
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">e</div></foreignObject>',
        '<image href="https://evil.example/i.png"/><image href="/local.png"/>',
        '<use xlink:href="https://evil.example/s.svg#i"/>',
        '<animate attributeName="href" to="javascript:f()"/><set attributeName="onclick" to="g()"/>',
        '<style>@import url(https://evil.example/c.css);</style>',
        '<a href="javascript:h()"><text>link text</text></a>',
        '</svg>',
      ].join(''),
    );
    for (const bad of [
      'onload',
      'onclick',
      'script',
      'b()',
      'c()',
      'foreignObject',
      'evil.example',
      'javascript',
      'animate',
      '<set',
      '@import',
      'local.png',
      '<a ',
    ]) {
      expect(clean, bad).not.toContain(bad);
    }
    expect(clean).toContain('link text');
  });

  it('[regression] refuses embedded data: images, however written (librsvg decodes them with no pixel limit)', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    for (const image of [
      `<image href="${png}" width="1" height="1"/>`,
      `<image xlink:href="${png}"/>`,
      `<image href=" DATA:image/png;base64,iVBORw0KGgo="/>`,
      `<image href="data&#58;image/png;base64,iVBORw0KGgo="/>`,
      '<image href="data:image/svg+xml;base64,PHN2Zy8+"/>',
      `<pattern id="p"><image href="${png}"/></pattern>`,
      `<use href="${png}"/>`,
    ]) {
      expect(
        () => sanitizeSvg(`<svg xmlns:xlink="http://www.w3.org/1999/xlink">${image}</svg>`),
        image,
      ).toThrow(/embedded images are refused/);
    }
  });

  it('refuses entity declarations and documents without an <svg> root', () => {
    expect(() =>
      sanitizeSvg('<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]><svg>&b;</svg>'),
    ).toThrow(UnsafeSvgError);
    expect(() => sanitizeSvg('<html><body>no svg</body></html>')).toThrow(UnsafeSvgError);
  });
});

describe('isSelfContainedCss', () => {
  it('allows url(#fragment) only, and no imports or escapes', () => {
    expect(isSelfContainedCss('fill: url(#g); stroke: url("#h")')).toBe(true);
    expect(isSelfContainedCss('fill: red')).toBe(true);
    expect(isSelfContainedCss('fill: url(https://evil.example/x)')).toBe(false);
    expect(isSelfContainedCss("background: url('//evil.example/x')")).toBe(false);
    expect(isSelfContainedCss('@import "x.css"')).toBe(false);
    expect(isSelfContainedCss('fill: u\\72l(x)')).toBe(false);
  });
});
