/**
 * `npm run bench -- cluster`: issue 15's benchmarks. Two parts:
 * - `growth` (cluster-growth.ts): the uncached storefront, dashboard lists and host lookup
 *   on a database of 100,000 stores and 2,000,000 products vs one holding the store alone;
 * - `shoppers` (cluster-shoppers.ts): 200 simulated shoppers (browse, search, checkout) for
 *   60 s through Caddy and two app processes, then through Caddy and one.
 * `npm run bench -- cluster growth` (or BENCH_CLUSTER=growth) runs one part.
 */
import { benchClusterGrowth } from './cluster-growth';
import { benchClusterShoppers } from './cluster-shoppers';

const parts: Record<string, () => Promise<void>> = {
  growth: benchClusterGrowth,
  shoppers: benchClusterShoppers,
};

export async function benchCluster(): Promise<void> {
  const only = process.argv[3] ?? process.env.BENCH_CLUSTER;
  if (only && !parts[only]) {
    console.error(
      `Unknown part '${only}' of cluster. Choose one of: ${Object.keys(parts).join(', ')}`,
    );
    process.exit(2);
  }
  for (const [name, run] of Object.entries(parts)) {
    if (!only || only === name) await run();
  }
}
