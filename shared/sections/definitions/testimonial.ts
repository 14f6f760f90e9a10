/**
 * The testimonial section (spec 3 "Testimonial", "Testimonial columns 1-4"): its testimonial
 * blocks (a quote with a name, role, 1-5 star rating and photo) in a responsive grid of
 * cards. testimonial2 takes the same blocks and settings with a different look.
 */
import { z } from 'zod';
import type { SettingDescriptor } from '../types';
import { defineSection } from '../types';
import { blockList } from '../blocks/block-definitions';
import { itemsAsBlocks } from '../blocks/item-blocks';
import { color, deviceColumns, intBetween, spacing, text, schemeColor } from '../fields';
import {
  backgroundColorRow,
  capitalise,
  columnSettings,
  settingGroup,
  spacingSettings,
  switchedGroup,
  titleColorRow,
  titleRows,
} from '../settings';

/** The column counts offered on desktop, tablet and mobile. */
export const testimonialColumnChoices = [
  [1, 2, 3, 4],
  [1, 2, 3],
  [1, 2],
] as const;

/** A new testimonials section's quotes (its testimonial blocks). */
const defaultTestimonials = [
  {
    id: 'testimonial-1',
    name: 'Sarah Johnson',
    role: 'Verified buyer',
    text: 'Beautiful quality and super fast delivery. I have already ordered again for my sister!',
    rating: 5,
    image: '',
  },
  {
    id: 'testimonial-2',
    name: 'Michael Chen',
    role: 'Verified buyer',
    text: 'Great customer service. They helped me pick the right size and the fit is perfect.',
    rating: 5,
    image: '',
  },
  {
    id: 'testimonial-3',
    name: 'Amina Yusuf',
    role: 'Verified buyer',
    text: 'Lovely products that look exactly like the photos. Packaging was a nice touch too.',
    rating: 4,
    image: '',
  },
];

/** The settings both testimonial variants share. */
export const testimonialSettings: SettingDescriptor[] = [
  ...settingGroup('Content', titleRows),
  ...columnSettings(
    testimonialColumnChoices,
    'Columns',
    (device) => `${capitalise(device)} columns`,
  ),
  ...switchedGroup(
    'Cards',
    ['showRating', 'Show star rating'],
    [['starColor', 'Star colour', 'color']],
  ),
  ...settingGroup('Cards', [
    ['showImage', 'Show photo', 'checkbox'],
    ['cardBackground', 'Card background', 'color'],
    ['cardRadius', 'Card corner radius (px)', 'number'],
  ]),
  ...settingGroup('Style', [
    titleColorRow,
    ['textColor', 'Quote colour', 'color'],
    ['nameColor', 'Name colour', 'color'],
    ['roleColor', 'Role colour', 'color'],
    backgroundColorRow,
  ]),
  ...spacingSettings('padding', 'margin'),
];

/**
 * The props both testimonial variants share; only their defaults differ: `card` is the star
 * colour, the card background and its corner radius, `colors` the title, quote, name, role and
 * section background colours.
 */
export const testimonialShape = (
  type: 'testimonial' | 'testimonial2',
  defaults: {
    texts: readonly [title: string, subtitle: string];
    tabletColumns: (typeof testimonialColumnChoices)[1][number];
    card: readonly [star: string, background: string, radius: number];
    /** The role's colour (the title, quote, name and background come from the scheme). */
    roleColor: string;
  },
) => {
  const [starColor, cardBackground, cardRadius] = defaults.card;
  const { roleColor } = defaults;
  return {
    title: text(defaults.texts[0], 200),
    subtitle: text(defaults.texts[1], 500),
    blocks: blockList(type).default(() => itemsAsBlocks('testimonial', defaultTestimonials)),
    ...deviceColumns(testimonialColumnChoices, [3, defaults.tabletColumns, 1]),
    showRating: z.boolean().default(true),
    starColor: color(starColor),
    showImage: z.boolean().default(true),
    cardBackground: color(cardBackground),
    cardRadius: intBetween(0, 48, cardRadius),
    titleColor: schemeColor(),
    textColor: schemeColor(),
    nameColor: schemeColor(),
    roleColor: color(roleColor),
    backgroundColor: schemeColor(),
    padding: spacing(64, 16),
    margin: spacing(0),
  };
};

/** A testimonial section: the shared props and settings, its own look and defaults. */
export const defineTestimonialSection = <T extends 'testimonial' | 'testimonial2'>(
  variant: { type: T; label: string; description: string; defaultScheme: string },
  defaults: Parameters<typeof testimonialShape>[1],
) =>
  defineSection({
    ...variant,
    icon: 'star',
    group: 'Content',
    schema: z.object(testimonialShape(variant.type, defaults)),
    settings: testimonialSettings,
  });

export const testimonialSection = defineTestimonialSection(
  {
    type: 'testimonial',
    label: 'Testimonials',
    description: 'Customer reviews with star ratings in a grid of cards.',
    defaultScheme: 'scheme-3',
  },
  {
    texts: ['What Our Customers Say', 'Real reviews from people who love our products.'],
    tabletColumns: 2,
    card: ['#d97706', '#ffffff', 12],
    roleColor: '#6b7280',
  },
);
