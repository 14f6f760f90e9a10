/**
 * `npm run bench -- hosts`: which store a request is for, at scale. A fresh database (PGlite,
 * and the PostgreSQL server when one answers) holds 10,000 stores, 2,000 of them with a
 * verified custom domain (`stores.custom_domain` and a `store_domains` row); the real app
 * (buildApp) listens on a loopback port.
 *
 * Measured:
 * - host resolution (`StoreHostResolver.resolve`, what every request runs first), warm (the
 *   host answered before, within the cache's 30 s): p95 over BENCH_HOSTS_WARM lookups of 1,000
 *   hosts, goal <= 1 ms;
 * - cold (a host never seen by the process: one indexed read): p95 over BENCH_HOSTS_COLD
 *   distinct hosts, subdomains, custom domains and unknown names mixed, goal <= 5 ms;
 * - the on-demand TLS ask endpoint over loopback HTTP (autocannon in a worker thread, keep-alive,
 *   BENCH_HOSTS_ASK_SECONDS seconds, 3,000 distinct names cycling, a tenth of them unknown):
 *   answers per second, goal >= 5,000.
 * Not a test: nothing fails on speed.
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { StoreHostResolver } from '../server/stores/resolve-store-host';
import { withPgliteDatabase } from './pglite';
import { withBenchDatabaseOpen } from './postgres';
import { percentile } from './stats';

const STORES = 10_000;
const DOMAINS = 2_000;
const WARM = Number(process.env.BENCH_HOSTS_WARM ?? 50_000);
const COLD = Number(process.env.BENCH_HOSTS_COLD ?? 1_000);
const ASK_SECONDS = Number(process.env.BENCH_HOSTS_ASK_SECONDS ?? 6);
const WARM_GOAL_MS = 1;
const COLD_GOAL_MS = 5;
const ASK_GOAL = 5_000;
const PRODUCT_HOST = 'shop-builder.test';

const ms = (v: number) => `${v < 0.1 ? v.toFixed(3) : v.toFixed(2)} ms`;
const subdomainHost = (i: number) => `bench-${i}.${PRODUCT_HOST}`;
const customHost = (i: number) => `shop-${i}.bench-domains.test`;

/** 10,000 stores, the first 2,000 with a verified (active) custom domain, in two statements. */
async function seed(database: Database): Promise<void> {
  await database.db.execute(sql`
    insert into stores (name, subdomain, custom_domain)
    select 'Bench store ' || g, 'bench-' || g,
           case when g <= ${DOMAINS} then 'shop-' || g || '.bench-domains.test' end
    from generate_series(1, ${STORES}::int) g`);
  await database.db.execute(sql`
    insert into store_domains (store_id, domain, status, attempts, last_checked_at, verified_at, active_at)
    select id, custom_domain, 'active', 1, now(), now(), now()
    from stores where custom_domain is not null`);
  await database.db.execute(sql`analyze stores`);
}

/** p50/p95 of `resolve` over `hosts` (each timed alone). */
async function timeResolves(resolver: StoreHostResolver, hosts: string[]) {
  const times: number[] = [];
  let stores = 0;
  for (const host of hosts) {
    const t = performance.now();
    const site = await resolver.resolve(host);
    times.push(performance.now() - t);
    if (site.kind === 'store') stores++;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), stores };
}

async function benchOne(label: string, database: Database, dataDir: string): Promise<void> {
  const t0 = performance.now();
  await seed(database);
  console.log(
    `  ${label}: ${STORES.toLocaleString('en')} stores, ${DOMAINS.toLocaleString('en')} custom domains written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const config = loadConfig({
    DATA_DIR: dataDir,
    PRODUCT_HOST,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, logger: false, clientDir: join(dataDir, 'none') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  try {
    // Warm: 1,000 hosts (half subdomains, half custom domains) answered once, then again.
    const resolver = app.ctx.hosts;
    const warmHosts = Array.from({ length: 1_000 }, (_, i) =>
      i % 2 ? subdomainHost(3_000 + i) : customHost(1 + (i % DOMAINS)),
    );
    await timeResolves(resolver, warmHosts);
    const warmRun = Array.from(
      { length: WARM },
      (_, i) => warmHosts[(i * 7919) % warmHosts.length]!,
    );
    const warm = await timeResolves(resolver, warmRun);

    // Cold: hosts this resolver never saw (a fresh resolver on the same database).
    const coldResolver = new StoreHostResolver(database.db, PRODUCT_HOST);
    const coldHosts = Array.from({ length: COLD }, (_, i) => {
      const n = 5_000 + i;
      if (i % 10 === 9) return `nobody-${i}.example.test`;
      return i % 2 ? subdomainHost(n) : customHost(1 + ((i * 37) % DOMAINS));
    });
    // A few lookups first, so the pool's connections and prepared plans exist.
    await timeResolves(coldResolver, ['warmup-1.example.test', subdomainHost(9_999)]);
    const cold = await timeResolves(coldResolver, coldHosts);

    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(`    (machine load average ${load}: on a busy machine the tails grow)`);
    console.log(
      `    host resolution warm: p50 ${ms(warm.p50)}, p95 ${ms(warm.p95)} over ${WARM.toLocaleString('en')} lookups (goal p95 <= ${WARM_GOAL_MS} ms: ${warm.p95 <= WARM_GOAL_MS ? 'met' : 'MISSED'})`,
    );
    console.log(
      `    host resolution cold: p50 ${ms(cold.p50)}, p95 ${ms(cold.p95)} over ${COLD.toLocaleString('en')} new hosts, ${cold.stores} of them stores (goal p95 <= ${COLD_GOAL_MS} ms: ${cold.p95 <= COLD_GOAL_MS ? 'met' : 'MISSED'})`,
    );

    // The ask endpoint: 3,000 names cycling (custom domains, subdomains, a tenth unknown).
    const names = Array.from({ length: 3_000 }, (_, i) =>
      i % 10 === 9
        ? `unknown-${i}.example.test`
        : i % 2
          ? subdomainHost(1 + i)
          : customHost(1 + (i % DOMAINS)),
    );
    const requests = names.map((name) => ({
      method: 'GET' as const,
      path: `/api/internal/tls-ask?domain=${name}`,
    }));
    // One pass first: the steady state Caddy sees (it asks again for each new name).
    await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 8,
      amount: names.length,
      requests,
    });
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 16,
      pipelining: 1,
      duration: ASK_SECONDS,
      workers: 1,
      requests,
    });
    const answered = result.requests.total;
    const perSecond = result.requests.average;
    const refused = result.non2xx;
    console.log(
      `    tls-ask: ${perSecond.toFixed(0)} answers/s (${answered.toLocaleString('en')} in ${ASK_SECONDS} s, ${refused.toLocaleString('en')} refusals of unknown names, ${result.errors} errors, latency p50 ${result.latency.p50} ms / p97.5 ${result.latency.p97_5} ms; goal >= ${ASK_GOAL.toLocaleString('en')}: ${perSecond >= ASK_GOAL ? 'met' : 'MISSED'})`,
    );
  } finally {
    await app.close();
  }
}

export async function benchHosts(): Promise<void> {
  console.log(
    `hosts: host resolution and the on-demand TLS ask with ${STORES.toLocaleString('en')} stores and ${DOMAINS.toLocaleString('en')} custom domains`,
  );
  // PGlite (the default database).
  await withPgliteDatabase('hosts', (database, dataDir) => benchOne('PGlite', database, dataDir));
  // The PostgreSQL server, when one answers.
  await withBenchDatabaseOpen(
    'hosts',
    (database, _client, dataDir) => benchOne('PostgreSQL', database, dataDir),
    { part: 'PostgreSQL' },
  );
}
