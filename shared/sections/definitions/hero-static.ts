/**
 * The static hero (spec 9): one background image or colour with an overlay and, over it, its
 * blocks: a heading, a text and two buttons to start with; badges, images, a countdown,
 * spacers and columns besides. Height 560 px, 420 px below 768 px.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { overlayBackground, spacing, textAligns, unitNumber } from '../fields';
import {
  alignOptions,
  heightRows,
  maxWidthRow,
  overlayBackgroundSettings,
  settingGroup,
  spacingSettings,
} from '../settings';
import { blockList } from '../blocks/block-definitions';
import { headlineBlocks, offerBlocks } from '../blocks/block-presets';

export const heroStaticSection = defineSection({
  type: 'heroStatic',
  defaultScheme: 'scheme-2',
  label: 'Static Hero',
  icon: 'hero',
  group: 'Hero',
  description: 'A single large hero with a background, a headline and call-to-action buttons.',
  schema: z.object({
    blocks: blockList('heroStatic').default(() => headlineBlocks()),
    height: unitNumber(560, 'px'),
    mobileHeight: unitNumber(420, 'px'),
    ...overlayBackground(0.45),
    textAlign: z.enum(textAligns).default('center'),
    contentMaxWidth: unitNumber(760, 'px'),
    margin: spacing(0),
    padding: spacing(48, 24),
  }),
  presets: [
    {
      id: 'countdown',
      label: 'Hero with countdown',
      description: 'A badge, a headline and a countdown to the end of an offer, with a button.',
      props: () => ({
        blocks: offerBlocks({
          badge: 'Limited time',
          heading: 'The winter sale ends soon',
          text: 'Everything in store, up to 40% off.',
          button: ['Shop now', '/shop'],
          headingSize: 56,
        }),
      }),
    },
  ],
  settings: [
    ...overlayBackgroundSettings(),
    ...settingGroup('Layout', [
      ...heightRows,
      maxWidthRow('contentMaxWidth', 'Content max width'),
      ['textAlign', 'Text alignment', 'select', { options: alignOptions }],
    ]),
    ...spacingSettings('margin', 'padding'),
  ],
});
