import { describe, expect, it } from 'vitest';
import { parseContentDocument } from './content';
import type { Block } from './blocks/block-types';

const footerOf = (schemaVersion: number, props: Record<string, unknown>) => {
  const parsed = parseContentDocument({
    schemaVersion,
    components: [{ id: 'f', type: 'footer', props }],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.document.components[0]!.props;
};

describe('content version 5 to 6', () => {
  it('turns the footer’s about text, columns and social links into blocks', () => {
    const props = footerOf(5, {
      aboutText: 'Made by hand.',
      columns: [{ title: 'Shop', links: [{ label: 'All', url: '/shop' }] }],
      showSocial: true,
      xUrl: 'https://x.com/shop',
      copyrightText: '© Us',
      textColor: '#dcfce7',
    });
    expect(props.aboutText).toBeUndefined();
    expect(props.columns).toBeUndefined();
    expect(props).toMatchObject({ copyrightText: '© Us', textColor: '#dcfce7' });
    const blocks = props.blocks as Block[];
    expect(blocks.map((b) => [b.id, Boolean(b.hidden)])).toEqual([
      ['text-1', false],
      ['menuColumn-1', false],
      ['socialLinks-1', false],
    ]);
    // The about text keeps the footer's size and colour.
    expect(blocks[0]!.props).toEqual({
      text: 'Made by hand.',
      size: { value: 1, unit: 'em' },
      color: '',
    });
    expect(blocks[1]!.props).toEqual({
      title: 'Shop',
      links: [{ label: 'All', url: '/shop' }],
    });
    expect(blocks[2]!.props).toMatchObject({ xUrl: 'https://x.com/shop', facebookUrl: '' });
  });

  it('gives a footer saved with its defaults the default columns and hidden social links', () => {
    const blocks = footerOf(5, {}).blocks as Block[];
    expect(blocks.map((b) => [b.type, b.props.title, Boolean(b.hidden)])).toEqual([
      ['menuColumn', 'Shop', false],
      ['menuColumn', 'Company', false],
      ['menuColumn', 'Help', false],
      ['socialLinks', undefined, true],
    ]);
  });

  it('migrates a footer saved in version 1 (literal colours) all the way', () => {
    const props = footerOf(1, {
      backgroundColor: '#123456',
      aboutText: 'Since 1999',
      columns: [],
    });
    expect(props.backgroundColor).toBe('#123456');
    expect((props.blocks as Block[]).map((b) => b.type)).toEqual(['text', 'socialLinks']);
  });
});

describe('content version 6 to 7', () => {
  const sectionOf = (type: string, props: Record<string, unknown>, schemaVersion = 6) => {
    const parsed = parseContentDocument({ schemaVersion, components: [{ id: 's', type, props }] });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    return parsed.document.components[0]!.props;
  };

  it('turns FAQ items into question blocks, keeping their ids and making repeated ones unique', () => {
    const props = sectionOf('faq', {
      title: 'Help',
      items: [
        { id: 'a', question: 'Q1', answer: 'A1' },
        { id: 'a', question: 'Q2', answer: 'A2' },
        { id: ' ', question: 'Q3', answer: 'A3' },
      ],
    });
    expect(props.items).toBeUndefined();
    expect(props.title).toBe('Help');
    const blocks = props.blocks as Block[];
    expect(blocks.map((b) => [b.id, b.type, b.props.question])).toEqual([
      ['a', 'question', 'Q1'],
      ['question-2', 'question', 'Q2'],
      ['question-3', 'question', 'Q3'],
    ]);
  });

  it('gives sections saved with their default items those items as blocks', () => {
    const faq = sectionOf('faq', {}).blocks as Block[];
    expect(faq.map((b) => b.id)).toEqual(['faq-1', 'faq-2', 'faq-3', 'faq-4']);
    const quotes = sectionOf('testimonial2', {}, 1).blocks as Block[];
    expect(quotes.map((b) => [b.type, b.props.name, b.props.rating])).toEqual([
      ['testimonial', 'Sarah Johnson', 5],
      ['testimonial', 'Michael Chen', 5],
      ['testimonial', 'Amina Yusuf', 4],
    ]);
  });

  it('reaches testimonials inside a container', () => {
    const props = sectionOf('container', {
      children: [{ id: 't', type: 'testimonial', props: { items: [{ id: 'x', name: 'Ann' }] } }],
    });
    const [child] = props.children as { props: { blocks: Block[] } }[];
    expect(child!.props.blocks.map((b) => [b.id, b.props.name])).toEqual([['x', 'Ann']]);
  });
});

describe('content version 7 to 8', () => {
  it('turns the product grid’s card switches into its card blocks', () => {
    const parsed = parseContentDocument({
      schemaVersion: 7,
      components: [
        { id: 'g', type: 'productGrid', props: { showRating: false, showBuyButton: false } },
        { id: 'h', type: 'productGrid', props: { showBuyButton: false, showCartButton: false } },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const [g, h] = parsed.document.components.map((c) => c.props);
    expect(g!.showRating).toBeUndefined();
    const blocks = g!.blocks as Block[];
    expect(blocks.map((b) => [b.type, Boolean(b.hidden)])).toEqual([
      ['productImage', false],
      ['title', false],
      ['rating', true],
      ['price', false],
      ['cardButtons', false],
    ]);
    expect(blocks[4]!.props).toEqual({ showBuyNow: false, showAddToCart: true });
    expect((h!.blocks as Block[])[4]).toMatchObject({ type: 'cardButtons', hidden: true });
  });
});

describe('content version 8 to 9', () => {
  it('turns the banner’s title, subtitle and button into blocks, a switched-off button hidden', () => {
    const parsed = parseContentDocument({
      schemaVersion: 8,
      components: [
        {
          id: 'b',
          type: 'banner',
          props: {
            title: 'Sale',
            titleColor: '#ff0000',
            ctaText: 'Go',
            ctaPadding: { top: 4, right: 8, bottom: 4, left: 8 },
            ctaBorderRadius: 20,
            height: { value: 300, unit: 'px' },
          },
        },
        { id: 'c', type: 'banner', props: { showCta: false } },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const [b, c] = parsed.document.components.map((x) => x.props);
    expect(b!.title).toBeUndefined();
    expect(b!.height).toEqual({ value: 300, unit: 'px' });
    const blocks = b!.blocks as Block[];
    expect(blocks.map((x) => x.type)).toEqual(['heading', 'text', 'button']);
    expect(blocks[0]!.props).toMatchObject({ text: 'Sale', color: '#ff0000' });
    expect(blocks[1]!.props.text).toBe(
      'Warm layers, cosy knits and everything you need for the cold season.',
    );
    expect(blocks[2]!.props).toMatchObject({
      label: 'Go',
      link: '/shop',
      radius: 20,
      padding: { top: 4, right: 8, bottom: 4, left: 8 },
    });
    expect((c!.blocks as Block[])[2]).toMatchObject({ type: 'button', hidden: true });
  });
});
