/**
 * A library image at a given size: the narrowest stored file that is sharp there (the
 * smallest WebP variant for a grid tile), with its width and height set, on the image's
 * dominant colour while it loads.
 */
import type { MediaItem } from '../../shared';

export interface MediaPreviewProps {
  media: MediaItem;
  /** The widest the image shows, in CSS pixels (doubled for dense screens). */
  displayWidth: number;
  /** Defaults to lazy: a grid shows many. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** The variant (or the SVG original) to show at `displayWidth`, with its size. */
export function pickMediaFile(media: MediaItem, displayWidth: number) {
  const wanted = displayWidth * 2;
  const variant =
    media.variants.find((v) => v.width >= wanted) ?? media.variants[media.variants.length - 1];
  return variant ?? { url: media.url, width: media.width, height: media.height };
}

export function MediaPreview({
  media,
  displayWidth,
  loading = 'lazy',
  className,
}: MediaPreviewProps) {
  const file = pickMediaFile(media, displayWidth);
  return (
    <img
      className={className}
      src={file.url}
      width={file.width}
      height={file.height}
      alt={media.alt}
      loading={loading}
      decoding="async"
      style={{ backgroundColor: media.placeholder }}
    />
  );
}
