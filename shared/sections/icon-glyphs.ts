/**
 * The icon set content can name, as data: stroke glyphs on a 24 px grid, each a list of SVG
 * path strings drawn in currentColor by the storefront (`storefront/sections/parts/Icon.tsx`)
 * and by the builder (`editor/icons/Icon.tsx`, which adds its own tool and section glyphs).
 * Unlike emoji they show on every device (an emoji needs an emoji font). A topbar message's
 * `icon` names one (`truck`).
 */
export const contentIconGlyphs = {
  truck: [
    'M1 4h13v12H1z',
    'M14 9h4l4 4v3h-8',
    'M7.5 18.5a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
    'M20 18.5a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
  ],
  sparkles: [
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z',
    'M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
    'M5 2l.6 1.4L7 4l-1.4.6L5 6l-.6-1.4L3 4l1.4-.6z',
  ],
  returns: ['M9 14L4 9l5-5', 'M4 9h11a5 5 0 0 1 0 10h-3'],
  gift: [
    'M3 8h18v4H3z',
    'M5 12v9h14v-9',
    'M12 8v13',
    'M12 8S10.5 3 8 3a2.5 2.5 0 0 0 0 5',
    'M12 8s1.5-5 4-5a2.5 2.5 0 0 1 0 5',
  ],
  tag: ['M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z', 'M7.5 7.5h.01'],
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2'],
  shield: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'M9 12l2 2 4-4'],
  star: ['M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z'],
  heart: [
    'M20.8 5.6a5 5 0 0 0-7.1 0L12 7.3l-1.7-1.7a5 5 0 0 0-7.1 7.1L12 21.5l8.8-8.8a5 5 0 0 0 0-7.1z',
  ],
  mail: ['M3 6h18v12H3z', 'M3 7l9 6 9-6'],
  phone: ['M8 3h8v18H8z', 'M11 18h2'],
} as const satisfies Record<string, readonly string[]>;

export type ContentIconName = keyof typeof contentIconGlyphs;

export const isContentIconName = (name: string): name is ContentIconName =>
  Object.hasOwn(contentIconGlyphs, name);
