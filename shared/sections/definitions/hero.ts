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
  link,
  mediaUrl,
  numberBetween,
  spacing,
  text,
  textAligns,
  unitNumber,
} from '../fields';

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
    id: z.string().trim().min(1).max(100),
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

export const defaultHeroSlides: HeroSlide[] = [
  {
    id: 'hero-slide-1',
    backgroundType: 'gradient',
    background: 'linear-gradient(135deg, #1e3a8a 0%, #6d28d9 100%)',
    title: 'New Season Arrivals',
    subtitle: 'Fresh styles for every day. Discover what just landed.',
    ctaButtons: [
      { text: 'Shop Now', variant: 'primary', type: 'internal', url: '/shop', target: '_self' },
      {
        text: 'Our story',
        variant: 'secondary',
        type: 'internal',
        url: '/about',
        target: '_self',
      },
    ],
    textColor: '#ffffff',
    overlayColor: '#000000',
    overlayOpacity: 0,
    textAlign: 'center',
    titleSize: 52,
    subtitleSize: 20,
  },
  {
    id: 'hero-slide-2',
    backgroundType: 'solid',
    background: '#0f766e',
    title: 'Crafted to Last',
    subtitle: 'Quality materials and careful details in everything we make.',
    ctaButtons: [
      {
        text: 'Explore the Collection',
        variant: 'primary',
        type: 'internal',
        url: '/shop',
        target: '_self',
      },
    ],
    textColor: '#ffffff',
    overlayColor: '#000000',
    overlayOpacity: 0,
    textAlign: 'left',
    titleSize: 52,
    subtitleSize: 20,
  },
  {
    id: 'hero-slide-3',
    backgroundType: 'gradient',
    background: 'linear-gradient(120deg, #111827 0%, #7f1d1d 100%)',
    title: 'Up to 30% Off',
    subtitle: 'Limited-time offers on customer favourites, while stocks last.',
    ctaButtons: [
      {
        text: 'Shop the Sale',
        variant: 'primary',
        type: 'internal',
        url: '/shop',
        target: '_self',
      },
    ],
    textColor: '#ffffff',
    overlayColor: '#000000',
    overlayOpacity: 0,
    textAlign: 'center',
    titleSize: 52,
    subtitleSize: 20,
  },
];

export const heroSection = defineSection({
  type: 'hero',
  label: 'Hero Slider',
  icon: 'hero',
  group: 'Hero',
  hidden: false,
  contentType: 'normal',
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
    { key: 'autoplay', label: 'Autoplay', kind: 'checkbox', group: 'Slider' },
    {
      key: 'autoplayDelay',
      label: 'Autoplay delay (ms)',
      kind: 'number',
      group: 'Slider',
      step: 500,
      showIf: { key: 'autoplay', equals: true },
    },
    { key: 'loop', label: 'Loop', kind: 'checkbox', group: 'Slider' },
    { key: 'showArrows', label: 'Show arrows', kind: 'checkbox', group: 'Slider' },
    { key: 'showDots', label: 'Show dots', kind: 'checkbox', group: 'Slider' },
    {
      key: 'height',
      label: 'Height',
      kind: 'unitNumber',
      group: 'Layout',
      units: ['px', 'vh', 'rem'],
    },
    {
      key: 'mobileHeight',
      label: 'Height on mobile',
      kind: 'unitNumber',
      group: 'Layout',
      units: ['px', 'vh', 'rem'],
      help: 'Used below 768 px.',
    },
    { key: 'margin', label: 'Margin', kind: 'spacing', group: 'Spacing' },
  ],
});
