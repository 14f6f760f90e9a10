/**
 * The route screens of the store host (spec 2.2). Each reads its data from the React Query
 * cache the server filled, so the first paint is server HTML and hydration matches it.
 */
import { Suspense } from 'react';
import { useLocation } from './store-router';
import { COLLECTION_PAGE_SIZE, SEARCH_PAGE_SIZE, type ProductDto } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import { useCollection, usePage, useProductSearch, useProductsByCollection } from '../data/hooks';
import { ProductCard } from '../sections/parts/ProductCard';
import { ResponsiveGrid } from '../sections/ResponsiveGrid';
import { SectionList, SectionView } from '../sections/SectionList';
import { matchStoreRoute, type StoreRoute } from './match-route';
import { SHOP_PAGE_COUNT } from './prefetch-route';
import { splitComponent } from '../lib/split-component';

// Checkout is its own chunk: the product page's first load stays within budget.
const CheckoutPage = splitComponent(() => import('../checkout/CheckoutPage'));

const listColumns = { desktop: 4, tablet: 2, mobile: 1 };

function ProductList({ products, testId }: { products: ProductDto[]; testId: string }) {
  const { store } = useStorefront();
  if (products.length === 0) return <p className="sf-empty">No products found</p>;
  return (
    <>
      {/* Cards title their products with h3: keep the outline h1 > h2 > h3. */}
      <h2 className="sf-visually-hidden">Products</h2>
      <ResponsiveGrid columns={listColumns} testId={testId}>
        {products.map((p, i) => (
          // The first card's picture is the list page's largest above-the-fold image.
          <ProductCard key={p.id} product={p} currency={store.currency} imagePriority={i === 0} />
        ))}
      </ResponsiveGrid>
    </>
  );
}

function Pagination({
  page,
  totalPages,
  href,
}: {
  page: number;
  totalPages: number;
  href: (p: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="sf-pagination" aria-label="Pages">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          Prev
        </a>
      ) : null}
      {Array.from({ length: totalPages }, (_, i) => i + 1).map((p) => (
        <a key={p} href={href(p)} aria-current={p === page ? 'page' : undefined}>
          {p}
        </a>
      ))}
      {page < totalPages ? (
        <a href={href(page + 1)} rel="next">
          Next
        </a>
      ) : null}
    </nav>
  );
}

export function NotFoundScreen() {
  return (
    <section className="sf-container sf-not-found" data-testid="page-not-found">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </section>
  );
}

function PageScreen({ slug, fallback }: { slug: string; fallback?: React.ReactNode }) {
  const page = usePage(slug);
  if (page.isPending) return <div className="sf-container sf-loading" aria-busy="true" />;
  if (page.isError) return <p className="sf-container sf-error">Error: {page.error.message}</p>;
  if (!page.data) return fallback ? <>{fallback}</> : <NotFoundScreen />;
  return <SectionList sections={page.data.content} />;
}

function ShopScreen({ query, page }: { query: string; page: number }) {
  const all = useProductsByCollection(null, SHOP_PAGE_COUNT);
  const search = useProductSearch(query, page - 1, SEARCH_PAGE_SIZE);
  const result = query ? search : all;
  return (
    <section className="sf-container sf-listing">
      <h1>{query ? `Results for “${query}”` : 'Shop'}</h1>
      {result.isPending ? (
        <p aria-busy="true">Loading products…</p>
      ) : result.isError ? (
        <p className="sf-error">Error: {result.error.message}</p>
      ) : query && search.data ? (
        <>
          <ProductList products={search.data.content} testId="shop-products" />
          <Pagination
            page={page}
            totalPages={search.data.totalPages}
            href={(p) => `/shop?q=${encodeURIComponent(query)}&page=${p}`}
          />
        </>
      ) : (
        <ProductList products={all.data ?? []} testId="shop-products" />
      )}
    </section>
  );
}

function CollectionScreen({ slug, page }: { slug: string; page: number }) {
  const collection = useCollection(slug, page - 1, COLLECTION_PAGE_SIZE);
  if (collection.isPending) return <div className="sf-container sf-loading" aria-busy="true" />;
  if (collection.isError)
    return <p className="sf-container sf-error">Error: {collection.error.message}</p>;
  if (!collection.data) return <NotFoundScreen />;
  const { category, products, totalPages, totalElements } = collection.data;
  return (
    <section className="sf-container sf-listing" data-testid="collection">
      <nav aria-label="Breadcrumb" className="sf-breadcrumbs">
        <a href="/">Home</a> / <span>{category.name}</span>
      </nav>
      <h1>{category.name}</h1>
      <p className="sf-muted">{totalElements} products</p>
      <ProductList products={products} testId="collection-products" />
      <Pagination
        page={page}
        totalPages={totalPages}
        href={(p) => `/collection/${slug}?page=${p}`}
      />
    </section>
  );
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

function ProductScreen({ slug }: { slug: string }) {
  const { productSection } = useStorefront();
  if (!productSection) return <NotFoundScreen />;
  return (
    <SectionView
      section={{
        ...productSection,
        id: `product-${slug}`,
        props: { ...productSection.props, slug },
      }}
    />
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
        <CollectionScreen key={`${route.slug}-${route.page}`} slug={route.slug} page={route.page} />
      );
    case 'product':
      return <ProductScreen slug={route.slug} />;
    case 'checkout':
      return <CheckoutScreen />;
    case 'notFound':
      return <NotFoundScreen />;
  }
}

/** Renders the screen of the current location. */
export function StoreRoutes() {
  const location = useLocation();
  return <RouteScreen route={matchStoreRoute(location.pathname, location.search)} />;
}
