/**
 * The navigation bar (spec 3): logo (text or image), links, search, cart badge, the account
 * link (off until the merchant turns it on), sticky
 * option and a mobile menu. Styling `default` or `centered`; search style `expand` or
 * `compact`. Global content.
 */
import { z } from 'zod';
import { defineSection } from '../types';
import { fontWeights, intBetween, link, mediaUrl, spacing, text, schemeColor } from '../fields';
import {
  backgroundColorRow,
  labelled,
  settingGroup,
  spacingSettings,
  switchedGroup,
  textColorRow,
  weightOptions,
} from '../settings';

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
    backgroundColor: schemeColor(),
    textColor: schemeColor(),
    linkHoverColor: schemeColor(),
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
    /** A link to the shopper's account (sign in with an emailed code, their orders). */
    showAccount: z.boolean().default(false),
  }),
  settings: [
    ...settingGroup('Layout', [
      [
        'styling',
        'Layout',
        'select',
        { options: labelled({ default: 'Logo left, links right', centered: 'Centered logo' }) },
      ],
      ['sticky', 'Stick to the top while scrolling', 'checkbox'],
      ['showShadow', 'Show shadow', 'checkbox'],
    ]),
    ...settingGroup('Logo', [
      [
        'logoText',
        'Logo text',
        'text',
        { placeholder: 'Your store name', help: 'Leave empty to show the store name.' },
      ],
      ['logoImage', 'Logo image', 'file'],
      ['logoHeight', 'Logo height (px)', 'number'],
    ]),
    ...settingGroup('Links', [
      ['links', 'Links', 'navLinks'],
      ['fontSize', 'Link font size (px)', 'number'],
      ['fontWeight', 'Link font weight', 'select', { options: weightOptions }],
    ]),
    ...settingGroup('Colours', [
      backgroundColorRow,
      textColorRow,
      ['linkHoverColor', 'Link hover colour', 'color'],
    ]),
    ...switchedGroup(
      'Search',
      ['showSearch', 'Show search'],
      [
        [
          'searchStyle',
          'Search style',
          'select',
          { options: labelled({ expand: 'Expanding field', compact: 'Compact icon' }) },
        ],
        ['searchPlaceholder', 'Search placeholder', 'text'],
      ],
    ),
    ...settingGroup('Cart', [['showCart', 'Show cart button', 'checkbox']]),
    ...settingGroup('Account', [
      [
        'showAccount',
        'Show account link',
        'checkbox',
        { help: 'Shoppers sign in with a code we email them and see their orders.' },
      ],
    ]),
    ...spacingSettings('margin', 'padding'),
  ],
});
