/**
 * The page types the create-page form offers. Home, shop and about are served at fixed
 * storefront paths found by slug (`/`, `/shop`, `/about`), so each gets its own slug and is
 * offered only while the store has no page with that slug; custom pages take any free slug.
 * The product template (slug `product`) draws every product page; a store has one (new
 * stores start with it), offered here only to a store that deleted it.
 */

export const creatablePageTypes = ['custom', 'home', 'shop', 'about', 'product'] as const;
export type CreatablePageType = (typeof creatablePageTypes)[number];

export const pageTypeLabels: Record<string, string> = {
  home: 'Home',
  shop: 'Shop',
  about: 'About',
  product: 'Product template',
  custom: 'Custom',
};

/** The label of any page type (unknown ones as they are). */
export function pageTypeLabel(pageType: string): string {
  return pageTypeLabels[pageType] ?? pageType;
}

/** The slug a page type must have, or `null` when the merchant chooses it (custom). */
export function fixedSlugOf(pageType: CreatablePageType): string | null {
  return pageType === 'custom' ? null : pageType;
}

/**
 * The types the form offers, given the slugs the store's pages already use; only `custom`
 * while those are unknown (`null`, the list still loading or failed).
 */
export function availablePageTypes(existingSlugs: readonly string[] | null): CreatablePageType[] {
  if (existingSlugs === null) return ['custom'];
  const taken = new Set(existingSlugs);
  return creatablePageTypes.filter((type) => {
    const slug = fixedSlugOf(type);
    return slug === null || !taken.has(slug);
  });
}
