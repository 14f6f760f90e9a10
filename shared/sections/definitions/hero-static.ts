/**
 * The static hero (spec 9): one background image or colour with an overlay, a title, a
 * subtitle and up to two call-to-action buttons. Height 560 px, 420 px below 768 px.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import {
  headline,
  link,
  overlayBackground,
  spacing,
  text,
  unitNumber,
  schemeColor,
  themeLength,
} from '../fields';
import {
  alignOptions,
  heightRows,
  maxWidthRow,
  overlayBackgroundSettings,
  settingGroup,
  spacingSettings,
  styledTextRows,
  switchedGroup,
} from '../settings';

export const heroStaticSection = defineSection({
  type: 'heroStatic',
  defaultScheme: 'scheme-2',
  label: 'Static Hero',
  icon: 'hero',
  group: 'Hero',
  description: 'A single large hero with a background, a headline and call-to-action buttons.',
  schema: z.object({
    height: unitNumber(560, 'px'),
    mobileHeight: unitNumber(420, 'px'),
    ...overlayBackground(0.45),
    ...headline(
      ['Style That Speaks for Itself', 'Discover new arrivals crafted for everyday comfort.'],
      [56, 20],
    ),
    contentMaxWidth: unitNumber(760, 'px'),
    showPrimaryCta: z.boolean().default(true),
    primaryCtaText: text('Shop Now', 60),
    primaryCtaLink: link('/shop'),
    primaryCtaBackground: schemeColor(),
    primaryCtaTextColor: schemeColor(),
    showSecondaryCta: z.boolean().default(true),
    secondaryCtaText: text('Our story', 60),
    secondaryCtaLink: link('/about'),
    secondaryCtaColor: schemeColor(),
    ctaBorderRadius: themeLength(100),
    ctaOpenInNewTab: z.boolean().default(false),
    margin: spacing(0),
    padding: spacing(48, 24),
  }),
  settings: [
    ...overlayBackgroundSettings(),
    ...settingGroup('Layout', [
      ...heightRows,
      maxWidthRow('contentMaxWidth', 'Content max width'),
      ['textAlign', 'Text alignment', 'select', { options: alignOptions }],
    ]),
    ...spacingSettings('margin', 'padding'),
    ...settingGroup('Text', [
      ...styledTextRows('title', 'Title', 'text'),
      ...styledTextRows('subtitle', 'Subtitle', 'textarea'),
    ]),
    ...switchedGroup(
      'Buttons',
      ['showPrimaryCta', 'Show primary button'],
      [
        ['primaryCtaText', 'Primary button text', 'text'],
        ['primaryCtaLink', 'Primary button link', 'text', { placeholder: '/shop' }],
        ['primaryCtaBackground', 'Primary button background', 'color'],
        ['primaryCtaTextColor', 'Primary button text colour', 'color'],
      ],
    ),
    ...switchedGroup(
      'Buttons',
      ['showSecondaryCta', 'Show secondary button'],
      [
        ['secondaryCtaText', 'Secondary button text', 'text'],
        ['secondaryCtaLink', 'Secondary button link', 'text', { placeholder: '/about' }],
        [
          'secondaryCtaColor',
          'Secondary button colour',
          'color',
          { help: 'Outline and text colour.' },
        ],
      ],
    ),
    ...settingGroup('Buttons', [
      ['ctaBorderRadius', 'Button corner radius (px)', 'number'],
      ['ctaOpenInNewTab', 'Open links in a new tab', 'checkbox'],
    ]),
  ],
});
