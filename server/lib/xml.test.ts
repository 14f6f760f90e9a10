import { describe, expect, it } from 'vitest';
import { escapeXml, unescapeXml } from './xml';

describe('XML escaping', () => {
  it('escapes the five characters XML gives meaning to', () => {
    expect(escapeXml(`<loc a="1" b='2'>&</loc>`)).toBe(
      '&lt;loc a=&quot;1&quot; b=&apos;2&apos;&gt;&amp;&lt;/loc&gt;',
    );
  });

  it('reads the five entities back, each once', () => {
    expect(unescapeXml('a&lt;b&gt;c&quot;d&apos;e&amp;f &amp;lt;')).toBe(`a<b>c"d'e&f &lt;`);
  });

  it('round-trips any text', () => {
    const text = `media/1/"x" & 'y' <z>.png &amp;`;
    expect(unescapeXml(escapeXml(text))).toBe(text);
  });
});
