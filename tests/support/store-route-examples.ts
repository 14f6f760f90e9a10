/**
 * An example path of every store route kind (spec 2.2), keyed by `StoreRoute['kind']`: a new
 * kind does not compile until it has an example here, so every suite walking the store's
 * route kinds (the accessibility pass, the XSS pass, the schema fuzz's hostile paths) covers
 * it untold. The slugs are the demo store's and the e2e fixture page's.
 */
import { matchStoreRoute, type StoreRoute } from '../../storefront';

export type StoreRouteKind = StoreRoute['kind'];

export const storeRouteExamples = {
  home: '/',
  shop: '/shop',
  collection: '/collection/apparel',
  about: '/about',
  product: '/product/classic-t-shirt',
  // The fixture page with one of every section type (e2e-server.ts).
  page: '/page/every-section',
  checkout: '/checkout',
  // The shopper's account (signed out: the sign-in).
  account: '/account',
  // A link from a newsletter email (its token is checked only when the button is pressed).
  emailLink: '/newsletter/confirm?c=00000000-0000-4000-8000-000000000001&t=not-a-real-token-0123',
  // A delivered order's review link (its token is checked when the page reads the order).
  review: '/review?o=00000000-0000-4000-8000-000000000001&t=not-a-real-token-0123',
  notFound: '/no-such-page/at-all',
} satisfies Record<StoreRouteKind, string>;

/** Each kind with its example path, checked to classify as that kind. */
export function storeRouteKindExamples(): { kind: StoreRouteKind; path: string }[] {
  return Object.entries(storeRouteExamples).map(([kind, path]) => {
    const [pathname = '/', search = ''] = path.split('?');
    if (matchStoreRoute(pathname, search).kind !== kind)
      throw new Error(`store-route-examples: ${path} is not a "${kind}" route`);
    return { kind: kind as StoreRouteKind, path };
  });
}
