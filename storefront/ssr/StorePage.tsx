/**
 * The first storefront page: the store's name, its home page sections in order and its
 * products, rendered on the server. The section registry and components replace the
 * section stand-ins in the storefront issue.
 */
import { formatMoney } from '../../shared';
import type { StorefrontPageData, StorefrontSection } from './types';

function text(props: Record<string, unknown>, key: string): string | undefined {
  const value = props[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function SectionStandIn({ section }: { section: StorefrontSection }) {
  const title = text(section.props, 'title') ?? text(section.props, 'heading');
  const subtitle = text(section.props, 'subtitle');
  return (
    <section className="section" data-section-id={section.id} data-section-type={section.type}>
      {title ? <h2>{title}</h2> : null}
      {subtitle ? <p>{subtitle}</p> : null}
    </section>
  );
}

export function StorePage({ data }: { data: StorefrontPageData }) {
  const { store, page, products, categories } = data;
  return (
    <>
      <header className="store-header">
        <a href="/" className="store-name" data-testid="store-name">
          {store.name}
        </a>
        <nav aria-label="Categories">
          {categories.map((c) => (
            <a key={c.id} href={`/collection/${c.slug}`}>
              {c.name}
            </a>
          ))}
        </nav>
      </header>
      <main>
        {page.sections
          .filter((s) => !['topbar', 'navbar', 'footer'].includes(s.type))
          .map((s) => (
            <SectionStandIn key={s.id} section={s} />
          ))}
        <section className="section" aria-labelledby="products-heading">
          <h2 id="products-heading">Products</h2>
          {products.length === 0 ? (
            <p>No products yet.</p>
          ) : (
            <ul className="product-grid" data-testid="product-list">
              {products.map((p) => (
                <li key={p.id} className="product-card" data-testid="product-card">
                  {p.productImage ? (
                    <img
                      src={p.productImage}
                      alt={p.name}
                      width={320}
                      height={320}
                      loading="lazy"
                    />
                  ) : null}
                  <a href={`/product/${p.slug}`}>{p.name}</a>
                  <span className="price">
                    {p.discountPrice > 0 ? (
                      <>
                        <s>{formatMoney(p.price, store.currency)}</s>{' '}
                        {formatMoney(p.discountPrice, store.currency)}
                      </>
                    ) : (
                      formatMoney(p.price, store.currency)
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
      <footer className="store-footer">© {store.name}</footer>
    </>
  );
}
