/**
 * The categories slider (spec 2.3, 3 "Categories slider settings", 9): category cards with
 * image, name and a link to /collection/{slug}, in a swiper with autoplay, loop, navigation
 * and pagination. Columns 5/3/2 (desktop 1-6, tablet 1-5, mobile 1-3).
 */
import { z } from 'zod';
import { defineSection } from '../types';
import {
  deviceColumns,
  fontWeights,
  intBetween,
  spacing,
  text,
  textAligns,
  schemeColor,
} from '../fields';
import {
  alignOptions,
  backgroundColorRow,
  columnSettings,
  imageFitOptions,
  settingGroup,
  spacingSettings,
  weightOptions,
  whenOn,
} from '../settings';

/** The column counts offered on desktop, tablet and mobile. */
export const sliderColumnChoices = [
  [1, 2, 3, 4, 5, 6],
  [1, 2, 3, 4, 5],
  [1, 2, 3],
] as const;
export const MAX_SLIDER_CATEGORIES = 50;
export const categoryImageFits = ['cover', 'contain'] as const;

export const categoriesSliderSection = defineSection({
  type: 'categoriesSlider',
  label: 'Categories slider',
  icon: 'slider',
  group: 'Products',
  description: 'A sliding row of your categories, each linking to its collection page.',
  schema: z.object({
    autoPlay: z.boolean().default(true),
    autoplayDelay: intBetween(500, 30_000, 3000),
    autoplayDisableOnInteraction: z.boolean().default(false),
    loop: z.boolean().default(true),
    navigation: z.boolean().default(true),
    pagination: z.boolean().default(false),
    numberOfCategories: intBetween(1, MAX_SLIDER_CATEGORIES, 8),
    ...deviceColumns(sliderColumnChoices, [5, 3, 2]),
    /** Space between slides in px (spec 3: slider spacing 0-100). */
    spaceBetween: intBetween(0, 100, 16),
    backgroundColor: schemeColor(),
    margin: spacing(0),
    padding: spacing(32, 16),
    sectionTitle: text('Shop by category', 120),
    sectionTitleColor: schemeColor(),
    sectionTitleSize: intBetween(12, 64, 28),
    imageFit: z.enum(categoryImageFits).default('cover'),
    imageRadius: intBetween(0, 200, 8),
    /** Image height in px. */
    imageSize: intBetween(40, 600, 160),
    imageBottomMargin: intBetween(0, 100, 8),
    titleColor: schemeColor(),
    titleSize: intBetween(10, 40, 16),
    titleWeight: z.enum(fontWeights).default('600'),
    titleAlign: z.enum(textAligns).default('center'),
  }),
  settings: [
    ...settingGroup('Slider', [
      ['numberOfCategories', 'Number of categories', 'number'],
      ['autoPlay', 'Autoplay', 'checkbox'],
      ['autoplayDelay', 'Autoplay delay (ms)', 'number', { step: 100, ...whenOn('autoPlay') }],
      [
        'autoplayDisableOnInteraction',
        'Stop autoplay after the shopper swipes',
        'checkbox',
        whenOn('autoPlay'),
      ],
      ['loop', 'Loop', 'checkbox'],
      ['navigation', 'Show arrows', 'checkbox'],
      ['pagination', 'Show dots', 'checkbox'],
      ['spaceBetween', 'Space between slides (px)', 'number'],
    ]),
    ...columnSettings(sliderColumnChoices),
    ...settingGroup('Section title', [
      ['sectionTitle', 'Section title', 'text', { help: 'Leave empty to hide the title.' }],
      ['sectionTitleColor', 'Section title colour', 'color'],
      ['sectionTitleSize', 'Section title size (px)', 'number'],
    ]),
    ...settingGroup('Category image', [
      ['imageFit', 'Image fit', 'select', { options: imageFitOptions }],
      ['imageRadius', 'Image corner radius (px)', 'number'],
      ['imageSize', 'Image height (px)', 'number'],
      ['imageBottomMargin', 'Space below image (px)', 'number'],
    ]),
    ...settingGroup('Category name', [
      ['titleColor', 'Name colour', 'color'],
      ['titleSize', 'Name size (px)', 'number'],
      ['titleWeight', 'Name weight', 'select', { options: weightOptions }],
      ['titleAlign', 'Name alignment', 'select', { options: alignOptions }],
    ]),
    ...settingGroup('Spacing', [backgroundColorRow]),
    ...spacingSettings('margin', 'padding'),
  ],
});
