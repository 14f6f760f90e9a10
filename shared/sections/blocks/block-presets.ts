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
