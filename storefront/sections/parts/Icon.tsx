/** Draws a glyph of the content icon set (`shared/sections/icon-glyphs.ts`) in currentColor. */
import { contentIconGlyphs, type ContentIconName } from '../../../shared';

/** A decorative glyph (hidden from assistive tech: the text beside it speaks). */
export function Icon({
  name,
  size = 18,
  className,
}: {
  name: ContentIconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {contentIconGlyphs[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
