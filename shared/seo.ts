/**
 * SEO rules as plain data (no zod: the dashboard's counters and the server share them): the
 * length guidance of titles and descriptions, the storefront paths of products and
 * categories, and URL redirects' paths — how a path is normalised, which paths can be
 * redirected, and how a redirect keeps the request's query string.
 */
import { API_PREFIX } from './api/endpoint';

/** Search engines show about this many characters of a title; longer is a warning only. */
export const SEO_TITLE_GUIDE = 60;
/** ... and of a description. */
export const SEO_DESCRIPTION_GUIDE = 160;
/** The hard limits (pages' and products' meta fields, as their schemas say). */
export const SEO_TITLE_MAX = 200;
export const SEO_DESCRIPTION_MAX = 500;

/** A redirect's paths are at most this long. */
export const REDIRECT_PATH_MAX = 1000;

export const productStorefrontPath = (slug: string) => `/product/${slug}`;
export const categoryStorefrontPath = (slug: string) => `/collection/${slug}`;

/** Whitespace or a control character (none may appear in a redirect's path or target). */
const hasSpaceOrControl = (text: string) =>
  [...text].some((c) => c.trim() === '' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Paths the store host answers with something other than a storefront page. */
const RESERVED_PREFIXES = [`${API_PREFIX}/`, '/assets/', '/media/'];
const RESERVED_PATHS = ['/', API_PREFIX, '/assets', '/media', '/sitemap.xml', '/robots.txt'];

/** Why a redirect's `from` path is refused, or null when it is a redirectable storefront path. */
export function fromPathProblem(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) {
    return 'Enter a path on your store starting with /, like /old-page';
  }
  if (/[?#]/.test(path)) return 'Leave out the query string (?...) and the #part';
  if (hasSpaceOrControl(path)) return 'A path cannot contain spaces';
  if (path.length > REDIRECT_PATH_MAX) {
    return `A path is at most ${REDIRECT_PATH_MAX} characters`;
  }
  const normal = normalizeStorefrontPath(path);
  if (normal === null) return 'This path has a broken %-escape or an escaped control character';
  if (RESERVED_PATHS.includes(normal) || RESERVED_PREFIXES.some((p) => normal.startsWith(p))) {
    return normal === '/'
      ? 'The home page cannot be redirected'
      : 'This path belongs to the platform and cannot be redirected';
  }
  return null;
}

/** Why a redirect's `to` is refused, or null for a storefront path or an http(s) URL. */
export function toPathProblem(target: string): string | null {
  if (target.length > REDIRECT_PATH_MAX) {
    return `A target is at most ${REDIRECT_PATH_MAX} characters`;
  }
  if (hasSpaceOrControl(target)) return 'A target cannot contain spaces';
  if (target.startsWith('/') && !target.startsWith('//')) {
    return normalizeStorefrontPath(target.replace(/[?#].*$/, '')) === null
      ? 'This path has a broken %-escape or an escaped control character'
      : null;
  }
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return url.hostname ? null : 'Enter a full web address, like https://example.com/page';
    } catch {
      return 'Enter a full web address, like https://example.com/page';
    }
  }
  return 'Enter a path on your store (/new-page) or a web address starting with https://';
}

/** A C0 control character or DEL: no store path holds one (and no database stores a NUL). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The one form a storefront path is stored and looked up in: percent-escapes decoded (a
 * shopper's browser sends `/%C3%BCber` for `/über`), trailing slashes dropped. Null when an
 * escape is broken or decodes to a control character (`/collection/%00`: no page or redirect
 * can have that path, so it is never looked up; PostgreSQL refuses a NUL outright).
 */
export function normalizeStorefrontPath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (CONTROL_CHARACTER.test(decoded)) return null;
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
}

/** Whether `target` (a redirect's `to`) names the storefront path `path` itself. */
export function isSamePath(target: string, path: string): boolean {
  if (!target.startsWith('/')) return false;
  return normalizeStorefrontPath(target.replace(/[?#].*$/, '')) === path;
}

/**
 * Where a redirect sends a request: `target`, with the request's query string (`search`,
 * with or without its `?`) added to the target's own, before any `#part`.
 */
export function redirectLocation(target: string, search: string): string {
  const query = search.replace(/^\?/, '');
  if (!query) return target;
  const hashAt = target.indexOf('#');
  const base = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
