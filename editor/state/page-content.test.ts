import { describe, expect, it } from 'vitest';
import { joinForEdit, splitForSave } from './page-content';
import { makeComponent, makeContainer } from '../../tests/support/section-trees';

describe('joinForEdit', () => {
  it('puts header globals first in stored order, then the page content, then the footer', () => {
    const topbar = makeComponent('topbar', { id: 'top' });
    const navbar = makeComponent('navbar', { id: 'nav' });
    const footer = makeComponent('footer', { id: 'foot' });
    const content = [makeComponent('hero', { id: 'a' }), makeComponent('faq', { id: 'b' })];
    const joined = joinForEdit(content, [footer, navbar, topbar]);
    expect(joined.map((c) => c.id)).toEqual(['nav', 'top', 'a', 'b', 'foot']);
    joined.forEach((c) => expect([topbar, navbar, footer, ...content]).toContain(c));
  });

  it('marks entries without a content type with the list they came from', () => {
    const { contentType: _g, ...navbar } = makeComponent('navbar', { id: 'nav' });
    const { contentType: _n, ...hero } = makeComponent('hero', { id: 'a' });
    const joined = joinForEdit([hero], [navbar]);
    expect(joined.map((c) => c.contentType)).toEqual(['global', 'normal']);
  });
});

describe('splitForSave', () => {
  it('saves global sections to the global content and the rest to the page, in order', () => {
    const box = makeContainer([makeComponent('textBlock', { id: 'in' })], 'box');
    const components = [
      makeComponent('topbar', { id: 'top' }),
      makeComponent('hero', { id: 'a' }),
      box,
      makeComponent('navbar', { id: 'nav' }),
      makeComponent('footer', { id: 'foot' }),
    ];
    const { content, globalContent } = splitForSave(components);
    expect(content.map((c) => c.id)).toEqual(['a', 'box']);
    expect(content[1]).toBe(box);
    expect(globalContent.map((c) => c.id)).toEqual(['top', 'nav', 'foot']);
  });

  it('gives back what joinForEdit was given', () => {
    const content = [makeComponent('hero'), makeComponent('product')];
    const globalContent = [
      makeComponent('topbar'),
      makeComponent('navbar'),
      makeComponent('footer'),
    ];
    expect(splitForSave(joinForEdit(content, globalContent))).toEqual({ content, globalContent });
  });
});
