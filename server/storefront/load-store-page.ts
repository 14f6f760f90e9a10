/**
 * Loads what a store page needs straight from the database (no HTTP hop): the published
 * page content, the store's active products and its categories.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { StorefrontPageData } from '../../storefront';
import { fromMinorUnits, type CurrencyCode } from '../../shared';
import type { Db } from '../db/client';
import { categories, pages, productCategories, products } from '../db/schema';
import type { HostStore } from '../stores/resolve-store-host';

/** The published page `slug` of `store`, or undefined when it has none published. */
export async function loadStorePage(
  db: Db,
  store: HostStore,
  slug: string,
): Promise<StorefrontPageData | undefined> {
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.storeId, store.id), eq(pages.slug, slug)))
    .limit(1);
  if (!page?.publishedContent) return undefined;

  const productRows = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, store.id), eq(products.status, 'active')))
    .orderBy(desc(products.createdAt), asc(products.name))
    .limit(48);
  const links = productRows.length
    ? await db
        .select({ productId: productCategories.productId, slug: categories.slug })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(
          and(
            eq(productCategories.storeId, store.id),
            inArray(
              productCategories.productId,
              productRows.map((p) => p.id),
            ),
          ),
        )
    : [];
  const categoryRows = await db
    .select()
    .from(categories)
    .where(eq(categories.storeId, store.id))
    .orderBy(asc(categories.position), asc(categories.name));

  const currency = store.currency as CurrencyCode;
  return {
    store: { id: store.id, name: store.name, currency: store.currency },
    page: {
      title: page.title,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      sections: page.publishedContent.components,
    },
    products: productRows.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      price: fromMinorUnits(p.priceMinor, currency),
      discountPrice: fromMinorUnits(p.discountPriceMinor, currency),
      productImage: p.productImage,
      categorySlugs: links.filter((l) => l.productId === p.id).map((l) => l.slug),
    })),
    categories: categoryRows.map((c) => ({ id: c.id, name: c.name, slug: c.slug, image: c.image })),
  };
}
