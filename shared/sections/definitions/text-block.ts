/**
 * The text block: merchant rich text (HTML, sanitised by the server before it is stored or
 * served) with alignment, width, colours and spacing.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { color, spacing, unitNumber } from '../fields';

export const textBlockSection = defineSection({
  type: 'textBlock',
  label: 'Text Block',
  icon: 'text',
  group: 'Content',
  hidden: false,
  contentType: 'normal',
  description: 'A block of formatted text with headings, lists and links.',
  schema: z.object({
    content: z
      .string()
      .max(50_000, 'At most 50000 characters')
      .default(
        '<h2>About Our Store</h2><p>Tell your customers who you are, what you make and why it matters. Edit this text to share your story.</p>',
      ),
    textAlign: z.enum(['left', 'center', 'right', 'justify']).default('left'),
    maxWidth: unitNumber(800, 'px'),
    fontSize: unitNumber(16, 'px'),
    textColor: color('#1f2937'),
    headingColor: color('#111827'),
    linkColor: color('#1d4ed8'),
    backgroundColor: color('transparent'),
    padding: spacing(32, 16),
    margin: spacing(0),
  }),
  settings: [
    { key: 'content', label: 'Content', kind: 'richText', group: 'Content' },
    {
      key: 'textAlign',
      label: 'Text alignment',
      kind: 'select',
      group: 'Layout',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'center', label: 'Center' },
        { value: 'right', label: 'Right' },
        { value: 'justify', label: 'Justify' },
      ],
    },
    {
      key: 'maxWidth',
      label: 'Max width',
      kind: 'unitNumber',
      group: 'Layout',
      units: ['px', '%', 'rem'],
    },
    {
      key: 'fontSize',
      label: 'Font size',
      kind: 'unitNumber',
      group: 'Style',
      units: ['px', 'rem'],
    },
    { key: 'textColor', label: 'Text colour', kind: 'color', group: 'Style' },
    { key: 'headingColor', label: 'Heading colour', kind: 'color', group: 'Style' },
    { key: 'linkColor', label: 'Link colour', kind: 'color', group: 'Style' },
    { key: 'backgroundColor', label: 'Background colour', kind: 'color', group: 'Style' },
    { key: 'padding', label: 'Padding', kind: 'spacing', group: 'Spacing' },
    { key: 'margin', label: 'Margin', kind: 'spacing', group: 'Spacing' },
  ],
});
