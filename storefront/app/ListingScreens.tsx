/**
 * The listing screens of the store host (spec 2.2): the shop (all products, or search results)
 * and a collection, with their product grid and pagination. Their own chunk (StoreRoutes
 * splits them): a product or content page's first JS does not carry product cards. The server
 * preloads this chunk on the routes that show it (serve-storefront.ts, entry-server.tsx).
 */
import { COLLECTION_PAGE_SIZE, countOf, SEARCH_PAGE_SIZE, type ProductDto } from '../../shared';
import { useStorefront } from '../context/storefront-context';
import { useCollection, useProductSearch, useProductsByCollection } from '../context/read-hooks';
import { ProductCard } from '../product-card/ProductCard';
import { ResponsiveGrid } from '../sections/parts/ResponsiveGrid';
import { NotFoundScreen } from './NotFoundScreen';
import { SHOP_PAGE_COUNT } from './prefetch-route';

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

export function ShopScreen({ query, page }: { query: string; page: number }) {
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

export function CollectionScreen({ slug, page }: { slug: string; page: number }) {
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
      {category.description ? (
        // Sanitized by the server (server/lib/sanitize-html.ts's richTextHtml).
        <div
          className="sf-listing__description"
          data-testid="collection-description"
          dangerouslySetInnerHTML={{ __html: category.description }}
        />
      ) : null}
      <p className="sf-muted">{countOf(totalElements, 'product', 'products')}</p>
      <ProductList products={products} testId="collection-products" />
      <Pagination
        page={page}
        totalPages={totalPages}
        href={(p) => `/collection/${slug}?page=${p}`}
      />
    </section>
  );
}
