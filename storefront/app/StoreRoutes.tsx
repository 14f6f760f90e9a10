/**
 * The route screens of the store host (spec 2.2). Each reads its data from the read
 * cache the server filled, so the first paint is server HTML and hydration matches it.
 */
import { Suspense, type ReactNode } from 'react';
import { isProductTemplate, PRODUCT_TEMPLATE_SLUG, productPageContent } from '../../shared';
import { useLocation } from '../router/store-router';
import { useStorefront } from '../context/storefront-context';
import { usePage } from '../context/read-hooks';
import { SectionList, SectionView } from '../sections/SectionList';
import { matchStoreRoute, type StoreRoute } from './match-route';
import { NotFoundScreen } from './NotFoundScreen';
import { splitComponent } from '../lib/split-component';
import { ProductReviews } from '../reviews/ProductReviews';

export { NotFoundScreen };

// Checkout and the listing screens are their own chunks: the product page's first load
// stays within budget (issue 14: 90 KB gzip).
const CheckoutPage = splitComponent(() => import('../checkout/CheckoutPage'));
const EmailLinkScreen = splitComponent(() => import('./EmailLinkScreen'));
const AccountPage = splitComponent(() => import('../account/AccountPage'));
const ReviewScreen = splitComponent(() => import('../reviews/ReviewScreen'));
const loadListing = () => import('./ListingScreens');
const ShopScreenChunk = splitComponent(async () => ({ default: (await loadListing()).ShopScreen }));
const CollectionScreenChunk = splitComponent(async () => ({
  default: (await loadListing()).CollectionScreen,
}));

/** A listing screen's chunk; while it loads (client navigation) the listing's loading state. */
function Listing({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="sf-container sf-loading" aria-busy="true" />}>
      {children}
    </Suspense>
  );
}

function ShopScreen(props: { query: string; page: number }) {
  return (
    <Listing>
      <ShopScreenChunk {...props} />
    </Listing>
  );
}

function PageScreen({ slug, fallback }: { slug: string; fallback?: ReactNode }) {
  const page = usePage(slug);
  if (page.isPending) return <div className="sf-container sf-loading" aria-busy="true" />;
  if (page.isError) return <p className="sf-container sf-error">Error: {page.error.message}</p>;
  if (!page.data) return fallback ? <>{fallback}</> : <NotFoundScreen />;
  // The product template draws every product page; it is no page of its own.
  if (isProductTemplate(page.data)) return <NotFoundScreen />;
  return <SectionList sections={page.data.content} />;
}

function CheckoutScreen() {
  return (
    <Suspense
      fallback={
        <section className="sf-container sf-checkout" data-testid="checkout">
          <h1>Checkout</h1>
          <p className="sf-checkout__loading" aria-busy="true">
            Loading checkout…
          </p>
        </section>
      }
    >
      <CheckoutPage />
    </Suspense>
  );
}

/**
 * A product's page: the store's published product template (its product section's blocks,
 * colours and layout, and any sections around it) showing the product of the address, else
 * the default product section; then its customers' reviews once it has any.
 */
function ProductScreen({ slug }: { slug: string }) {
  const { productSection } = useStorefront();
  const template = usePage(PRODUCT_TEMPLATE_SLUG);
  if (!productSection) return <NotFoundScreen />;
  if (template.isPending) return <div className="sf-container sf-loading" aria-busy="true" />;
  const content = template.data ? productPageContent(template.data, slug) : undefined;
  return (
    <>
      {content ? (
        <SectionList sections={content} />
      ) : (
        <SectionView
          section={{
            ...productSection,
            id: `product-${slug}`,
            props: { ...productSection.props, slug },
          }}
        />
      )}
      <ProductReviews slug={slug} />
    </>
  );
}

export function RouteScreen({ route }: { route: StoreRoute }) {
  switch (route.kind) {
    case 'home':
      return <PageScreen slug="home" fallback={<ShopScreen query="" page={1} />} />;
    case 'about':
      return <PageScreen slug="about" />;
    case 'page':
      return <PageScreen slug={route.slug} />;
    case 'shop':
      return route.query ? (
        <ShopScreen query={route.query} page={route.page} />
      ) : (
        <PageScreen slug="shop" fallback={<ShopScreen query="" page={route.page} />} />
      );
    case 'collection':
      return (
        <Listing>
          <CollectionScreenChunk
            key={`${route.slug}-${route.page}`}
            slug={route.slug}
            page={route.page}
          />
        </Listing>
      );
    case 'product':
      return <ProductScreen slug={route.slug} />;
    case 'checkout':
      return <CheckoutScreen />;
    case 'account':
      return (
        <Suspense
          fallback={
            <section className="sf-container sf-account" data-testid="account-page">
              <h1>Your account</h1>
              <p className="sf-account__muted" aria-busy="true">
                Loading your account…
              </p>
            </section>
          }
        >
          <AccountPage />
        </Suspense>
      );
    case 'emailLink':
      return (
        <Suspense fallback={<div className="sf-container sf-loading" aria-busy="true" />}>
          <EmailLinkScreen action={route.action} id={route.id} token={route.token} />
        </Suspense>
      );
    case 'review':
      return (
        <Suspense fallback={<div className="sf-container sf-loading" aria-busy="true" />}>
          <ReviewScreen orderId={route.orderId} token={route.token} />
        </Suspense>
      );
    case 'notFound':
      return <NotFoundScreen />;
  }
}

/** Renders the screen of the current location. */
export function StoreRoutes() {
  const location = useLocation();
  return <RouteScreen route={matchStoreRoute(location.pathname, location.search)} />;
}
