/**
 * Every storefront image goes through here. A media-library URL becomes `srcset` (its WebP
 * variants) with `sizes` and the image's intrinsic width/height (no layout shift); any other
 * URL is shown as it is with the fallback size. Lazy by default; `priority` marks the one
 * above-the-fold image a page should fetch first (eager, high priority).
 */
import type { CSSProperties } from 'react';
import { responsiveImage } from '../../shared';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** How wide the image shows, for the browser's pick from srcset, e.g. `(min-width: 768px) 50vw, 100vw`. */
  sizes: string;
  /** The size attributes when the URL does not carry one (not a library image). */
  width?: number;
  height?: number;
  /**
   * The width/height attributes size the box (an avatar, an icon, an image block with
   * merchant-set dimensions): keep them even for a library image. Defaults to `false` (the
   * stylesheet sizes the box; the attributes give the aspect ratio).
   */
  fixedSize?: boolean;
  /** The page's first above-the-fold image: eager, fetched first. Defaults to `false` (lazy). */
  priority?: boolean;
  /** `eager` for small images always in view (the header's logo) that should not wait. */
  loading?: 'lazy' | 'eager';
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  fixedSize = false,
  priority = false,
  loading,
  className,
  style,
  'data-testid': testId,
}: ResponsiveImageProps) {
  const media = responsiveImage(src);
  const keepSize = fixedSize && width !== undefined && height !== undefined;
  return (
    <img
      className={className}
      src={media?.src ?? src}
      srcSet={media?.srcSet}
      sizes={media?.srcSet ? sizes : undefined}
      alt={alt}
      width={keepSize ? width : (media?.width ?? width)}
      height={keepSize ? height : (media?.height ?? height)}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      style={style}
      data-testid={testId}
    />
  );
}

/** Widest content column (`--sf-max-width`), for `sizes`. */
const MAX_CONTENT_WIDTH = 1200;

/**
 * `sizes` of an image filling one column of a grid with these column counts per screen (the
 * breakpoints of ResponsiveGrid: tablet from 768 px, desktop from 1024 px).
 */
export function gridImageSizes(columns: { desktop: number; tablet: number; mobile: number }) {
  const vw = (n: number) => `${Math.round(100 / Math.max(1, n))}vw`;
  const desktop = Math.max(1, columns.desktop);
  return [
    `(min-width: ${MAX_CONTENT_WIDTH}px) ${Math.round(MAX_CONTENT_WIDTH / desktop)}px`,
    `(min-width: 1024px) ${vw(desktop)}`,
    `(min-width: 768px) ${vw(columns.tablet)}`,
    vw(columns.mobile),
  ].join(', ');
}
