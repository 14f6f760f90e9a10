/**
 * The container: a box that lays out nested components (`props.children`, validated and
 * depth-limited by content.ts) in a row or a column, with gap, padding and background.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { intBetween, spacing, unitNumber, schemeColor } from '../fields';
import {
  backgroundColorRow,
  cornerRadiusRow,
  labelled,
  maxWidthRow,
  settingGroup,
  spacingSettings,
} from '../settings';

export const containerDirections = ['column', 'row'] as const;
export const containerAlignments = ['stretch', 'flex-start', 'center', 'flex-end'] as const;

export const containerSection = defineSection({
  type: 'container',
  label: 'Container',
  icon: 'layout',
  group: 'Layout',
  description: 'A box that holds other sections side by side or stacked.',
  schema: z.object({
    // Nested components; content.ts validates each against the registry.
    children: z.array(z.any()).default([]),
    direction: z.enum(containerDirections).default('column'),
    gap: intBetween(0, 200, 16),
    alignItems: z.enum(containerAlignments).default('stretch'),
    maxWidth: unitNumber(1200, 'px'),
    backgroundColor: schemeColor(),
    borderRadius: intBetween(0, 200, 0),
    padding: spacing(24, 16),
    margin: spacing(0),
  }),
  // `children` is edited by dragging components onto the container, not from the panel.
  settings: [
    ...settingGroup('Layout', [
      [
        'direction',
        'Layout direction',
        'select',
        {
          options: labelled({ column: 'Stacked (column)', row: 'Side by side (row)' }),
          help: 'Rows stack into a column below 768 px.',
        },
      ],
      ['gap', 'Gap (px)', 'number'],
      [
        'alignItems',
        'Align items',
        'select',
        {
          options: labelled({
            stretch: 'Stretch',
            'flex-start': 'Start',
            center: 'Center',
            'flex-end': 'End',
          }),
        },
      ],
      maxWidthRow(),
    ]),
    ...settingGroup('Style', [backgroundColorRow, cornerRadiusRow]),
    ...spacingSettings('padding', 'margin'),
  ],
});
