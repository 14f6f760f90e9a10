/**
 * `npm run bench`: every benchmark, printing its numbers; `npm run bench -- NAME` runs one
 * (start, storefront, search, checkout, builder, fuzz, catalogue, media, orders, customers,
 * hosts, billing, cluster, theme, payments; `npm run bench -- cluster growth` runs one part of cluster,
 * `npm run bench -- customers reviews` the product page with 10,000 reviews). Not tests:
 * nothing here fails on speed.
 */
import { benchBilling } from './billing';
import { benchBuilder } from './builder';
import { benchCatalogue } from './catalogue';
import { benchCheckout } from './checkout';
import { benchCluster } from './cluster';
import { benchColdStart } from './cold-start';
import { benchCustomers } from './customers';
import { benchFuzz } from './fuzz';
import { benchHosts } from './hosts';
import { benchMedia } from './media';
import { benchOrders } from './orders';
import { benchPayments } from './payments';
import { benchSearch } from './search';
import { benchStorefront } from './storefront';
import { benchTheme } from './theme';

const benches: Record<string, () => Promise<void>> = {
  start: benchColdStart,
  storefront: benchStorefront,
  search: benchSearch,
  checkout: benchCheckout,
  builder: benchBuilder,
  fuzz: benchFuzz,
  catalogue: benchCatalogue,
  media: benchMedia,
  orders: benchOrders,
  customers: benchCustomers,
  hosts: benchHosts,
  billing: benchBilling,
  cluster: benchCluster,
  theme: benchTheme,
  payments: benchPayments,
};
const only = process.argv[2];
if (only && !benches[only]) {
  console.error(`Unknown benchmark '${only}'. Choose one of: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
for (const [name, run] of Object.entries(benches)) {
  if (!only || only === name) await run();
}
