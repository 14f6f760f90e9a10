/**
 * The hero slider (spec 3 "Hero slide", spec 9): slides, each a `slide` block with an image,
 * video, solid or gradient background and its own heading, text and button blocks; autoplay
 * every 5000 ms and loop by default.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { intBetween, spacing, unitNumber } from '../fields';
import { blockList } from '../blocks/block-definitions';
import { defaultHeroSlides } from '../blocks/block-presets';
import { heightRows, settingGroup, spacingSettings, whenOn } from '../settings';

export const heroSection = defineSection({
  type: 'hero',
  label: 'Hero Slider',
  icon: 'hero',
  group: 'Hero',
  description: 'A full-width slider of hero slides with headlines and call-to-action buttons.',
  schema: z.object({
    blocks: blockList('hero').default(defaultHeroSlides),
    autoplay: z.boolean().default(true),
    autoplayDelay: intBetween(1000, 30_000, 5000),
    loop: z.boolean().default(true),
    height: unitNumber(600, 'px'),
    mobileHeight: unitNumber(460, 'px'),
    showArrows: z.boolean().default(true),
    showDots: z.boolean().default(true),
    margin: spacing(0),
  }),
  settings: [
    ...settingGroup('Slider', [
      ['autoplay', 'Autoplay', 'checkbox'],
      ['autoplayDelay', 'Autoplay delay (ms)', 'number', { step: 500, ...whenOn('autoplay') }],
      ['loop', 'Loop', 'checkbox'],
      ['showArrows', 'Show arrows', 'checkbox'],
      ['showDots', 'Show dots', 'checkbox'],
    ]),
    ...settingGroup('Layout', heightRows),
    ...spacingSettings('margin'),
  ],
});
