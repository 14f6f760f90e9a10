/**
 * The hero slider (spec 3 "Hero slide", spec 9): slides with an image, video, solid or
 * gradient background, a title, a subtitle and call-to-action buttons; autoplay every
 * 5000 ms and loop by default. Each slide's `background` is checked against its type.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import {
  color,
  intBetween,
  itemId,
  link,
  mediaUrl,
  numberBetween,
  spacing,
  text,
  textAligns,
  unitNumber,
} from '../fields';
import { heightRows, settingGroup, spacingSettings, whenOn } from '../settings';

export const heroBackgroundTypes = ['image', 'video', 'solid', 'gradient'] as const;
export type HeroBackgroundType = (typeof heroBackgroundTypes)[number];

const colorCheck = color('#000000');
const mediaCheck = mediaUrl('');
// Gradients go into an inline style, so allow only gradient functions of colours and stops.
const gradientPattern = /^(repeating-)?(linear|radial|conic)-gradient\([\w\s#.,%()-]+\)$/i;

/** Whether `background` is valid for a slide of `type`. */
export function isValidHeroBackground(type: HeroBackgroundType, background: string): boolean {
  switch (type) {
    case 'image':
    case 'video':
      return mediaCheck.safeParse(background).success;
    case 'solid':
      return colorCheck.safeParse(background).success;
    case 'gradient':
      return gradientPattern.test(background) && !/url\s*\(|expression/i.test(background);
  }
}

export const heroCtaButtonSchema = z.object({
  text: text('Shop Now', 60),
  variant: z.enum(['primary', 'secondary']).default('primary'),
  /** Internal links stay in the store; external ones point elsewhere. */
  type: z.enum(['internal', 'external']).default('internal'),
  url: link('/shop'),
  target: z.enum(['_self', '_blank']).default('_self'),
});

export const heroSlideSchema = z
  .object({
    id: itemId(),
    backgroundType: z.enum(heroBackgroundTypes).default('solid'),
    background: z.string().trim().max(2000).default('#111827'),
    title: text('', 200),
    subtitle: text('', 500),
    ctaButtons: z.array(heroCtaButtonSchema).max(3, 'At most 3 buttons').default([]),
    textColor: color('#ffffff'),
    overlayColor: color('#000000'),
    overlayOpacity: numberBetween(0, 1, 0),
    textAlign: z.enum(textAligns).default('center'),
    titleSize: intBetween(16, 120, 52),
    subtitleSize: intBetween(10, 48, 20),
  })
  .superRefine((slide, ctx) => {
    if (!isValidHeroBackground(slide.backgroundType, slide.background)) {
      const expected = {
        image: 'an image path or http(s) URL',
        video: 'a video path or http(s) URL',
        solid: 'a colour such as #1f2937',
        gradient: 'a CSS gradient such as linear-gradient(135deg, #1e3a8a, #7c3aed)',
      }[slide.backgroundType];
      ctx.addIssue({ code: 'custom', path: ['background'], message: `Enter ${expected}` });
    }
  });
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/** The slides a new hero starts with; what they leave out is the slide schema's default. */
export const defaultHeroSlides: HeroSlide[] = z.array(heroSlideSchema).parse([
  {
    id: 'hero-slide-1',
    backgroundType: 'gradient',
    background: 'linear-gradient(135deg, #1e3a8a 0%, #6d28d9 100%)',
    title: 'New Season Arrivals',
    subtitle: 'Fresh styles for every day. Discover what just landed.',
    ctaButtons: [{}, { text: 'Our story', variant: 'secondary', url: '/about' }],
  },
  {
    id: 'hero-slide-2',
    backgroundType: 'solid',
    background: '#0f766e',
    title: 'Crafted to Last',
    subtitle: 'Quality materials and careful details in everything we make.',
    ctaButtons: [{ text: 'Explore the Collection' }],
    textAlign: 'left',
  },
  {
    id: 'hero-slide-3',
    backgroundType: 'gradient',
    background: 'linear-gradient(120deg, #111827 0%, #7f1d1d 100%)',
    title: 'Up to 30% Off',
    subtitle: 'Limited-time offers on customer favourites, while stocks last.',
    ctaButtons: [{ text: 'Shop the Sale' }],
  },
]);

export const heroSection = defineSection({
  type: 'hero',
  label: 'Hero Slider',
  icon: 'hero',
  group: 'Hero',
  description: 'A full-width slider of hero slides with headlines and call-to-action buttons.',
  schema: z.object({
    slides: z
      .array(heroSlideSchema)
      .max(10, 'At most 10 slides')
      .default(() => structuredClone(defaultHeroSlides)),
    autoplay: z.boolean().default(true),
    autoplayDelay: intBetween(1000, 30_000, 5000),
    loop: z.boolean().default(true),
    height: unitNumber(600, 'px'),
    mobileHeight: unitNumber(460, 'px'),
    showArrows: z.boolean().default(true),
    showDots: z.boolean().default(true),
    margin: spacing(0),
  }),
  settings: [
    {
      key: 'slides',
      label: 'Slides',
      kind: 'heroSlides',
      group: 'Slides',
      help: 'Each slide has a background (image, video, solid colour or gradient), text and buttons.',
    },
    ...settingGroup('Slider', [
      ['autoplay', 'Autoplay', 'checkbox'],
      ['autoplayDelay', 'Autoplay delay (ms)', 'number', { step: 500, ...whenOn('autoplay') }],
      ['loop', 'Loop', 'checkbox'],
      ['showArrows', 'Show arrows', 'checkbox'],
      ['showDots', 'Show dots', 'checkbox'],
    ]),
    ...settingGroup('Layout', heightRows),
    ...spacingSettings('margin'),
  ],
});
