/**
 * The moving top bar (spec 2.3, 9): a looping, horizontally scrolling list of messages with
 * a close button and optional per-message remove buttons. Global content.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import {
  fontWeights,
  intBetween,
  itemId,
  numberBetween,
  spacing,
  text,
  schemeColor,
} from '../fields';
import {
  backgroundColorRow,
  settingGroup,
  spacingSettings,
  textColorRow,
  weightOptions,
} from '../settings';

export const MAX_TOPBAR_MESSAGES = 20;

/**
 * Spec 3 "Topbar message": id, icon, text. The icon names a glyph of the storefront's icon set
 * (`truck`, `sparkles`, `returns`, `gift`, `tag`, `clock`, `shield`, `star`, `heart`, `mail`,
 * `phone`), or is an image URL or a short text.
 */
export const topbarMessageSchema = z.object({
  id: itemId(),
  icon: text('', 300),
  text: text('', 300),
});
export type TopbarMessage = z.infer<typeof topbarMessageSchema>;

export const defaultTopbarMessages: TopbarMessage[] = [
  { id: 'topbar-message-1', icon: 'truck', text: 'Free shipping on every order' },
  { id: 'topbar-message-2', icon: 'sparkles', text: 'New arrivals every week' },
  { id: 'topbar-message-3', icon: 'returns', text: 'Easy 30-day returns' },
];

export const topbarSection = defineSection({
  type: 'topbar',
  defaultScheme: 'scheme-2',
  label: 'Top bar',
  icon: 'megaphone',
  group: 'Header',
  contentType: 'global',
  description: 'A scrolling strip of short announcements above the navigation bar.',
  schema: z.object({
    messages: z
      .array(topbarMessageSchema)
      .max(MAX_TOPBAR_MESSAGES, `At most ${MAX_TOPBAR_MESSAGES} messages`)
      .default(defaultTopbarMessages),
    backgroundColor: schemeColor(),
    textColor: schemeColor(),
    margin: spacing(0),
    padding: spacing(8, 16),
    fontSize: intBetween(10, 32, 14),
    fontWeight: z.enum(fontWeights).default('500'),
    /** Seconds for one full loop. */
    animationDuration: numberBetween(2, 120, 12),
    showCloseButton: z.boolean().default(true),
    showRemoveButtons: z.boolean().default(false),
  }),
  settings: [
    { key: 'messages', label: 'Messages', kind: 'topbarMessages', group: 'Content' },
    ...settingGroup('Colours', [backgroundColorRow, textColorRow]),
    ...settingGroup('Text', [
      ['fontSize', 'Font size (px)', 'number', { step: 1 }],
      ['fontWeight', 'Font weight', 'select', { options: weightOptions }],
    ]),
    {
      key: 'animationDuration',
      label: 'Animation duration (seconds)',
      kind: 'number',
      group: 'Animation',
      step: 1,
      help: 'How long one full loop of the messages takes.',
    },
    ...settingGroup('Buttons', [
      ['showCloseButton', 'Show close button', 'checkbox'],
      ['showRemoveButtons', 'Show a remove button on each message', 'checkbox'],
    ]),
    ...spacingSettings('margin', 'padding'),
  ],
});
