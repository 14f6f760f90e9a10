import { describe, expect, it } from 'vitest';
import type { Component } from '../../shared';
import { richTextHtml, sanitizeContentHtml, sanitizeMerchantHtml } from './sanitize-html';

describe('sanitizeMerchantHtml', () => {
  it('keeps common formatting', () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>soft</em> line<br></p><ul><li>one</li></ul>' +
      '<blockquote>q</blockquote><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><hr>';
    expect(sanitizeMerchantHtml(html)).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>soft</em> line<br /></p><ul><li>one</li></ul>' +
        '<blockquote>q</blockquote><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><hr />',
    );
  });

  it.each([
    [
      'drops script elements with their content',
      '<p>hi</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>',
      '<p>hi</p>',
    ],
    [
      'forces rel="noopener noreferrer" on links that open a new tab',
      '<a href="https://x.test" target="_blank" rel="opener">x</a>',
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      'keeps harmless inline styles and drops the rest',
      '<p style="text-align:center;background-image:url(javascript:alert(1));position:fixed">x</p>',
      '<p style="text-align:center">x</p>',
    ],
    [
      'removes iframes, objects, forms and style elements',
      '<iframe src="https://evil.test"></iframe><object data="x"></object><form action="/x"><input></form><style>*{}</style><svg onload="alert(1)"></svg>ok',
      'ok',
    ],
  ])('%s', (_title, html, expected) => {
    expect(sanitizeMerchantHtml(html)).toBe(expected);
  });

  it('drops event handler attributes', () => {
    const out = sanitizeMerchantHtml(
      '<img src="/media/a.png" onerror="alert(1)" alt="a"><p onclick="x()" onmouseover="y()">t</p>',
    );
    expect(out).not.toMatch(/onerror|onclick|onmouseover/i);
    expect(out).toContain('<img src="/media/a.png" alt="a" />');
  });

  it('drops javascript: and other unsafe URLs, however they are spelled', () => {
    const payloads = [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
      '<img src="javascript:alert(1)">',
      '<img src="data:text/html,<script>alert(1)</script>">',
    ];
    for (const p of payloads) {
      const out = sanitizeMerchantHtml(p);
      expect(out, p).not.toMatch(/javascript:|vbscript:|data:text/i);
      expect(out, p).not.toMatch(/<script/i);
    }
  });

  it('keeps http, https, mailto, tel and site-relative links', () => {
    for (const href of [
      'https://example.com/a?b=1',
      'http://x.test',
      'mailto:a@b.c',
      'tel:+123',
      '/shop',
    ]) {
      expect(sanitizeMerchantHtml(`<a href="${href}">x</a>`)).toBe(
        `<a href="${href.replace('&', '&amp;')}">x</a>`,
      );
    }
  });

  it('keeps data:image sources on images only', () => {
    const img = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />';
    expect(sanitizeMerchantHtml(img)).toBe(img);
    expect(sanitizeMerchantHtml('<a href="data:image/png;base64,iVBORw0KGgo=">x</a>')).toBe(
      '<a>x</a>',
    );
  });

  it('answers an empty string for empty input', () => {
    expect(sanitizeMerchantHtml('')).toBe('');
  });
});

describe('sanitizeContentHtml', () => {
  const xss =
    '<p>Hello</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>';

  it('sanitises text block content, also inside containers', () => {
    const components: Component[] = [
      { id: 't1', type: 'textBlock', props: { content: xss, textAlign: 'left' } },
      {
        id: 'c1',
        type: 'container',
        props: {
          children: [
            {
              id: 'c2',
              type: 'container',
              props: { children: [{ id: 't2', type: 'textBlock', props: { content: xss } }] },
            },
          ],
        },
      },
    ];
    const out = JSON.stringify(sanitizeContentHtml(components));
    expect(out).not.toMatch(/<script|onerror|javascript:/i);
    expect(out).toContain('<p>Hello</p>');
    expect(out).toContain('"textAlign":"left"');
  });

  it('sanitises FAQ answers (question blocks) that carry markup and keeps plain-text answers as written', () => {
    const [faq] = sanitizeContentHtml([
      {
        id: 'f',
        type: 'faq',
        props: {
          blocks: [
            { id: 'a', type: 'question', v: 1, props: { question: 'Q?', answer: xss } },
            {
              id: 'b',
              type: 'question',
              v: 1,
              props: { question: 'Tom & Jerry?', answer: 'Tom & Jerry, 3 > 2' },
            },
          ],
        },
      },
    ]);
    const blocks = faq?.props.blocks as { props: { answer: string; question: string } }[];
    expect(blocks[0]?.props.answer).not.toMatch(/<script|onerror|javascript:/i);
    expect(blocks[1]?.props).toEqual({ question: 'Tom & Jerry?', answer: 'Tom & Jerry, 3 > 2' });
  });

  it('leaves the input untouched and other props alone', () => {
    const components: Component[] = [
      { id: 'b', type: 'banner', props: { title: '<b>not html</b>' } },
      { id: 't', type: 'textBlock', props: { content: xss } },
    ];
    const out = sanitizeContentHtml(components);
    expect(out[0]?.props.title).toBe('<b>not html</b>');
    expect(components[1]?.props.content).toBe(xss);
  });
});

describe('richTextHtml', () => {
  it('turns plain text into paragraphs, escaped once', () => {
    expect(richTextHtml('Rock & Roll <3\nsecond line\n\nNew paragraph')).toBe(
      '<p>Rock &amp; Roll &lt;3<br />second line</p><p>New paragraph</p>',
    );
    expect(richTextHtml('')).toBe('');
  });
  it('cleans HTML and gives the same HTML back when run again', () => {
    const once = richTextHtml('<p>Soft <strong>cotton</strong> &amp; more</p><script>x()</script>');
    expect(once).toBe('<p>Soft <strong>cotton</strong> &amp; more</p>');
    expect(richTextHtml(once)).toBe(once);
  });
});
