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

describe('content version 9 to 10', () => {
  const heroOf = (schemaVersion: number, props: Record<string, unknown>) => {
    const parsed = parseContentDocument({
      schemaVersion,
      components: [
        { id: 'box', type: 'container', props: { children: [{ id: 'h', type: 'hero', props }] } },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const box = parsed.document.components[0]!.props as {
      children: { props: Record<string, unknown> }[];
    };
    return box.children[0]!.props;
  };

  it('turns each slide into a slide block holding its title, subtitle and buttons (inside a container too)', () => {
    const props = heroOf(9, {
      slides: [
        {
          id: 'mine',
          backgroundType: 'image',
          background: '/media/a.jpg',
          title: 'Autumn',
          subtitle: '',
          ctaButtons: [
            { text: 'Shop', url: '/shop', target: '_blank' },
            { text: 'Story', variant: 'secondary', url: '/about' },
          ],
          textColor: '#fef3c7',
          overlayOpacity: 0.3,
          textAlign: 'left',
          titleSize: 64,
        },
        { id: 'mine', backgroundType: 'gradient', background: 'linear-gradient(#000, #fff)' },
      ],
      autoplay: false,
    });
    expect(props.slides).toBeUndefined();
    expect(props.autoplay).toBe(false);
    const [first, second] = props.blocks as Block[];
    expect(first).toMatchObject({
      id: 'mine',
      type: 'slide',
      props: {
        backgroundType: 'image',
        backgroundImage: '/media/a.jpg',
        textColor: '#fef3c7',
        overlayOpacity: 0.3,
        textAlign: 'left',
      },
    });
    // No text block for the empty subtitle; the buttons keep the pill they were drawn as.
    expect((first!.props.blocks as Block[]).map((b) => [b.id, b.type, b.props])).toEqual([
      [
        'slide1-heading-1',
        'heading',
        expect.objectContaining({ text: 'Autumn', size: { value: 64, unit: 'px' }, color: '' }),
      ],
      [
        'slide1-button-1',
        'button',
        expect.objectContaining({
          label: 'Shop',
          link: '/shop',
          style: 'primary',
          radius: 100,
          openInNewTab: true,
        }),
      ],
      [
        'slide1-button-2',
        'button',
        expect.objectContaining({ label: 'Story', link: '/about', style: 'secondary' }),
      ],
    ]);
    // A repeated id gets a fresh one; a slide without text has no blocks.
    expect(second).toMatchObject({
      id: 'slide-2',
      props: {
        backgroundType: 'gradient',
        backgroundGradient: 'linear-gradient(#000, #fff)',
        blocks: [],
      },
    });
  });

  it('gives a hero saved with its defaults version 9’s three slides', () => {
    const slides = heroOf(9, {}).blocks as Block[];
    expect(slides.map((s) => s.id)).toEqual(['hero-slide-1', 'hero-slide-2', 'hero-slide-3']);
    expect(slides[1]!.props).toMatchObject({
      backgroundType: 'solid',
      backgroundColor: '#0f766e',
      textAlign: 'left',
    });
    expect((slides[0]!.props.blocks as Block[]).map((b) => b.props.label ?? b.props.text)).toEqual([
      'New Season Arrivals',
      'Fresh styles for every day. Discover what just landed.',
      'Shop Now',
      'Our story',
    ]);
  });

  it('migrates a hero saved in version 1 all the way', () => {
    const slides = heroOf(1, {
      slides: [
        {
          id: 's',
          backgroundType: 'solid',
          background: '#123456',
          title: 'Hi',
          subtitleSize: 30,
          subtitle: 'There',
        },
      ],
    }).blocks as Block[];
    expect(slides[0]!.props).toMatchObject({ backgroundColor: '#123456' });
    expect((slides[0]!.props.blocks as Block[])[1]!.props).toMatchObject({
      text: 'There',
      size: { value: 30, unit: 'px' },
    });
  });
});
