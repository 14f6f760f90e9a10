/** Names of the fixtures `e2e-server.ts` creates, shared with the specs. */
export const XSS = {
  productSlug: 'xss-test-product',
  pageSlug: 'xss-test',
  payload:
    '<p>Safe words</p><script>alert("script")</script><img src="x" onerror="alert(\'onerror\')"><a href="javascript:alert(\'js\')">click</a>',
};
/**
 * The XSS corpus spec's seeded store (e2e-server.ts): products, a category and shipping rates
 * whose text holds payloads, inserted raw, for real product, collection, cart and checkout
 * pages whatever the API can write.
 */
export const XSS_SHOP = {
  subdomain: 'xss-corpus-shop',
  email: 'xss-corpus@example.com',
  password: 'xss-corpus-pass-123',
  plainProductSlug: 'corpus-plain',
  variantProductSlug: 'corpus-variants',
  categorySlug: 'corpus-collection',
};
export const PIXEL_STORE = { subdomain: 'pixel-shop', pixelId: '1234567890' };
/**
 * The discounts spec's store (e2e-server.ts): its own merchant; three tees (30, 20, 15) in a
 * category with "buy 2, get 1 free" on it, a 49.99 mug and a 50.00 lamp under "free shipping
 * over 50", a 10% code, an expired code, a 5.00 flat rate and an 8% US sales tax on shipping too.
 */
export const OFFERS_STORE = {
  subdomain: 'offers-shop',
  email: 'offers-merchant@example.com',
  password: 'offers-merchant-123',
  tees: ['tee-a', 'tee-b', 'tee-pin'],
  mugSlug: 'offer-mug',
  lampSlug: 'offer-lamp',
  code: 'SAVE10',
  expiredCode: 'SUMMER24',
};
export const OTHER_STORE = { subdomain: 'other-shop', productSlug: 'special-item' };
/** An admin (spec 6) for the admin-guarded screens; made by e2e-server.ts. */
export const ADMIN = { email: 'admin-e2e@example.com', password: 'admin-e2e-pass-123' };

/**
 * Stores whose header, footer and home page are content saved before theme styles (schema
 * version 1, literal colours), stored raw from `tests/fixtures/content-v1/<name>.json`: the
 * demo store's and every template's. theme-migration.spec compares their pages with
 * screenshots taken before the migration existed.
 */
export const V1_STORES = {
  names: ['demo', 'fashion', 'electronics', 'food', 'minimal'] as const,
  subdomain: (name: string) => `v1-${name}`,
  productSlug: 'v1-product',
  categorySlug: 'v1-collection',
};
