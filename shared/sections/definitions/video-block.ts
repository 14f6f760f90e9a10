/**
 * The video block (spec 3 "Video types", spec 8): an HTML5 video file, a YouTube video
 * (URL or 11-character id) or a Vimeo video, with playback options and an aspect ratio.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { color, intBetween, mediaUrl, spacing, text, unitNumber } from '../fields';

export const videoTypes = ['html5', 'youtube', 'vimeo'] as const;
export const videoAspectRatios = ['16:9', '4:3', '1:1', '9:16', '21:9'] as const;

export const videoBlockSection = defineSection({
  type: 'videoBlock',
  label: 'Video',
  icon: 'video',
  group: 'Media',
  hidden: false,
  contentType: 'normal',
  description: 'Embed a YouTube or Vimeo video, or play a video file.',
  schema: z.object({
    videoType: z.enum(videoTypes).default('youtube'),
    url: z
      .string()
      .trim()
      .max(2000)
      // A site path, an http(s) URL, or a bare YouTube/Vimeo id.
      .refine(
        (v) => v === '' || /^(\/(?!\/)|https?:\/\/)/i.test(v) || /^[A-Za-z0-9_-]+$/.test(v),
        'Enter a video URL or id',
      )
      .default(''),
    title: text('Video', 200),
    posterImage: mediaUrl(''),
    autoplay: z.boolean().default(false),
    muted: z.boolean().default(false),
    loop: z.boolean().default(false),
    controls: z.boolean().default(true),
    aspectRatio: z.enum(videoAspectRatios).default('16:9'),
    maxWidth: unitNumber(960, 'px'),
    borderRadius: intBetween(0, 100, 8),
    backgroundColor: color('transparent'),
    padding: spacing(24, 16),
    margin: spacing(0),
  }),
  settings: [
    {
      key: 'videoType',
      label: 'Video source',
      kind: 'select',
      group: 'Video',
      options: [
        { value: 'youtube', label: 'YouTube' },
        { value: 'vimeo', label: 'Vimeo' },
        { value: 'html5', label: 'Video file (HTML5)' },
      ],
    },
    {
      key: 'url',
      label: 'Video URL',
      kind: 'text',
      group: 'Video',
      placeholder: 'https://www.youtube.com/watch?v=…',
      help: 'A YouTube or Vimeo link (or id), or the address of a video file.',
    },
    {
      key: 'posterImage',
      label: 'Poster image',
      kind: 'file',
      group: 'Video',
      showIf: { key: 'videoType', equals: 'html5' },
    },
    {
      key: 'title',
      label: 'Accessible title',
      kind: 'text',
      group: 'Video',
      help: 'Read out by screen readers.',
    },
    {
      key: 'autoplay',
      label: 'Autoplay',
      kind: 'checkbox',
      group: 'Playback',
      help: 'Autoplaying videos start muted.',
    },
    { key: 'muted', label: 'Muted', kind: 'checkbox', group: 'Playback' },
    { key: 'loop', label: 'Loop', kind: 'checkbox', group: 'Playback' },
    { key: 'controls', label: 'Show controls', kind: 'checkbox', group: 'Playback' },
    {
      key: 'aspectRatio',
      label: 'Aspect ratio',
      kind: 'select',
      group: 'Layout',
      options: videoAspectRatios.map((r) => ({ value: r, label: r })),
    },
    {
      key: 'maxWidth',
      label: 'Max width',
      kind: 'unitNumber',
      group: 'Layout',
      units: ['px', '%', 'rem'],
    },
    {
      key: 'borderRadius',
      label: 'Corner radius (px)',
      kind: 'number',
      group: 'Layout',
    },
    { key: 'backgroundColor', label: 'Background colour', kind: 'color', group: 'Style' },
    { key: 'padding', label: 'Padding', kind: 'spacing', group: 'Spacing' },
    { key: 'margin', label: 'Margin', kind: 'spacing', group: 'Spacing' },
  ],
});
