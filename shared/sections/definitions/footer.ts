/**
 * The footer (spec 3): the store name, then its blocks (text under the name, menu columns laid
 * out in a desktop/tablet/mobile column count, social links, payment icons) and the copyright
 * line. Global content.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { deviceColumns, intBetween, spacing, text, schemeColor } from '../fields';
import { blockList } from '../blocks/block-definitions';
import { footerPresetBlocks } from '../blocks/block-presets';
import {
  backgroundColorRow,
  columnSettings,
  settingGroup,
  spacingSettings,
  textColorRow,
} from '../settings';

/** The column counts offered on desktop, tablet and mobile. */
export const footerColumnChoices = [
  [1, 2, 3, 4, 5, 6],
  [1, 2, 3, 4],
  [1, 2],
] as const;
/** Replaced with the store's name when the copyright line renders. */
export const STORE_NAME_TOKEN = '{store}';

export const footerSection = defineSection({
  type: 'footer',
  defaultScheme: 'scheme-2',
  label: 'Footer',
  icon: 'footer',
  group: 'Footer',
  contentType: 'global',
  description:
    'Menu columns, an about text, social links, payment icons and the copyright line at the bottom of every page.',
  schema: z.object({
    blocks: blockList('footer').default(() => footerPresetBlocks()),
    ...deviceColumns(footerColumnChoices, [3, 2, 1]),
    copyrightText: text(`© ${STORE_NAME_TOKEN}. All rights reserved.`, 200),
    backgroundColor: schemeColor(),
    textColor: schemeColor(),
    headingColor: schemeColor(),
    linkColor: schemeColor(),
    fontSize: intBetween(12, 20, 14),
    margin: spacing(0),
    padding: spacing(48, 16),
  }),
  settings: [
    ...settingGroup('Content', [
      [
        'copyrightText',
        'Copyright text',
        'text',
        { help: `${STORE_NAME_TOKEN} is replaced with the store name.` },
      ],
    ]),
    ...columnSettings(
      footerColumnChoices,
      'Layout',
      (device) => `Menu columns per row on ${device}`,
    ),
    ...settingGroup('Colours', [
      backgroundColorRow,
      textColorRow,
      ['headingColor', 'Heading colour', 'color'],
      ['linkColor', 'Link colour', 'color'],
    ]),
    ...settingGroup('Text', [['fontSize', 'Font size (px)', 'number']]),
    ...spacingSettings('margin', 'padding'),
  ],
});
