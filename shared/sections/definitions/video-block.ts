/**
 * The video block (spec 3 "Video types", spec 8): an HTML5 video file, a YouTube video
 * (URL or 11-character id) or a Vimeo video, with playback options and an aspect ratio.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { intBetween, mediaUrl, spacing, text, unitNumber, schemeColor } from '../fields';
import {
  backgroundColorRow,
  cornerRadiusRow,
  labelled,
  maxWidthRow,
  optionsOf,
  settingGroup,
  spacingSettings,
} from '../settings';

export const videoTypes = ['html5', 'youtube', 'vimeo'] as const;
export const videoAspectRatios = ['16:9', '4:3', '1:1', '9:16', '21:9'] as const;

export const videoBlockSection = defineSection({
  type: 'videoBlock',
  label: 'Video',
  icon: 'video',
  group: 'Media',
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
    backgroundColor: schemeColor(),
    padding: spacing(24, 16),
    margin: spacing(0),
  }),
  settings: [
    ...settingGroup('Video', [
      [
        'videoType',
        'Video source',
        'select',
        { options: labelled({ youtube: 'YouTube', vimeo: 'Vimeo', html5: 'Video file (HTML5)' }) },
      ],
      [
        'url',
        'Video URL',
        'text',
        {
          placeholder: 'https://www.youtube.com/watch?v=…',
          help: 'A YouTube or Vimeo link (or id), or the address of a video file.',
        },
      ],
      ['posterImage', 'Poster image', 'file', { showIf: { key: 'videoType', equals: 'html5' } }],
      ['title', 'Accessible title', 'text', { help: 'Read out by screen readers.' }],
    ]),
    ...settingGroup('Playback', [
      ['autoplay', 'Autoplay', 'checkbox', { help: 'Autoplaying videos start muted.' }],
      ['muted', 'Muted', 'checkbox'],
      ['loop', 'Loop', 'checkbox'],
      ['controls', 'Show controls', 'checkbox'],
    ]),
    ...settingGroup('Layout', [
      ['aspectRatio', 'Aspect ratio', 'select', { options: optionsOf(videoAspectRatios) }],
      maxWidthRow(),
      cornerRadiusRow,
    ]),
    ...settingGroup('Style', [backgroundColorRow]),
    ...spacingSettings('padding', 'margin'),
  ],
});
