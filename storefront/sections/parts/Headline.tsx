/**
 * What the banner and the static hero share: the background picture under its overlay
 * (`Backdrop`), and how a heading or text block's line is styled (`lineStyle`): classes follow
 * the section's block (`${block}__overlay`, `${block}__title`, `${block}__subtitle`); a line's
 * size is the CSS variable `--${block}-title-size` (or `-subtitle-size`) its stylesheet reads.
 */
import type { CSSProperties } from 'react';
import { ResponsiveImage } from '../../images/ResponsiveImage';

interface BackdropProps {
  block: string;
  image: string;
  overlayColor: string;
  overlayOpacity: number;
  imageStyle?: CSSProperties;
  /** The page's first picture: fetched first. */
  priority?: boolean;
}

export function Backdrop({
  block,
  image,
  overlayColor,
  overlayOpacity,
  imageStyle,
  priority,
}: BackdropProps) {
  return (
    <>
      {image ? (
        <ResponsiveImage
          className="sf-bg-image"
          src={image}
          alt=""
          sizes="100vw"
          style={imageStyle}
          priority={priority}
        />
      ) : null}
      <div
        className={`${block}__overlay`}
        style={{ backgroundColor: overlayColor, opacity: overlayOpacity }}
        aria-hidden="true"
      />
    </>
  );
}

/** A line of the headline: its text, its size as CSS, and its colour (else inherited). */
export interface HeadlineLine {
  text: string;
  size: string;
  color?: string;
}

/** A line's colour, and its size as the `--${block}-${part}-size` its stylesheet reads. */
export const lineStyle = (block: string, part: string, { color, size }: HeadlineLine) =>
  ({ color, [`--${block}-${part}-size`]: size }) as CSSProperties;
