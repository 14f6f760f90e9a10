/**
 * The store host's routes (spec 2.2) as a pure function of the URL: the server uses it to
 * prefetch and to pick the status, the client router renders the same table.
 */
export type StoreRoute =
  | { kind: 'home' }
  | { kind: 'shop'; query: string; page: number }
  | { kind: 'collection'; slug: string; page: number }
  | { kind: 'about' }
  | { kind: 'product'; slug: string }
  | { kind: 'page'; slug: string }
  | { kind: 'checkout' }
  /** The shopper's account: sign in with an emailed code, then their orders. */
  | { kind: 'account' }
  /**
   * An email's link: a newsletter's confirm (double opt-in) or unsubscribe, an abandoned
   * checkout's reminders' unsubscribe, with the id (customer, checkout) and token it carries
   * ('' when missing or malformed: the screen says so).
   */
  | { kind: 'emailLink'; action: EmailLinkAction; id: string; token: string }
  /** A delivered order's review link: rate its products ('' when malformed). */
  | { kind: 'review'; orderId: string; token: string }
  | { kind: 'notFound' };

export type EmailLinkAction = 'confirm' | 'unsubscribe' | 'stop-reminders';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9._-]{16,128}$/;

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

function pageParam(search: URLSearchParams): number {
  const n = Number(search.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** Classifies `pathname` (+ query string) into a store route. */
export function matchStoreRoute(pathname: string, search = ''): StoreRoute {
  const params = new URLSearchParams(search);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return '\u0000';
      }
    });
  const [a, b, c] = parts;
  if (parts.length === 0) return { kind: 'home' };
  if (
    (parts.length === 1 && a === 'shop') ||
    (parts.length === 2 && a === 'page' && b === 'shop')
  ) {
    return {
      kind: 'shop',
      query: (params.get('q') ?? '').trim().slice(0, 200),
      page: pageParam(params),
    };
  }
  if (parts.length === 1 && a === 'about') return { kind: 'about' };
  if (parts.length === 1 && a === 'checkout') return { kind: 'checkout' };
  if (parts.length === 1 && a === 'account') return { kind: 'account' };
  if (parts.length === 1 && a === 'review') {
    const orderId = params.get('o') ?? '';
    const token = params.get('t') ?? '';
    const valid = UUID.test(orderId) && TOKEN.test(token);
    return { kind: 'review', orderId: valid ? orderId : '', token: valid ? token : '' };
  }
  const linkAction: EmailLinkAction | null =
    parts.length !== 2
      ? null
      : a === 'newsletter' && (b === 'confirm' || b === 'unsubscribe')
        ? b
        : a === 'checkout' && b === 'stop-reminders'
          ? b
          : null;
  if (linkAction) {
    const id = params.get('c') ?? '';
    const token = params.get('t') ?? '';
    const valid = UUID.test(id) && TOKEN.test(token);
    return {
      kind: 'emailLink',
      action: linkAction,
      id: valid ? id : '',
      token: valid ? token : '',
    };
  }
  if (parts.length === 2 && a === 'collection' && b && SLUG.test(b))
    return { kind: 'collection', slug: b, page: pageParam(params) };
  if (parts.length === 2 && (a === 'product' || a === 'products') && b && SLUG.test(b))
    return { kind: 'product', slug: b };
  if (parts.length === 3 && a === 'page' && b === 'product' && c && SLUG.test(c))
    return { kind: 'product', slug: c };
  if (parts.length === 2 && a === 'page' && b && SLUG.test(b)) return { kind: 'page', slug: b };
  return { kind: 'notFound' };
}

/** The one canonical path of a route (a product has three routes but one canonical URL). */
export function canonicalPath(route: StoreRoute): string | null {
  switch (route.kind) {
    case 'home':
      return '/';
    case 'shop':
      return route.page > 1 ? `/shop?page=${route.page}` : '/shop';
    case 'collection':
      return route.page > 1
        ? `/collection/${route.slug}?page=${route.page}`
        : `/collection/${route.slug}`;
    case 'about':
      return '/about';
    case 'product':
      return `/product/${route.slug}`;
    case 'page':
      return `/page/${route.slug}`;
    case 'checkout':
      return '/checkout';
    case 'account':
    case 'emailLink':
    case 'review':
    case 'notFound':
      return null;
  }
}
