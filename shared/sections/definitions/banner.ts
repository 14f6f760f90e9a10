/**
 * The banner section (spec 3 "Banner settings", spec 9 defaults): a background image or
 * colour with an overlay, a title, a subtitle and an optional call-to-action link.
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
  capitalise,
  heightUnits,
  maxWidthRow,
  optionsOf,
  overlayBackgroundSettings,
  settingGroup,
  spacingSettings,
  styledTextRows,
  switchedGroup,
} from '../settings';

export const bannerBackgroundSizes = ['cover', 'contain'] as const;
export const bannerBackgroundPositions = ['center', 'top', 'bottom', 'left', 'right'] as const;

export const bannerSection = defineSection({
  type: 'banner',
  defaultScheme: 'scheme-2',
  label: 'Banner',
  icon: 'banner',
  group: 'Content',
  description:
    'A full-width background with an overlay, a title, a subtitle and an optional button.',
  schema: z.object({
    margin: spacing(0),
    padding: spacing(48, 24),
    ...overlayBackground(0.35),
    height: unitNumber(550, 'px'),
    backgroundSize: z.enum(bannerBackgroundSizes).default('cover'),
    backgroundPosition: z.enum(bannerBackgroundPositions).default('center'),
    ...headline(
      [
        'Explore Our Winter Products',
        'Warm layers, cosy knits and everything you need for the cold season.',
      ],
      [48, 18],
    ),
    showCta: z.boolean().default(true),
    ctaText: text('Shop Now', 60),
    ctaLink: link('/shop'),
    ctaBackground: schemeColor(),
    ctaTextColor: schemeColor(),
    ctaPadding: spacing(12, 28),
    ctaBorderRadius: themeLength(100),
    ctaOpenInNewTab: z.boolean().default(false),
    showShadow: z.boolean().default(false),
    contentMaxWidth: unitNumber(800, 'px'),
  }),
  settings: [
    ...overlayBackgroundSettings([
      [
        'backgroundSize',
        'Background size',
        'select',
        { options: optionsOf(bannerBackgroundSizes, capitalise) },
      ],
      [
        'backgroundPosition',
        'Background position',
        'select',
        { options: optionsOf(bannerBackgroundPositions, capitalise) },
      ],
    ]),
    ...settingGroup('Layout', [
      ['height', 'Height', 'unitNumber', { units: heightUnits }],
      maxWidthRow('contentMaxWidth', 'Content max width'),
      ['textAlign', 'Text alignment', 'select', { options: alignOptions }],
      ['showShadow', 'Show shadow', 'checkbox'],
    ]),
    ...spacingSettings('margin', 'padding'),
    ...settingGroup('Title', styledTextRows('title', 'Title', 'text')),
    ...settingGroup('Subtitle', styledTextRows('subtitle', 'Subtitle', 'textarea')),
    ...switchedGroup(
      'Button',
      ['showCta', 'Show button'],
      [
        ['ctaText', 'Button text', 'text'],
        ['ctaLink', 'Button link', 'text', { placeholder: '/shop' }],
        ['ctaOpenInNewTab', 'Open link in a new tab', 'checkbox'],
        ['ctaBackground', 'Button background', 'color'],
        ['ctaTextColor', 'Button text colour', 'color'],
        ['ctaPadding', 'Button padding', 'spacing'],
        ['ctaBorderRadius', 'Button corner radius (px)', 'number'],
      ],
    ),
  ],
});
