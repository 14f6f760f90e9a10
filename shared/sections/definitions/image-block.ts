/**
 * The image block (spec 8 "Image with no source"): one image with alt text, intrinsic size
 * or a fixed aspect ratio, fit, corner radius, an optional link and caption.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import {
  intBetween,
  link,
  mediaUrl,
  spacing,
  text,
  textAligns,
  unitNumber,
  schemeColor,
} from '../fields';
import {
  alignOptions,
  cornerRadiusRow,
  labelled,
  maxWidthRow,
  optionsOf,
  settingGroup,
  spacingSettings,
} from '../settings';

export const imageAspectRatios = ['auto', '16:9', '4:3', '3:2', '1:1', '3:4', '9:16'] as const;
export const imageObjectFits = ['cover', 'contain', 'fill', 'none'] as const;

export const imageBlockSection = defineSection({
  type: 'imageBlock',
  label: 'Image',
  icon: 'image',
  group: 'Media',
  description: 'A single image with an optional caption and link.',
  schema: z.object({
    src: mediaUrl(''),
    alt: text('', 300),
    width: intBetween(1, 6000, 1200),
    height: intBetween(1, 6000, 800),
    aspectRatio: z.enum(imageAspectRatios).default('auto'),
    objectFit: z.enum(imageObjectFits).default('cover'),
    maxWidth: unitNumber(100, '%'),
    align: z.enum(textAligns).default('center'),
    borderRadius: intBetween(0, 200, 8),
    link: link(''),
    openInNewTab: z.boolean().default(false),
    caption: text('', 300),
    captionColor: schemeColor(),
    padding: spacing(16),
    margin: spacing(0),
  }),
  settings: [
    ...settingGroup('Image', [
      ['src', 'Image', 'file'],
      [
        'alt',
        'Alt text',
        'text',
        { help: 'Describe the image for screen readers; leave empty if it is decorative.' },
      ],
    ]),
    ...settingGroup('Size', [
      ['width', 'Width (px)', 'number'],
      ['height', 'Height (px)', 'number'],
      [
        'aspectRatio',
        'Aspect ratio',
        'select',
        { options: optionsOf(imageAspectRatios, (r) => (r === 'auto' ? 'Original' : r)) },
      ],
      [
        'objectFit',
        'Fit',
        'select',
        {
          options: labelled({ cover: 'Cover', contain: 'Contain', fill: 'Stretch', none: 'None' }),
        },
      ],
      maxWidthRow(),
    ]),
    ...settingGroup('Layout', [
      ['align', 'Alignment', 'select', { options: alignOptions }],
      cornerRadiusRow,
    ]),
    ...settingGroup('Link', [
      ['link', 'Link', 'text', { placeholder: '/shop' }],
      ['openInNewTab', 'Open link in a new tab', 'checkbox'],
    ]),
    ...settingGroup('Caption', [
      ['caption', 'Caption', 'text'],
      ['captionColor', 'Caption colour', 'color'],
    ]),
    ...spacingSettings('padding', 'margin'),
  ],
});
