/**
 * The footer (spec 3): link columns laid out in a desktop/tablet/mobile column count, an
 * optional about text, optional social links and a copyright line. Global content.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { deviceColumns, intBetween, link, spacing, text, schemeColor } from '../fields';
import {
  backgroundColorRow,
  columnSettings,
  settingGroup,
  spacingSettings,
  switchedGroup,
  textColorRow,
} from '../settings';

export const MAX_FOOTER_COLUMNS = 6;
export const MAX_FOOTER_LINKS = 12;
/** The column counts offered on desktop, tablet and mobile. */
export const footerColumnChoices = [
  [1, 2, 3, 4, 5, 6],
  [1, 2, 3, 4],
  [1, 2],
] as const;
/** Replaced with the store's name when the copyright line renders. */
export const STORE_NAME_TOKEN = '{store}';

export const footerLinkSchema = z.object({ label: text('', 60), url: link('/') });
/** Spec 3 "Footer column": title, links. */
export const footerColumnSchema = z.object({
  title: text('', 60),
  links: z
    .array(footerLinkSchema)
    .max(MAX_FOOTER_LINKS, `At most ${MAX_FOOTER_LINKS} links`)
    .default([]),
});
export type FooterColumn = z.infer<typeof footerColumnSchema>;

export const defaultFooterColumns: FooterColumn[] = [
  {
    title: 'Shop',
    links: [
      { label: 'All products', url: '/shop' },
      { label: 'Checkout', url: '/checkout' },
    ],
  },
  {
    title: 'Company',
    links: [{ label: 'About us', url: '/about' }],
  },
  {
    title: 'Help',
    links: [
      { label: 'Shipping', url: '/page/shipping' },
      { label: 'Returns', url: '/page/returns' },
    ],
  },
];

export const footerSection = defineSection({
  type: 'footer',
  defaultScheme: 'scheme-2',
  label: 'Footer',
  icon: 'footer',
  group: 'Footer',
  contentType: 'global',
  description: 'Link columns, social links and the copyright line at the bottom of every page.',
  schema: z.object({
    columns: z
      .array(footerColumnSchema)
      .max(MAX_FOOTER_COLUMNS, `At most ${MAX_FOOTER_COLUMNS} columns`)
      .default(defaultFooterColumns),
    ...deviceColumns(footerColumnChoices, [3, 2, 1]),
    aboutText: text('', 500),
    copyrightText: text(`© ${STORE_NAME_TOKEN}. All rights reserved.`, 200),
    showSocial: z.boolean().default(false),
    facebookUrl: link(''),
    instagramUrl: link(''),
    xUrl: link(''),
    youtubeUrl: link(''),
    tiktokUrl: link(''),
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
      ['columns', 'Columns', 'footerColumns'],
      [
        'aboutText',
        'About text',
        'textarea',
        { help: 'Shown under the store name; leave empty to hide.' },
      ],
      [
        'copyrightText',
        'Copyright text',
        'text',
        { help: `${STORE_NAME_TOKEN} is replaced with the store name.` },
      ],
    ]),
    ...columnSettings(footerColumnChoices),
    ...switchedGroup(
      'Social',
      ['showSocial', 'Show social links'],
      [
        ['facebookUrl', 'Facebook URL', 'text'],
        ['instagramUrl', 'Instagram URL', 'text'],
        ['xUrl', 'X (Twitter) URL', 'text'],
        ['youtubeUrl', 'YouTube URL', 'text'],
        ['tiktokUrl', 'TikTok URL', 'text'],
      ],
      { placeholder: 'https://' },
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
