/**
 * The categories slider (spec 2.3, 3 "Categories slider settings", 9): category cards with
 * image, name and a link to /collection/{slug}, in a swiper with autoplay, loop, navigation
 * and pagination. Columns 5/3/2 (desktop 1-6, tablet 1-5, mobile 1-3).
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { color, fontWeights, intBetween, oneOfNumbers, spacing, text, textAligns } from '../fields';

export const sliderDesktopColumns = [1, 2, 3, 4, 5, 6] as const;
export const sliderTabletColumns = [1, 2, 3, 4, 5] as const;
export const sliderMobileColumns = [1, 2, 3] as const;
export const MAX_SLIDER_CATEGORIES = 50;
export const categoryImageFits = ['cover', 'contain'] as const;

const columnOptions = (list: readonly number[]) =>
  list.map((n) => ({ value: n, label: String(n) }));
const autoplayOnly = { showIf: { key: 'autoPlay', equals: true } };

export const categoriesSliderSection = defineSection({
  type: 'categoriesSlider',
  label: 'Categories slider',
  icon: 'slider',
  group: 'Products',
  hidden: false,
  contentType: 'normal',
  description: 'A sliding row of your categories, each linking to its collection page.',
  schema: z.object({
    autoPlay: z.boolean().default(true),
    autoplayDelay: intBetween(500, 30_000, 3000),
    autoplayDisableOnInteraction: z.boolean().default(false),
    loop: z.boolean().default(true),
    navigation: z.boolean().default(true),
    pagination: z.boolean().default(false),
    numberOfCategories: intBetween(1, MAX_SLIDER_CATEGORIES, 8),
    desktopColumns: oneOfNumbers(sliderDesktopColumns, 5),
    tabletColumns: oneOfNumbers(sliderTabletColumns, 3),
    mobileColumns: oneOfNumbers(sliderMobileColumns, 2),
    /** Space between slides in px (spec 3: slider spacing 0-100). */
    spaceBetween: intBetween(0, 100, 16),
    backgroundColor: color('transparent'),
    margin: spacing(0),
    padding: spacing(32, 16),
    sectionTitle: text('Shop by category', 120),
    sectionTitleColor: color('#111827'),
    sectionTitleSize: intBetween(12, 64, 28),
    imageFit: z.enum(categoryImageFits).default('cover'),
    imageRadius: intBetween(0, 200, 8),
    /** Image height in px. */
    imageSize: intBetween(40, 600, 160),
    imageBottomMargin: intBetween(0, 100, 8),
    titleColor: color('#111827'),
    titleSize: intBetween(10, 40, 16),
    titleWeight: z.enum(fontWeights).default('600'),
    titleAlign: z.enum(textAligns).default('center'),
  }),
  settings: [
    {
      key: 'numberOfCategories',
      label: 'Number of categories',
      kind: 'number',
      group: 'Slider',
    },
    { key: 'autoPlay', label: 'Autoplay', kind: 'checkbox', group: 'Slider' },
    {
      key: 'autoplayDelay',
      label: 'Autoplay delay (ms)',
      kind: 'number',
      group: 'Slider',
      step: 100,
      ...autoplayOnly,
    },
    {
      key: 'autoplayDisableOnInteraction',
      label: 'Stop autoplay after the shopper swipes',
      kind: 'checkbox',
      group: 'Slider',
      ...autoplayOnly,
    },
    { key: 'loop', label: 'Loop', kind: 'checkbox', group: 'Slider' },
    { key: 'navigation', label: 'Show arrows', kind: 'checkbox', group: 'Slider' },
    { key: 'pagination', label: 'Show dots', kind: 'checkbox', group: 'Slider' },
    {
      key: 'spaceBetween',
      label: 'Space between slides (px)',
      kind: 'number',
      group: 'Slider',
    },
    {
      key: 'desktopColumns',
      label: 'Columns on desktop',
      kind: 'select',
      group: 'Layout',
      options: columnOptions(sliderDesktopColumns),
    },
    {
      key: 'tabletColumns',
      label: 'Columns on tablet',
      kind: 'select',
      group: 'Layout',
      options: columnOptions(sliderTabletColumns),
    },
    {
      key: 'mobileColumns',
      label: 'Columns on mobile',
      kind: 'select',
      group: 'Layout',
      options: columnOptions(sliderMobileColumns),
    },
    {
      key: 'sectionTitle',
      label: 'Section title',
      kind: 'text',
      group: 'Section title',
      help: 'Leave empty to hide the title.',
    },
    {
      key: 'sectionTitleColor',
      label: 'Section title colour',
      kind: 'color',
      group: 'Section title',
    },
    {
      key: 'sectionTitleSize',
      label: 'Section title size (px)',
      kind: 'number',
      group: 'Section title',
    },
    {
      key: 'imageFit',
      label: 'Image fit',
      kind: 'select',
      group: 'Category image',
      options: [
        { value: 'cover', label: 'Fill (crop)' },
        { value: 'contain', label: 'Fit (no crop)' },
      ],
    },
    {
      key: 'imageRadius',
      label: 'Image corner radius (px)',
      kind: 'number',
      group: 'Category image',
    },
    {
      key: 'imageSize',
      label: 'Image height (px)',
      kind: 'number',
      group: 'Category image',
    },
    {
      key: 'imageBottomMargin',
      label: 'Space below image (px)',
      kind: 'number',
      group: 'Category image',
    },
    { key: 'titleColor', label: 'Name colour', kind: 'color', group: 'Category name' },
    {
      key: 'titleSize',
      label: 'Name size (px)',
      kind: 'number',
      group: 'Category name',
    },
    {
      key: 'titleWeight',
      label: 'Name weight',
      kind: 'select',
      group: 'Category name',
      options: fontWeights.map((w) => ({ value: w, label: w })),
    },
    {
      key: 'titleAlign',
      label: 'Name alignment',
      kind: 'select',
      group: 'Category name',
      options: textAligns.map((a) => ({ value: a, label: a[0]!.toUpperCase() + a.slice(1) })),
    },
    { key: 'backgroundColor', label: 'Background colour', kind: 'color', group: 'Spacing' },
    { key: 'margin', label: 'Margin', kind: 'spacing', group: 'Spacing' },
    { key: 'padding', label: 'Padding', kind: 'spacing', group: 'Spacing' },
  ],
});
