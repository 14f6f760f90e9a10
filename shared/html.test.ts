import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x" title='y'>Rock & Roll</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Rock &amp; Roll&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity typed as text stays text', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Straße 5, 10 € — ok')).toBe('Straße 5, 10 € — ok');
  });
});
