/** Draws a glyph of the storefront's icon set (`helpers/icon-glyphs.ts`) in currentColor. */
import { iconGlyphs, type IconName } from '../helpers/icon-glyphs';

/** A decorative glyph (hidden from assistive tech: the text beside it speaks). */
export function Icon({
  name,
  size = 18,
  className,
}: {
  name: IconName;
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
      {iconGlyphs[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
