/**
 * The image block (spec 8 "Image with no source"): one image with alt text, intrinsic size
 * or a fixed aspect ratio, fit, corner radius, an optional link and caption.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import {
  color,
  intBetween,
  link,
  mediaUrl,
  spacing,
  text,
  textAligns,
  unitNumber,
} from '../fields';

export const imageAspectRatios = ['auto', '16:9', '4:3', '3:2', '1:1', '3:4', '9:16'] as const;
export const imageObjectFits = ['cover', 'contain', 'fill', 'none'] as const;

export const imageBlockSection = defineSection({
  type: 'imageBlock',
  label: 'Image',
  icon: 'image',
  group: 'Media',
  hidden: false,
  contentType: 'normal',
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
    captionColor: color('#4b5563'),
    padding: spacing(16),
    margin: spacing(0),
  }),
  settings: [
    { key: 'src', label: 'Image', kind: 'file', group: 'Image' },
    {
      key: 'alt',
      label: 'Alt text',
      kind: 'text',
      group: 'Image',
      help: 'Describe the image for screen readers; leave empty if it is decorative.',
    },
    { key: 'width', label: 'Width (px)', kind: 'number', group: 'Size' },
    { key: 'height', label: 'Height (px)', kind: 'number', group: 'Size' },
    {
      key: 'aspectRatio',
      label: 'Aspect ratio',
      kind: 'select',
      group: 'Size',
      options: imageAspectRatios.map((r) => ({ value: r, label: r === 'auto' ? 'Original' : r })),
    },
    {
      key: 'objectFit',
      label: 'Fit',
      kind: 'select',
      group: 'Size',
      options: [
        { value: 'cover', label: 'Cover' },
        { value: 'contain', label: 'Contain' },
        { value: 'fill', label: 'Stretch' },
        { value: 'none', label: 'None' },
      ],
    },
    {
      key: 'maxWidth',
      label: 'Max width',
      kind: 'unitNumber',
      group: 'Size',
      units: ['px', '%', 'rem'],
    },
    {
      key: 'align',
      label: 'Alignment',
      kind: 'select',
      group: 'Layout',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'center', label: 'Center' },
        { value: 'right', label: 'Right' },
      ],
    },
    {
      key: 'borderRadius',
      label: 'Corner radius (px)',
      kind: 'number',
      group: 'Layout',
    },
    { key: 'link', label: 'Link', kind: 'text', group: 'Link', placeholder: '/shop' },
    { key: 'openInNewTab', label: 'Open link in a new tab', kind: 'checkbox', group: 'Link' },
    { key: 'caption', label: 'Caption', kind: 'text', group: 'Caption' },
    { key: 'captionColor', label: 'Caption colour', kind: 'color', group: 'Caption' },
    { key: 'padding', label: 'Padding', kind: 'spacing', group: 'Spacing' },
    { key: 'margin', label: 'Margin', kind: 'spacing', group: 'Spacing' },
  ],
});
