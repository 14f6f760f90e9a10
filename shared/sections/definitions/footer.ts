/**
 * The footer (spec 3): link columns laid out in a desktop/tablet/mobile column count, an
 * optional about text, optional social links and a copyright line. Global content.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { color, intBetween, link, oneOfNumbers, spacing, text } from '../fields';

export const MAX_FOOTER_COLUMNS = 6;
export const MAX_FOOTER_LINKS = 12;
export const footerDesktopColumns = [1, 2, 3, 4, 5, 6] as const;
export const footerTabletColumns = [1, 2, 3, 4] as const;
export const footerMobileColumns = [1, 2] as const;
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
  label: 'Footer',
  icon: 'footer',
  group: 'Footer',
  hidden: false,
  contentType: 'global',
  description: 'Link columns, social links and the copyright line at the bottom of every page.',
  schema: z.object({
    columns: z
      .array(footerColumnSchema)
      .max(MAX_FOOTER_COLUMNS, `At most ${MAX_FOOTER_COLUMNS} columns`)
      .default(defaultFooterColumns),
    desktopColumns: oneOfNumbers(footerDesktopColumns, 3),
    tabletColumns: oneOfNumbers(footerTabletColumns, 2),
    mobileColumns: oneOfNumbers(footerMobileColumns, 1),
    aboutText: text('', 500),
    copyrightText: text(`© ${STORE_NAME_TOKEN}. All rights reserved.`, 200),
    showSocial: z.boolean().default(false),
    facebookUrl: link(''),
    instagramUrl: link(''),
    xUrl: link(''),
    youtubeUrl: link(''),
    tiktokUrl: link(''),
    backgroundColor: color('#111827'),
    textColor: color('#d1d5db'),
    headingColor: color('#ffffff'),
    linkColor: color('#e5e7eb'),
    fontSize: intBetween(12, 20, 14),
    margin: spacing(0),
    padding: spacing(48, 16),
  }),
  settings: [
    { key: 'columns', label: 'Columns', kind: 'footerColumns', group: 'Content' },
    {
      key: 'aboutText',
      label: 'About text',
      kind: 'textarea',
      group: 'Content',
      help: 'Shown under the store name; leave empty to hide.',
    },
    {
      key: 'copyrightText',
      label: 'Copyright text',
      kind: 'text',
      group: 'Content',
      help: `${STORE_NAME_TOKEN} is replaced with the store name.`,
    },
    {
      key: 'desktopColumns',
      label: 'Columns on desktop',
      kind: 'select',
      group: 'Layout',
      options: footerDesktopColumns.map((n) => ({ value: n, label: String(n) })),
    },
    {
      key: 'tabletColumns',
      label: 'Columns on tablet',
      kind: 'select',
      group: 'Layout',
      options: footerTabletColumns.map((n) => ({ value: n, label: String(n) })),
    },
    {
      key: 'mobileColumns',
      label: 'Columns on mobile',
      kind: 'select',
      group: 'Layout',
      options: footerMobileColumns.map((n) => ({ value: n, label: String(n) })),
    },
    { key: 'showSocial', label: 'Show social links', kind: 'checkbox', group: 'Social' },
    ...(
      [
        ['facebookUrl', 'Facebook URL'],
        ['instagramUrl', 'Instagram URL'],
        ['xUrl', 'X (Twitter) URL'],
        ['youtubeUrl', 'YouTube URL'],
        ['tiktokUrl', 'TikTok URL'],
      ] as const
    ).map(([key, label]) => ({
      key,
      label,
      kind: 'text' as const,
      group: 'Social',
      placeholder: 'https://',
      showIf: { key: 'showSocial', equals: true },
    })),
    { key: 'backgroundColor', label: 'Background colour', kind: 'color', group: 'Colours' },
    { key: 'textColor', label: 'Text colour', kind: 'color', group: 'Colours' },
    { key: 'headingColor', label: 'Heading colour', kind: 'color', group: 'Colours' },
    { key: 'linkColor', label: 'Link colour', kind: 'color', group: 'Colours' },
    { key: 'fontSize', label: 'Font size (px)', kind: 'number', group: 'Text' },
    { key: 'margin', label: 'Margin', kind: 'spacing', group: 'Spacing' },
    { key: 'padding', label: 'Padding', kind: 'spacing', group: 'Spacing' },
  ],
});
