/**
 * The navigation bar (spec 3): logo (text or image), links, search, cart badge, sticky
 * option and a mobile menu. Styling `default` or `centered`; search style `expand` or
 * `compact`. Global content.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { color, fontWeights, intBetween, link, mediaUrl, spacing, text } from '../fields';

export const MAX_NAV_LINKS = 12;
export const navbarStylings = ['default', 'centered'] as const;
export const navbarSearchStyles = ['expand', 'compact'] as const;
export const navLinkTypes = ['internal', 'external'] as const;
export const linkTargets = ['_self', '_blank'] as const;

/** Spec 3 "Nav link": label, url, type internal|external, target. */
export const navLinkSchema = z.object({
  label: text('', 60),
  url: link('/'),
  type: z.enum(navLinkTypes).default('internal'),
  target: z.enum(linkTargets).default('_self'),
});
export type NavLink = z.infer<typeof navLinkSchema>;

export const defaultNavLinks: NavLink[] = [
  { label: 'Home', url: '/', type: 'internal', target: '_self' },
  { label: 'Shop', url: '/shop', type: 'internal', target: '_self' },
  { label: 'About', url: '/about', type: 'internal', target: '_self' },
];

export const navbarSection = defineSection({
  type: 'navbar',
  label: 'Navigation bar',
  icon: 'menu',
  group: 'Header',
  hidden: false,
  contentType: 'global',
  description: 'Your logo, page links, product search and the cart button.',
  schema: z.object({
    styling: z.enum(navbarStylings).default('default'),
    logoText: text('', 60),
    logoImage: mediaUrl(''),
    logoHeight: intBetween(16, 120, 40),
    links: z
      .array(navLinkSchema)
      .max(MAX_NAV_LINKS, `At most ${MAX_NAV_LINKS} links`)
      .default(defaultNavLinks),
    backgroundColor: color('#ffffff'),
    textColor: color('#111827'),
    linkHoverColor: color('#2563eb'),
    fontSize: intBetween(12, 24, 15),
    fontWeight: z.enum(fontWeights).default('500'),
    margin: spacing(0),
    padding: spacing(12, 16),
    sticky: z.boolean().default(false),
    showShadow: z.boolean().default(true),
    showSearch: z.boolean().default(true),
    searchStyle: z.enum(navbarSearchStyles).default('expand'),
    searchPlaceholder: text('Search products', 60),
    showCart: z.boolean().default(true),
  }),
  settings: [
    {
      key: 'styling',
      label: 'Layout',
      kind: 'select',
      group: 'Layout',
      options: [
        { value: 'default', label: 'Logo left, links right' },
        { value: 'centered', label: 'Centered logo' },
      ],
    },
    { key: 'sticky', label: 'Stick to the top while scrolling', kind: 'checkbox', group: 'Layout' },
    { key: 'showShadow', label: 'Show shadow', kind: 'checkbox', group: 'Layout' },
    {
      key: 'logoText',
      label: 'Logo text',
      kind: 'text',
      group: 'Logo',
      placeholder: 'Your store name',
      help: 'Leave empty to show the store name.',
    },
    { key: 'logoImage', label: 'Logo image', kind: 'file', group: 'Logo' },
    {
      key: 'logoHeight',
      label: 'Logo height (px)',
      kind: 'number',
      group: 'Logo',
    },
    { key: 'links', label: 'Links', kind: 'navLinks', group: 'Links' },
    {
      key: 'fontSize',
      label: 'Link font size (px)',
      kind: 'number',
      group: 'Links',
    },
    {
      key: 'fontWeight',
      label: 'Link font weight',
      kind: 'select',
      group: 'Links',
      options: fontWeights.map((w) => ({ value: w, label: w })),
    },
    { key: 'backgroundColor', label: 'Background colour', kind: 'color', group: 'Colours' },
    { key: 'textColor', label: 'Text colour', kind: 'color', group: 'Colours' },
    { key: 'linkHoverColor', label: 'Link hover colour', kind: 'color', group: 'Colours' },
    { key: 'showSearch', label: 'Show search', kind: 'checkbox', group: 'Search' },
    {
      key: 'searchStyle',
      label: 'Search style',
      kind: 'select',
      group: 'Search',
      options: [
        { value: 'expand', label: 'Expanding field' },
        { value: 'compact', label: 'Compact icon' },
      ],
      showIf: { key: 'showSearch', equals: true },
    },
    {
      key: 'searchPlaceholder',
      label: 'Search placeholder',
      kind: 'text',
      group: 'Search',
      showIf: { key: 'showSearch', equals: true },
    },
    { key: 'showCart', label: 'Show cart button', kind: 'checkbox', group: 'Cart' },
    { key: 'margin', label: 'Margin', kind: 'spacing', group: 'Spacing' },
    { key: 'padding', label: 'Padding', kind: 'spacing', group: 'Spacing' },
  ],
});
