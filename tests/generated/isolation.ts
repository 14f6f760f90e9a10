/**
 * The isolation matrix over the route table. Tenant A owns data (a store, pages with drafts,
 * a draft product, an order); tenant B is another merchant. For every `session` and `store`
 * route:
 * - no session → 401;
 * - B sending A's ids (store, page, order, product, customer, user) in params, query and body, and B
 *   sending its own store id with A's entity ids → A's rows are byte-for-byte the same before
 *   and after, and B's answer carries none of A's marker texts; a `store` route answers 403
 *   or 404 (a 400 would mean the request never reached the access check: reported too).
 * For every `customer` route (a shopper signed in on a store's host): no session → 401; A's
 * shopper's cookie on B's host and B's shopper's on A's host → 401; B's shopper on B's host
 * (with A's ids) → A's rows unchanged and none of A's markers in the answer.
 * For every public GET route, on A's store host with A's ids and the slugs of A's drafts:
 * no answer carries a draft's marker. Nothing here names a route.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import type { RouteEntry } from '../../server/http/route';
import {
  apiRoutes,
  routeName,
  send,
  validRouteSamples,
  type Caller,
  type Json,
  type RouteSample,
} from './route-requests';

export interface TenantIds {
  storeId: string;
  pageId: string;
  /** A kept version of A's page. */
  versionId: string;
  orderId: string;
  productId: string;
  categoryId: string;
  userId: string;
  /** A file of A's media library. */
  mediaId: string;
  /** A payment proof of A's order (read by the merchant's proof-file route). */
  proofId: string;
  /** A URL redirect of A's store. */
  redirectId: string;
  /** A customer of A's store (a newsletter signup). */
  customerId: string;
  /** A saved address of A's signed-in shopper. */
  addressId: string;
  /** A discount of A's store (with a code). */
  discountId: string;
  /** The store's subdomain label. */
  subdomain: string;
}

export interface Violation {
  route: string;
  check: string;
  detail: string;
}

export interface IsolationReport {
  routes: string[];
  requests: number;
  violations: Violation[];
}

export interface IsolationSetup {
  app: FastifyInstance;
  db: Db;
  productHost: string;
  a: TenantIds;
  /** Texts only A's data holds (store name, page titles, customer names...). */
  aMarkers: string[];
  /** Texts only A's drafts hold (never shown to shoppers). */
  draftMarkers: string[];
  /** Slugs of A's drafts (an unpublished page, a draft product). */
  draftSlugs: string[];
  b: { storeId: string; subdomain: string };
  /** A fresh session cookie of B (called again after a route ends B's session). */
  bCookie: () => Promise<string>;
  /**
   * A fresh session cookie of a signed-in shopper of A's store (whose orders carry A's
   * markers) or of B's (for `customer` routes; called again after one ends it).
   */
  customerCookie: (store: 'a' | 'b') => Promise<string>;
}

/** Tables with a `store_id` column, read once per database handle (the schema is fixed). */
const storeTables = new WeakMap<Db, Promise<string[]>>();

async function readStoreTables(db: Db): Promise<string[]> {
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.columns
    where column_name = 'store_id' and table_schema = current_schema()
    order by table_name`);
  const rows = (tables as unknown as { rows?: { table_name: string }[] }).rows ?? tables;
  return (rows as { table_name: string }[]).map((r) => r.table_name);
}

/**
 * Every row of A: each table with a `store_id` column, A's store, user and sessions, in one
 * statement (one round trip: the matrix takes two snapshots per request it sends).
 */
export async function snapshotTenant(db: Db, a: TenantIds): Promise<string> {
  let tables = storeTables.get(db);
  if (!tables) storeTables.set(db, (tables = readStoreTables(db)));
  // Each part is one table's rows as JSON, in a fixed order (by the row's text).
  const part = (name: string, from: SQL) =>
    sql`select ${name}::text as name, (select coalesce(json_agg(r order by r::text), '[]'::json) from ${from})::text as rows`;
  const parts = (await tables).map((t) =>
    part(t, sql`${sql.identifier(t)} r where r.store_id = ${a.storeId}`),
  );
  parts.push(
    part('stores', sql`stores r where r.id = ${a.storeId}`),
    part('users', sql`users r where r.id = ${a.userId}`),
    part(
      'sessions',
      sql`(select id, user_id, selected_store_id, expires_at from sessions where user_id = ${a.userId}) r`,
    ),
  );
  const data = await db.execute(sql.join(parts, sql` union all `));
  const rows = ((data as unknown as { rows?: unknown[] }).rows ?? data) as {
    name: string;
    rows: string;
  }[];
  rows.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  return JSON.stringify(rows.map((r) => [r.name, r.rows]));
}

const idsOf = (t: TenantIds): Record<string, Json> => ({
  storeId: t.storeId,
  pageId: t.pageId,
  versionId: t.versionId,
  id: t.pageId,
  orderId: t.orderId,
  productId: t.productId,
  categoryId: t.categoryId,
  userId: t.userId,
  mediaId: t.mediaId,
  proofId: t.proofId,
  redirectId: t.redirectId,
  customerId: t.customerId,
  addressId: t.addressId,
  discountId: t.discountId,
  storeDomain: t.subdomain,
  productIds: [t.productId],
  ids: [t.productId],
  categoryIds: [t.categoryId],
});

/** A route addressed by a bare `id` may mean any of A's entities: each is tried. */
const bareIdChoices = (t: TenantIds) => [t.pageId, t.productId, t.categoryId, t.orderId];

function firstSample(route: RouteEntry, ids: Record<string, Json>): RouteSample | undefined {
  return validRouteSamples(route, ids, 1, 11)[0];
}

/**
 * Runs the matrix over every declared route, or over those `only` keeps (a test of the matrix
 * itself needs just the route it planted). Defaults to every route.
 */
export async function runIsolationMatrix(
  setup: IsolationSetup,
  only: (route: RouteEntry) => boolean = () => true,
): Promise<IsolationReport> {
  const { app, db, a } = setup;
  const report: IsolationReport = { routes: [], requests: 0, violations: [] };
  const violation = (route: RouteEntry, check: string, detail: string) =>
    report.violations.push({ route: routeName(route), check, detail });
  const dashboard = setup.productHost;
  const routes = apiRoutes(app).filter(only);
  // Routes that end B's session run last, each with a fresh session.
  const ends = (r: RouteEntry) => r.url.includes('/logout') || r.url.includes('/sign-out');
  const ordered = [...routes.filter((r) => !ends(r)), ...routes.filter(ends)];
  const aHost = `${a.subdomain}.${setup.productHost}`;
  // B's host as it is now: B's own requests above may have renamed its subdomain.
  const bHost = async () => {
    const found = await db.execute(sql`select subdomain from stores where id = ${setup.b.storeId}`);
    const rows = ((found as unknown as { rows?: unknown[] }).rows ?? found) as {
      subdomain: string;
    }[];
    return `${rows[0]?.subdomain ?? setup.b.subdomain}.${setup.productHost}`;
  };
  const aIds = idsOf(a);

  for (const route of ordered) {
    if (route.access === 'public') continue;
    report.routes.push(routeName(route));
    const sample = firstSample(route, aIds);
    if (!sample) {
      violation(route, 'sample', 'no valid request could be generated from its schemas');
      continue;
    }
    // 1. No session.
    const anonymous = await send(app, route, sample, { host: dashboard });
    report.requests++;
    if (anonymous.statusCode !== 401) {
      violation(route, 'no session', `answered ${anonymous.statusCode}, not 401`);
    }
    if (route.access === 'admin') continue;

    if (route.access === 'customer') {
      // A shopper's session is its store's host's alone.
      const crossed: [string, Caller][] = [
        [
          "A's shopper on B's host",
          { host: await bHost(), cookie: await setup.customerCookie('a') },
        ],
        ["B's shopper on A's host", { host: aHost, cookie: await setup.customerCookie('b') }],
      ];
      for (const [label, caller] of crossed) {
        const res = await send(app, route, sample, caller);
        report.requests++;
        if (res.statusCode !== 401) violation(route, label, `answered ${res.statusCode}, not 401`);
      }
      // B's own shopper, on B's host, with A's ids.
      const before = await snapshotTenant(db, a);
      const own: Caller = { host: await bHost(), cookie: await setup.customerCookie('b') };
      const res = await send(app, route, sample, own);
      report.requests++;
      if (res.statusCode === 401 || res.statusCode >= 500) {
        violation(route, "B's shopper", `answered ${res.statusCode} to its own session`);
      }
      if ((await snapshotTenant(db, a)) !== before) {
        violation(route, "B's shopper", "changed A's data");
      }
      const leaked = setup.aMarkers.find((m) => res.body.includes(m));
      if (leaked) violation(route, "B's shopper", `answer shows A's data ("${leaked}")`);
      continue;
    }

    // 2. B with A's ids; 3. B's own store with A's entity ids.
    const usesBareId = /:id\b/.test(route.url) || JSON.stringify(sample).includes('"id"');
    const variants: [string, RouteSample | undefined][] = [];
    for (const bare of usesBareId ? bareIdChoices(a) : [a.pageId]) {
      variants.push(
        ["A's ids", firstSample(route, { ...aIds, id: bare })],
        [
          "B's store, A's entities",
          firstSample(route, { ...aIds, id: bare, storeId: setup.b.storeId }),
        ],
      );
    }
    for (const [label, variant] of variants) {
      if (!variant) continue;
      const caller: Caller = { host: dashboard, cookie: await setup.bCookie() };
      const before = await snapshotTenant(db, a);
      const res = await send(app, route, variant, caller);
      report.requests++;
      const after = await snapshotTenant(db, a);
      if (before !== after) violation(route, label, "changed A's data");
      const leaked = setup.aMarkers.find((m) => res.body.includes(m));
      if (leaked) violation(route, label, `answer shows A's data ("${leaked}")`);
      if (route.access === 'store' && label === "A's ids") {
        if (res.statusCode === 400) {
          violation(route, label, `never reached the access check: 400 ${res.body.slice(0, 200)}`);
        } else if (res.statusCode !== 403 && res.statusCode !== 404) {
          violation(route, label, `answered ${res.statusCode}, not 403/404`);
        }
      }
    }
  }

  // Store hosts never read drafts.
  const storeHost = `${a.subdomain}.${setup.productHost}`;
  for (const route of routes) {
    if (route.access !== 'public' || route.method !== 'GET') continue;
    for (const slug of setup.draftSlugs) {
      const ids = {
        ...aIds,
        slug,
        productSlug: slug,
        domain: a.subdomain,
        storeDomain: storeHost,
        term: slug,
        name: slug,
      };
      const sample = firstSample(route, ids);
      if (!sample) continue;
      const res = await send(app, route, sample, { host: storeHost });
      report.requests++;
      const draft = setup.draftMarkers.find((m) => res.body.includes(m));
      if (draft) violation(route, 'store host', `answer shows a draft ("${draft}")`);
    }
  }
  return report;
}
