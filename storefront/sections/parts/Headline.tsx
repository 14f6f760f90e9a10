/**
 * What the banner, the static hero and the hero's slides share: the background picture under
 * its overlay (`Backdrop`), and the big title (h2) and subtitle, each drawn when it has text
 * (`Headline` for a slide; the banner's and static hero's are heading and text blocks). Classes follow the section's block (`${block}__overlay`, `${block}__title`,
 * `${block}__subtitle`); a line's size is the CSS variable `--${block}-title-size` (or
 * `-subtitle-size`) its stylesheet reads.
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

export function Headline({
  block,
  titleId,
  title,
  subtitle,
}: {
  block: string;
  /** The title's id, for the section's aria-labelledby. */
  titleId?: string;
  title: HeadlineLine;
  subtitle: HeadlineLine;
}) {
  return (
    <>
      {title.text ? (
        <h2 id={titleId} className={`${block}__title`} style={lineStyle(block, 'title', title)}>
          {title.text}
        </h2>
      ) : null}
      {subtitle.text ? (
        <p className={`${block}__subtitle`} style={lineStyle(block, 'subtitle', subtitle)}>
          {subtitle.text}
        </p>
      ) : null}
    </>
  );
}
