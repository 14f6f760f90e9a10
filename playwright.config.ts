/**
 * Browser tests in Debian's Chromium headless shell (test tools cannot download browsers here) against the
 * real server on a fresh embedded database, with the demo store seeded. Store hosts are
 * `*.localhost`, which Chromium resolves to loopback.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_HEADLESS_SHELL, chromeFlags } from './tests/support/chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);
/** The e2e server's data directory (its database and mailbox): one per port, so runs on different ports never share one. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${E2E_PORT}`;
/**
 * The UDP port of the loopback DNS server the domains spec starts (tests/support/dns-server.ts):
 * the server resolves custom domains there. The HTTP port's number by default (UDP and TCP
 * ports do not collide), so runs on different E2E_PORTs never share one.
 */
export const E2E_DNS_PORT = Number(process.env.E2E_DNS_PORT ?? E2E_PORT);
/** The platform operator the e2e server is configured with (legal pages, `/contact`). */
export const E2E_OPERATOR = { name: 'Example Commerce Ltd', contactEmail: 'hello@platform.test' };

/**
 * A PostgreSQL server's admin URL (npm test passes one when a server answers). Then the e2e
 * server runs on a fresh database there (project `postgres`): the same server code costs the
 * run a tenth less CPU there than on PGlite's WebAssembly engine. Without it, everything runs
 * on the embedded database (project `pglite`). The embedded database's own server process is
 * tested whole by the integration tests (every route in process, and the real process in
 * tests/integration/persistence.test.ts).
 */
const E2E_POSTGRES_URL = process.env.E2E_POSTGRES_URL;
/** The server's database: the project the specs run in (`--project postgres|pglite`). */
const MAIN_DATABASE = E2E_POSTGRES_URL ? 'postgres' : 'pglite';

/**
 * What every e2e server process (tests/e2e/e2e-server.ts) is started with: its port, a fresh
 * embedded database in `dataDir`, quiet logs, no login limit to trip over, and a platform
 * bank account.
 */
/** Where catalogue-import.spec serves the images of its Shopify file (beside the server's port). */
export const e2eImageHost = (serverPort: number) => `127.0.0.1:${serverPort + 50}`;

/**
 * Ports Chromium refuses to open (net/base/port_util.cc), above 1024: a page sent to one
 * fails with ERR_UNSAFE_PORT (the clock server at 5009 put its fake Stripe on 5060, SIP).
 */
const CHROMIUM_UNSAFE_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669,
  6679, 6697, 10080,
]);

/** Where the e2e server's fake Stripe listens: beside the server's port, one Chromium opens. */
export function e2eStripePort(serverPort: number): number {
  let port = serverPort + 51;
  while (CHROMIUM_UNSAFE_PORTS.has(port)) port += 1;
  return port;
}

export function e2eServerBaseEnv(port: number, dataDir: string) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
    // The platform takes bank transfers (unset, no paid plan can be bought: billing.spec).
    PLATFORM_BANK_NAME: 'E2E Test Bank',
    PLATFORM_BANK_IBAN: 'DE89 3704 0044 0532 0130 00',
    PLATFORM_BANK_BIC: 'COBADEFFXXX',
    // Imports copy images only from the local image server of catalogue-import.spec
    // (`e2eImageHost`): the browser tests never reach the internet; any other image host is
    // "not found" and reported.
    TEST_IMAGE_HOSTS: e2eImageHost(port),
    // The fake Stripe the e2e server starts (tests/support/fake-stripe.ts), beside its port.
    STRIPE_API_URL: `http://127.0.0.1:${e2eStripePort(port)}`,
  };
}

/** The e2e server (tests/e2e/e2e-server.ts) on `port`; its data directory and DNS port follow it. */
function e2eServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: 'node --import tsx tests/e2e/e2e-server.ts',
    url: `http://localhost:${port}/api/health`,
    // npm test starts the server itself beside its Vitest stage (scripts/test.mjs) and says so.
    reuseExistingServer: process.env.E2E_SERVERS_STARTED === '1',
    // A fresh database, the demo seed and the fixtures: past 120 s on a 2-core machine at a
    // load average of 20 (other test processes beside this run).
    timeout: 300_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...e2eServerBaseEnv(port, dataDir),
      // Cheap password hashes (as the integration tests use): each login at the production
      // cost (scrypt 2^17) took 0.7 s of a core, and the walk logs in once a screen.
      PASSWORD_HASH_LOG_N: '12',
      DNS_SERVERS: `127.0.0.1:${port === E2E_PORT ? E2E_DNS_PORT : port}`,
      OPERATOR_NAME: E2E_OPERATOR.name,
      PLATFORM_CONTACT_EMAIL: E2E_OPERATOR.contactEmail,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // E2E_WORKERS: to try another count on a given machine (the suite's budget: 15 minutes).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Reference screenshots (theme-migration.spec) are taken in this machine's Chromium headless
  // shell, one per name whichever database the project runs on.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  reporter: [['list'], ['json']],
  outputDir: '.tmp/test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Pages hold still unless a test asks for motion (emulateMedia 'no-preference'): the
    // storefront's announcement ticker and slider kept a third of a core busy per open tab.
    reducedMotion: 'reduce',
    // Recording a trace costs every test its DOM snapshots and screencast, failing or not:
    // builder, orders and storefront took 180 s traced (164 s without screenshots), 132 s
    // untraced. So a trace is recorded on a retry (CI retries once) or with E2E_TRACE=1;
    // a failure always leaves its screenshot and the page's ARIA snapshot (error-context.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // E2E_CHROMIUM: another build to try a spec in (the full browser, `/usr/bin/chromium`).
      executablePath: process.env.E2E_CHROMIUM ?? CHROMIUM_HEADLESS_SHELL,
      args: chromeFlags,
    },
  },
  // The XSS pass first: the workers take tests in the projects' order, and the pass, the
  // longest test (over two minutes), ran alone at the end of the run when it came last.
  projects: [
    { name: MAIN_DATABASE, testMatch: 'xss.spec.ts' },
    { name: MAIN_DATABASE, testIgnore: 'xss.spec.ts' },
  ],
  webServer: [
    e2eServer(
      E2E_PORT,
      E2E_DATA_DIR,
      E2E_POSTGRES_URL ? { E2E_DATABASE_URL: E2E_POSTGRES_URL } : {},
    ),
  ],
});
