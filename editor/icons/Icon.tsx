/**
 * Inline SVG icons for the palette (by section definition `icon` name) and the editor's
 * buttons. Stroke glyphs on a 24 px grid, drawn in currentColor; unknown names get a plain
 * square. Decorative only: every button carries its own text or aria-label.
 * Owns: the section and tool glyphs; the glyphs content can name (truck, star, mail…) are
 * the shared set the storefront draws too (shared/sections/icon-glyphs.ts).
 * Not: which section uses which name (shared/ definitions).
 */
import { memo } from 'react';
import { contentIconGlyphs } from '../../shared';

const glyphs: Record<string, readonly string[]> = {
  ...contentIconGlyphs,
  // Section icons (definition.icon).
  banner: [
    'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M7 10h10',
    'M9 14h6',
  ],
  slider: ['M6 6h12v12H6z', 'M3 10l-1 2 1 2', 'M21 10l1 2-1 2'],
  layout: ['M3 4h18v16H3z', 'M3 10h18', 'M10 10v10'],
  faq: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14',
    'M12 17.5v.01',
  ],
  footer: ['M3 4h18v16H3z', 'M3 15h18', 'M7 18h4'],
  hero: ['M3 4h18v16H3z', 'M7 9h10', 'M9 13h6', 'M10 16h4'],
  image: ['M3 5h18v14H3z', 'M3 16l5-5 4 4 3-3 6 6', 'M16 8.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  grid: ['M4 4h7v7H4z', 'M13 4h7v7h-7z', 'M4 13h7v7H4z', 'M13 13h7v7h-7z'],
  'grid-simple': ['M4 5h16v6H4z', 'M4 13h16v6H4z'],
  product: contentIconGlyphs.tag,
  text: ['M4 7V4h16v3', 'M12 4v16', 'M9 20h6'],
  megaphone: ['M3 10v4h4l6 4V6l-6 4H3z', 'M17 9a4 4 0 0 1 0 6'],
  video: ['M3 6h13v12H3z', 'M16 10l5-3v10l-5-3'],
  // Editor icons.
  undo: contentIconGlyphs.returns,
  redo: ['M15 14l5-5-5-5', 'M20 9H9a5 5 0 0 0 0 10h3'],
  desktop: ['M3 4h18v12H3z', 'M8 20h8', 'M12 16v4'],
  tablet: ['M6 3h12v18H6z', 'M11 18h2'],
  mobile: contentIconGlyphs.phone,
  eye: ['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z', 'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0z'],
  'arrow-left': ['M19 12H5', 'M12 19l-7-7 7-7'],
  'arrow-up': ['M12 19V5', 'M5 12l7-7 7 7'],
  'arrow-down': ['M12 5v14', 'M19 12l-7 7-7-7'],
  'chevron-right': ['M9 6l6 6-6 6'],
  trash: ['M3 6h18', 'M8 6V4h8v2', 'M6 6l1 14h10l1-14'],
  copy: ['M9 9h11v11H9z', 'M5 15H4V4h11v1'],
  grip: ['M9 6h.01', 'M15 6h.01', 'M9 12h.01', 'M15 12h.01', 'M9 18h.01', 'M15 18h.01'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'],
  search: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M21 21l-5-5'],
  layers: ['M12 3l9 5-9 5-9-5z', 'M3 13l9 5 9-5'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  plus: ['M12 5v14', 'M5 12h14'],
  'eye-off': [
    'M3 3l18 18',
    'M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3 3.8',
    'M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  ],
  // Block icons (block definition `icon`).
  heading: ['M6 4v16', 'M18 4v16', 'M6 12h12'],
  button: ['M3 8h18v8H3z', 'M8 12h8'],
  badge: ['M3 12l9-9h9v9l-9 9z', 'M16.5 7.5h.01'],
  spacer: ['M4 5h16', 'M4 19h16', 'M12 8v8', 'M9 11l3-3 3 3', 'M9 13l3 3 3-3'],
  columns: ['M3 4h18v16H3z', 'M12 4v16'],
  box: ['M3 7l9-4 9 4v10l-9 4-9-4z', 'M3 7l9 4 9-4', 'M12 11v10'],
  card: ['M3 6h18v12H3z', 'M3 10h18', 'M7 15h4'],
  mail: ['M3 6h18v12H3z', 'M3 7l9 6 9-6'],
};

const fallback: readonly string[] = ['M4 4h16v16H4z'];

/** Whether `name` has its own glyph (anything else draws the fallback square). */
export const hasIcon = (name: string): boolean => Object.hasOwn(glyphs, name);

export interface IconProps {
  name: string;
  /** Width and height in CSS pixels. Defaults to `18`. */
  size?: number;
}

export const Icon = memo(function Icon({ name, size = 18 }: IconProps) {
  const paths = hasIcon(name) ? glyphs[name]! : fallback;
  return (
    <svg
      className="be-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'grip' ? 3 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
});
