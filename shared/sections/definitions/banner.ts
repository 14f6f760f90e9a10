/**
 * The banner section (spec 3 "Banner settings", spec 9 defaults): a background image or
 * colour with an overlay and, over it, its blocks: a heading, a text and a button to start
 * with; the static hero's other blocks besides (badges, images, a countdown, columns...).
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { overlayBackground, spacing, textAligns, unitNumber } from '../fields';
import { blockList } from '../blocks/block-definitions';
import { bannerBlocks, headlineBlocks, offerBlocks } from '../blocks/block-presets';
import {
  alignOptions,
  capitalise,
  heightUnits,
  maxWidthRow,
  optionsOf,
  overlayBackgroundSettings,
  settingGroup,
  spacingSettings,
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
    'A full-width background with an overlay, a heading, a text and buttons, or other blocks.',
  schema: z.object({
    margin: spacing(0),
    padding: spacing(48, 24),
    ...overlayBackground(0.35),
    height: unitNumber(550, 'px'),
    backgroundSize: z.enum(bannerBackgroundSizes).default('cover'),
    backgroundPosition: z.enum(bannerBackgroundPositions).default('center'),
    blocks: blockList('banner').default(() =>
      bannerBlocks(
        'Explore Our Winter Products',
        'Warm layers, cosy knits and everything you need for the cold season.',
        ['Shop Now', '/shop'],
      ),
    ),
    textAlign: z.enum(textAligns).default('center'),
    showShadow: z.boolean().default(false),
    contentMaxWidth: unitNumber(800, 'px'),
  }),
  presets: [
    {
      id: 'sale',
      label: 'Sale banner',
      description: 'A badge, a headline, a countdown to the end of the offer and a button.',
      props: () => ({
        blocks: offerBlocks({
          badge: 'Sale',
          heading: 'Up to 40% off',
          text: 'Our winter sale ends soon: stock up while it lasts.',
          button: ['Shop the sale', '/shop'],
        }),
      }),
    },
    {
      id: 'two-buttons',
      label: 'Banner with two buttons',
      description: 'A headline with two calls to action side by side.',
      props: () => ({
        blocks: headlineBlocks({
          heading: 'New season, new favourites',
          text: 'Find the pieces you will reach for every day.',
          headingSize: 48,
          textSize: 18,
          buttons: [
            { label: 'Shop new arrivals', link: '/shop' },
            { label: 'Our story', link: '/about' },
          ],
        }),
      }),
    },
  ],
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
  ],
});
