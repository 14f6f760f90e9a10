/**
 * shared/: pure domain code every other folder may import. No DOM, no node:*, no database,
 * no clock or randomness read directly.
 */
export * from './api/auth';
export * from './api/store';
export * from './api/domains';
export * from './api/errors';
export * from './host';
export * from './money';
export * from './lib/assert';
export * from './subscription';
export * from './sections';
export * from './api/storefront';
export * from './api/storefront-input';
export * from './api/pages';
export * from './cart';
export * from './api/checkout';
export * from './order-lifecycle';
export * from './api/orders';
export * from './payment-proof';
export * from './api/analytics';
export * from './lib/zoned-days';
export * from './api/section-content';
export * from './api/captcha';
export * from './api/ok';
export * from './catalogue';
export * from './api/catalogue';
export * from './api/catalogue-csv';
export * from './media-url';
export * from './api/media';
export * from './lib/zod-csp';
export * from './checkout-fields';
export * from './checkout-settings';
export * from './checkout-preview';
export * from './api/payment-settings';
export * from './api/checkout-settings';
export * from './countries';
export * from './shipping';
export * from './api/shipping';
export * from './pixel-events';
export * from './pixel-event-list';
export * from './api/profile';
export * from './seo';
export * from './api/seo';
export * from './api/platform';
export * from './lib/markdown-blocks';
export * from './api/billing';
