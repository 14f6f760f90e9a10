/**
 * The product template: the page (type `product`, slug `product`) whose product section
 * every product page of the store is drawn with (its blocks, colours, layout). It is no page
 * of its own: the store host answers `/page/product` with its not-found page, the sitemap,
 * the SEO overview, page links and the plan's page count leave it out. Zod-free: the
 * storefront's first JS reads it.
 */
import type { Component } from './sections/content';

export const PRODUCT_TEMPLATE_SLUG = 'product';

/** Whether a page is the store's product template. */
export const isProductTemplate = (page: { pageType: string }): boolean =>
  page.pageType === 'product';

/**
 * The sections of the page of product `slug` drawn with a product template: its content,
 * the product section showing that product (with an id of its own per product); undefined
 * when the page is no template or has no product section.
 */
export function productPageContent(
  page: { pageType: string; content: readonly Component[] },
  slug: string,
): Component[] | undefined {
  if (!isProductTemplate(page) || !page.content.some((c) => c.type === 'product')) return undefined;
  return page.content.map((c) =>
    c.type === 'product' ? { ...c, id: `product-${slug}`, props: { ...c.props, slug } } : c,
  );
}
