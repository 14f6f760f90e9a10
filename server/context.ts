/**
 * What every route can reach: the database, configuration, clock and host resolver, plus
 * the per-request site (dashboard or which store) and session. Declared once for Fastify.
 */
import type { JobRuns } from './jobs/periodic';
import type { Db } from './db/client';
import type { Config } from './config';
import type { SessionUser } from './auth/sessions';
import type { Site, StoreHostResolver } from './stores/resolve-store-host';
import type { StorefrontPageCache } from './storefront/page-cache';
import type { StoreContentCache } from './storefront/store-content-cache';
import type { MediaStorage } from './media/storage';
import type { PrivateStorage } from './media/private-storage';

export interface AppContext {
  db: Db;
  config: Config;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
  hosts: StoreHostResolver;
  /** Rendered storefront pages (see page-cache.ts). */
  pageCache: StorefrontPageCache;
  /** Each store's header/footer between renders (see store-content-cache.ts). */
  storeContent: StoreContentCache;
  /** Where uploaded media files are kept (local disk or S3-compatible). */
  mediaStorage: MediaStorage;
  /** Files only merchants may read (payment proofs): never under `/media/`. */
  privateStorage: PrivateStorage;
  /** Call after any write that changes what a store's pages show: purges its caches. */
  storeChanged(storeId: string): void;
  /** The background jobs of this process and their last runs (jobs/periodic.ts). */
  jobRuns: JobRuns;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    site: Site;
    session: SessionUser | undefined;
  }
}
