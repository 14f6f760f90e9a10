/**
 * The builder tests' seeded merchant and store (with products, which the product grid needs),
 * created by e2e-server.ts. No test-runner imports here: the server process loads this file.
 */
export const BUILDER_SHOP = {
  subdomain: 'builder-shop',
  name: 'Builder Shop',
  email: 'builder-merchant@example.com',
  password: 'builder-tests-123',
  productCount: 4,
};
