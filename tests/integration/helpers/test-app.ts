/**
 * Test builders: a fresh database per test file (a PGlite clone of the migrated template,
 * or a new database on the PostgreSQL server) and the real app on top of it, plus a small
 * cookie-keeping client that talks to it through `inject` with a Host header.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { seedDemoIfEmpty, type DemoPictureCache } from '../../../server/seed/seed-demo';
import { databaseUrl } from '../../support/database-url';
import { recordQuery } from './query-audit';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';

export const dbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

/** Why this project's tests cannot run here, or '' when they can. */
export function skipReason(): string {
  return dbKind === 'postgres' ? inject('postgresSkipReason') : '';
}

/**
 * A describe block for this project's database: its title names the database, and it is
 * skipped, with the reason printed, where that database cannot run here.
 */
export function describeOnDatabase(title: string, body: () => void): void {
  describe.skipIf(skipReason())(`${title} (${dbKind})`, body);
}

/**
 * The migrated template's bytes as PGlite reads them (it only asks for `arrayBuffer()`): a
 * copy of bytes read once per worker. A plain Blob of the 42 MB tar took 0.3 s of each file's
 * database start to read back in Node 20 (1.45 s against 1.15 s).
 */
class TemplateBlob extends Blob {
  readonly #template: Uint8Array;
  constructor(template: Uint8Array) {
    super([]);
    this.#template = template;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#template.slice().buffer as ArrayBuffer);
  }
}
let pgliteTemplate: { file: string; bytes: Uint8Array } | undefined;

/** A fresh, migrated database for one test file; `url` on the PostgreSQL server. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (dbKind === 'pglite') {
    const file = inject('pgliteTemplate');
    if (pgliteTemplate?.file !== file) pgliteTemplate = { file, bytes: readFileSync(file) };
    return openDatabase({
      kind: 'pglite',
      dataDir: null,
      loadDataDir: new TemplateBlob(pgliteTemplate.bytes),
      onQuery: recordQuery,
    });
  }
  const adminUrl = inject('postgresUrl');
  const name = `sb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the migrated template (global-setup.ts): the migrations run once per project.
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({
    kind: 'postgres',
    url,
    poolSize: 20,
    onQuery: recordQuery,
  });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's database; `url` on the PostgreSQL server, for a second connection to it. */
  database: Database & { url?: string };
  config: Config;
  /** The fake Stripe the app's Stripe SDK talks to (tests/support/fake-stripe.ts). */
  stripe: FakeStripe;
  /** Moves the app's clock. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database; the demo store is not seeded. Its Stripe SDK talks to a
 * fake Stripe of its own (the API cannot be reached from here): `stripe`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  logLines?: string[],
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-test-'));
  const stripe = await startFakeStripe();
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: '10000',
    // Cheap password hashes keep signups fast; the default cost has its own tests (auth.test).
    PASSWORD_HASH_LOG_N: '12',
    // Imports copy images only from an allow-listed local server: no test reaches the internet
    // (an image on any other host is "not found"; import-images.test serves its own).
    TEST_IMAGE_HOSTS: '127.0.0.1:1',
    STRIPE_API_URL: stripe.url,
    ...env,
  } as NodeJS.ProcessEnv);
  const database = await createTestDatabase();
  let now = new Date();
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      logger: logLines ? { stream: { write: (l: string) => void logLines.push(l) } } : false,
      now: () => now,
      clientDir: join(dataDir, 'no-client'),
      ...(extraRoutes ? { extraRoutes } : {}),
    });
    await app.ready();
  } catch (error) {
    // An app that cannot start (a test of start-time checks) leaves nothing behind.
    await database.close();
    await stripe.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    app,
    // The test's own reads and writes go through the quiet handle: the audit sees the app's.
    database: { ...database, db: database.quiet ?? database.db },
    config,
    stripe,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await app.close();
      await database.close();
      await stripe.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo pictures this worker has drawn: each seed after the first reuses them. */
const demoPictures: DemoPictureCache = new Map();

/**
 * Seeds `t`'s database with the demo store (as `npm start` does on an empty one), its
 * merchant's password hashed at the test app's cost; whether it seeded (false: not empty).
 */
export function seedDemo(t: Pick<TestApp, 'database' | 'config'>, now = new Date()) {
  return seedDemoIfEmpty(t.database.db, t.config.dataDir, now, {
    passwordHashLogN: t.config.passwordHashLogN,
    pictures: demoPictures,
  });
}

/**
 * The real app for the enclosing describe block: built in its `beforeAll` (registered first,
 * so it is up before the block's own), closed in its `afterAll`. The handle's fields read the
 * app built, so a test uses it as it would `createTestApp`'s answer.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(...args);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll; use it inside a test');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    get stripe() {
      return current().stripe;
    },
    setNow: (date) => current().setNow(date),
    close: () => current().close(),
  };
}

/** The fields a 4xx error body names (`details[].field`), in order. */
export const fieldsOf = (res: { json: () => unknown }): string[] =>
  ((res.json() as { details?: { field: string }[] }).details ?? []).map((d) => d.field);

/** Expects `res` refused with `status`, its error body naming exactly `fields`, in order. */
export function expectRefused(res: LightMyRequestResponse, status: number, fields: string[]): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(fieldsOf(res)).toEqual(fields);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A browser-like client for one host: keeps cookies, sends its own Origin on writes. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    readonly host = 'localhost:3000',
  ) {}

  async request(
    method: Method,
    url: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { host: this.host, ...options.headers };
    if (method !== 'GET' && !('origin' in headers)) headers.origin = `http://${this.host}`;
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    if (options.rawBody !== undefined) {
      payload = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    for (const c of res.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const expired =
        (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, headers ? { headers } : {});
  post = (url: string, body?: unknown) => this.request('POST', url, { body });
  put = (url: string, body?: unknown) => this.request('PUT', url, { body });
}

let counter = 0;
/** Signs a new merchant up; returns the client holding their session and their user id. */
export async function signUpMerchant(app: FastifyInstance, overrides: { email?: string } = {}) {
  const client = new TestClient(app);
  const email =
    overrides.email ?? `merchant${++counter}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await client.post('/api/auth/signup', {
    name: 'Test Merchant',
    email,
    password: 'correct-horse-9',
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return {
    client,
    email,
    password: 'correct-horse-9',
    userId: res.json<{ userId: string }>().userId,
  };
}

/** Creates a store for the client's merchant; returns its id. */
export async function createStore(client: TestClient, subdomain: string, name = 'Test Store') {
  const res = await client.post('/api/dashboard/store/create-store', {
    name,
    subdomain,
    currency: 'USD',
  });
  if (res.statusCode !== 201) throw new Error(`create-store failed: ${res.statusCode} ${res.body}`);
  return res.json<{ storeId: string }>().storeId;
}

export type Merchant = Awaited<ReturnType<typeof signUpMerchant>>;
