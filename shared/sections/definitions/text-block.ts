/**
 * The text block: merchant rich text (HTML, sanitised by the server before it is stored or
 * served) with alignment, width, colours and spacing.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { spacing, unitNumber, schemeColor } from '../fields';
import {
  backgroundColorRow,
  capitalise,
  maxWidthRow,
  optionsOf,
  settingGroup,
  sizeUnits,
  spacingSettings,
  textColorRow,
} from '../settings';

export const textBlockAligns = ['left', 'center', 'right', 'justify'] as const;

export const textBlockSection = defineSection({
  type: 'textBlock',
  label: 'Text Block',
  icon: 'text',
  group: 'Content',
  description: 'A block of formatted text with headings, lists and links.',
  schema: z.object({
    content: z
      .string()
      .max(50_000, 'At most 50000 characters')
      .default(
        '<h2>About Our Store</h2><p>Tell your customers who you are, what you make and why it matters. Edit this text to share your story.</p>',
      ),
    textAlign: z.enum(textBlockAligns).default('left'),
    maxWidth: unitNumber(800, 'px'),
    fontSize: unitNumber(16, 'px'),
    textColor: schemeColor(),
    headingColor: schemeColor(),
    linkColor: schemeColor(),
    backgroundColor: schemeColor(),
    padding: spacing(32, 16),
    margin: spacing(0),
  }),
  settings: [
    { key: 'content', label: 'Content', kind: 'richText', group: 'Content' },
    ...settingGroup('Layout', [
      [
        'textAlign',
        'Text alignment',
        'select',
        { options: optionsOf(textBlockAligns, capitalise) },
      ],
      maxWidthRow(),
    ]),
    ...settingGroup('Style', [
      ['fontSize', 'Font size', 'unitNumber', { units: sizeUnits }],
      textColorRow,
      ['headingColor', 'Heading colour', 'color'],
      ['linkColor', 'Link colour', 'color'],
      backgroundColorRow,
    ]),
    ...spacingSettings('padding', 'margin'),
  ],
});
