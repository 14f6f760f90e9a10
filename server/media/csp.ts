/**
 * Pages that show media (the dashboard, store pages, the builder's canvas) must allow the
 * media host in their CSP's `img-src` when files are served from S3 or a CDN.
 */
import type { Config } from '../config';

/** The origin media files are served from, when it is not this site: `[origin]` or `[]`. */
export function mediaImageSource(config: Pick<Config, 'media'>): string[] {
  const base = config.media.s3?.publicBaseUrl;
  return base ? [new URL(base).origin] : [];
}

/** `csp` with the media origin added to its `img-src` directive. */
export function withImageSource(csp: string, config: Pick<Config, 'media'>): string {
  const [origin] = mediaImageSource(config);
  if (!origin) return csp;
  return csp.replace(/(^|;)(\s*img-src)([^;]*)/, (_m, start: string, name: string, rest: string) =>
    rest.split(/\s+/).includes(origin)
      ? `${start}${name}${rest}`
      : `${start}${name}${rest} ${origin}`,
  );
}
