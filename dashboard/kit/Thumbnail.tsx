/**
 * A square image thumbnail with width and height set (no layout shift), lazy-loaded; a
 * neutral placeholder when there is no image or it fails to load.
 */
import './kit.css';
import { useState } from 'react';
import { toThumbnailSrc } from './thumbnail-src';

export interface ThumbnailProps {
  src: string;
  /** Empty for a decorative image (the row already names the product). */
  alt: string;
  /** Edge length in CSS pixels. Defaults to `40`. */
  size?: number;
}

export function Thumbnail({ src, alt, size = 40 }: ThumbnailProps) {
  const url = toThumbnailSrc(src, size);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <span
        className="kit-thumb kit-thumb-empty"
        style={{ width: size, height: size }}
        role={alt ? 'img' : undefined}
        aria-label={alt ? `${alt} (no image)` : undefined}
        aria-hidden={alt ? undefined : true}
      />
    );
  }
  return (
    <img
      className="kit-thumb"
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(url)}
    />
  );
}
