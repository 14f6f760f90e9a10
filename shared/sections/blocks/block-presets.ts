/**
 * Ready-made block lists: the headline of a hero or banner (a heading, a text and its
 * buttons), which a new static hero starts with and templates and the demo store are
 * written in. Ids are `heading-1`, `text-1`, `button-1`… (unique in the section).
 */
import { makeBlock } from './block-definitions';
import type { Block } from './block-types';

interface HeadlineButton {
  label: string;
  link: string;
  style?: 'primary' | 'secondary';
  background?: string;
  textColor?: string;
  outlineColor?: string;
  radius?: number | null;
}

export interface HeadlinePreset {
  heading?: string;
  text?: string;
  headingSize?: number;
  textSize?: number;
  headingColor?: string;
  textColor?: string;
  /** In order; the first filled, the others outline unless they say. */
  buttons?: HeadlineButton[];
}

const defaultButtons: HeadlineButton[] = [
  { label: 'Shop Now', link: '/shop' },
  { label: 'Our story', link: '/about' },
];

/** A heading, a text and buttons; what is left out is the static hero's default. */
export function headlineBlocks({
  heading = 'Style That Speaks for Itself',
  text = 'Discover new arrivals crafted for everyday comfort.',
  headingSize = 56,
  textSize = 20,
  headingColor = '',
  textColor = '',
  buttons = defaultButtons,
}: HeadlinePreset = {}): Block[] {
  return [
    makeBlock('heading', 'heading-1', {
      text: heading,
      size: { value: headingSize, unit: 'px' },
      color: headingColor,
    }),
    makeBlock('text', 'text-1', {
      text,
      size: { value: textSize, unit: 'px' },
      color: textColor,
    }),
    ...buttons.map(({ style, ...button }, i) =>
      makeBlock('button', `button-${i + 1}`, {
        ...button,
        style: style ?? (i === 0 ? 'primary' : 'secondary'),
      }),
    ),
  ];
}

/** A footer text's size: the footer's own (its font size setting). */
export const footerTextSize = { value: 1, unit: 'em' } as const;

/** A footer menu column as a preset: its title and `[label, url]` links. */
export type FooterColumnPreset = readonly [
  title: string,
  links: readonly (readonly [string, string])[],
];

export interface FooterPreset {
  /** The about text, under the store name; empty: none. */
  about?: string;
  columns?: readonly FooterColumnPreset[];
  /** The social links block's own profile URLs by prop (default: none, the store's). */
  social?: Record<string, string>;
  /** Add a payment icons block. */
  paymentIcons?: boolean;
  /** Add a newsletter signup (default: yes). */
  newsletter?: boolean;
}

/** A new store's footer columns: shop, company and the policy pages. */
export const defaultFooterColumns: readonly FooterColumnPreset[] = [
  [
    'Shop',
    [
      ['All products', '/shop'],
      ['Checkout', '/checkout'],
    ],
  ],
  ['Company', [['About us', '/about']]],
  [
    'Help',
    [
      ['Shipping', '/page/shipping'],
      ['Returns', '/page/returns'],
    ],
  ],
];

/**
 * A footer's blocks: the about text, a menu column per column, a newsletter signup, social
 * links (drawn once the store or the block has a profile link); ids `text-1`,
 * `menuColumn-1`…, `newsletter-1`, `socialLinks-1`, `paymentIcons-1`. What is left out is a
 * new footer's.
 */
export function footerPresetBlocks({
  about = '',
  columns = defaultFooterColumns,
  social = {},
  paymentIcons = false,
  newsletter = true,
}: FooterPreset = {}): Block[] {
  return [
    ...(about ? [makeBlock('text', 'text-1', { text: about, size: footerTextSize })] : []),
    ...columns.map(([title, links], i) =>
      makeBlock('menuColumn', `menuColumn-${i + 1}`, {
        title,
        links: links.map(([label, url]) => ({ label, url })),
      }),
    ),
    ...(newsletter ? [makeBlock('newsletter', 'newsletter-1')] : []),
    makeBlock('socialLinks', 'socialLinks-1', social),
    ...(paymentIcons ? [makeBlock('paymentIcons', 'paymentIcons-1')] : []),
  ];
}

/** A banner's headline: a 48 px heading, an 18 px text and one button. */
export function bannerBlocks(
  heading: string,
  text: string,
  [label, link]: readonly [label: string, link: string],
): Block[] {
  return headlineBlocks({
    heading,
    text,
    headingSize: 48,
    textSize: 18,
    buttons: [{ label, link }],
  });
}

/** A moment `days` from now, as the countdown block takes it (UTC, to the minute). */
const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

/**
 * An offer's blocks: a badge, a heading, a text, a countdown to a week from now, a button
 * (the static hero's and the banner's "sale" presets).
 */
export function offerBlocks({
  badge,
  heading,
  text,
  button,
  headingSize = 48,
}: {
  badge: string;
  heading: string;
  text: string;
  button: readonly [label: string, link: string];
  headingSize?: number;
}): Block[] {
  return [
    makeBlock('badge', 'badge-1', { text: badge }),
    makeBlock('heading', 'heading-1', { text: heading, size: { value: headingSize, unit: 'px' } }),
    makeBlock('text', 'text-1', { text, size: { value: 18, unit: 'px' } }),
    makeBlock('countdown', 'countdown-1', { endsAt: daysFromNow(7) }),
    makeBlock('button', 'button-1', { label: button[0], link: button[1] }),
  ];
}

/** A hero slide as a preset: its headline and the slide's own props (its background...). */
export interface SlidePreset extends Pick<HeadlinePreset, 'heading' | 'text' | 'buttons'> {
  /** The slide's props besides its blocks: `backgroundType`, `backgroundImage`, `textAlign`… */
  slide?: Record<string, unknown>;
}

/**
 * The hero slider's slides: each a `slide` block (`slide-1`…) holding a 52 px heading, a
 * 20 px text and its buttons (ids `slide1-heading-1`…, unique in the section); a heading or
 * text left empty is left out.
 */
export function heroSlides(slides: readonly SlidePreset[]): Block[] {
  return slides.map(({ heading = '', text = '', buttons = [], slide = {} }, i) => {
    const n = i + 1;
    const blocks = headlineBlocks({ heading, text, headingSize: 52, textSize: 20, buttons })
      .filter((block) => block.type === 'button' || block.props.text)
      .map((block) => ({ ...block, id: `slide${n}-${block.id}` }));
    return makeBlock('slide', `slide-${n}`, { ...slide, blocks });
  });
}

/** A new hero slider's three slides. */
export const defaultHeroSlides = (): Block[] =>
  heroSlides([
    {
      heading: 'New Season Arrivals',
      text: 'Fresh styles for every day. Discover what just landed.',
      buttons: [
        { label: 'Shop Now', link: '/shop' },
        { label: 'Our story', link: '/about' },
      ],
      slide: { backgroundType: 'gradient' },
    },
    {
      heading: 'Crafted to Last',
      text: 'Quality materials and careful details in everything we make.',
      buttons: [{ label: 'Explore the Collection', link: '/shop' }],
      slide: { backgroundColor: '#0f766e', textAlign: 'left' },
    },
    {
      heading: 'Up to 30% Off',
      text: 'Limited-time offers on customer favourites, while stocks last.',
      buttons: [{ label: 'Shop the Sale', link: '/shop' }],
      slide: {
        backgroundType: 'gradient',
        backgroundGradient: 'linear-gradient(120deg, #111827 0%, #7f1d1d 100%)',
      },
    },
  ]);
