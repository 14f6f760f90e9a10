import { describe, expect, it } from 'vitest';
import { escapeMarkdown, parseInlines, parseMarkdownBlocks } from './markdown-blocks';

describe('parseMarkdownBlocks', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const blocks = parseMarkdownBlocks(
      [
        '## 1. The Service',
        '',
        'First line',
        'same paragraph.',
        '',
        '- one',
        '  continued',
        '- two',
        '1. first',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: '1. The Service', id: '1-the-service' },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'First line same paragraph.' }] },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'one continued' }], [{ kind: 'text', text: 'two' }]],
      },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }]] },
    ]);
  });

  it('reads bold and links, keeping only safe link targets', () => {
    expect(parseInlines('See **our** [terms](/terms) or [x](javascript:alert).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'strong', text: 'our' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'terms', href: '/terms' },
      { kind: 'text', text: ' or ' },
      { kind: 'text', text: 'x' },
      { kind: 'text', text: '.' },
    ]);
    expect(parseInlines('[a](//evil.test)')).toEqual([{ kind: 'text', text: 'a' }]);
    expect(parseInlines('[mail](mailto:a@b.test)')).toEqual([
      { kind: 'link', text: 'mail', href: 'mailto:a@b.test' },
    ]);
  });

  it('reads an escaped value as itself', () => {
    const value = 'Acme *Shops* [Ltd](javascript:x) <b>\n# not a heading';
    const [block] = parseMarkdownBlocks(`Run by **${escapeMarkdown(value)}**.`);
    expect(block).toEqual({
      kind: 'paragraph',
      inlines: [
        { kind: 'text', text: 'Run by ' },
        { kind: 'strong', text: value.replace('\n', ' ') },
        { kind: 'text', text: '.' },
      ],
    });
  });
});
