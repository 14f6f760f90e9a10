/**
 * Configuration from the environment, validated once at start with a clear message.
 * Every variable has a default, so `npm start` works with none of them set.
 */
import { resolve } from 'node:path';
import { z } from 'zod';

const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http(s) URL without query')
  .transform((url) => url.replace(/\/+$/, ''));

/** An optional variable; set but empty counts as unset. */
const unsetWhenEmpty = <S extends z.ZodType<string | undefined>>(schema: S) =>
  schema.optional().or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PRODUCT_HOST: z
    .string()
    .min(1)
    .regex(/^[a-zA-Z0-9.-]+(:\d+)?$/, 'must be a host name such as localhost or example.com')
    .default('localhost'),
  /**
   * The dashboard's address as people reach it, the origin of every link in an email
   * (`https://shop-builder.example`); a store's links use its protocol and port on the store's
   * own host. Default: `http://PRODUCT_HOST:PORT` for a local product host (`localhost`,
   * `*.localhost`, `127.0.0.1`), else `https://PRODUCT_HOST`. Never a request's Host header.
   */
  PUBLIC_URL: unsetWhenEmpty(
    z
      .string()
      .regex(
        /^https?:\/\/[a-zA-Z0-9.-]+(:\d{1,5})?\/?$/,
        'must be an origin such as https://shop-builder.example',
      ),
  ),
  SMTP_URL: z.string().optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Login and signup attempts allowed per IP per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /**
   * Trust X-Forwarded-* from a proxy in front: `0` (default: clients cannot spoof their IP past
   * the rate limits), `1` (trust the nearest hop), a hop count, or comma-separated proxy IPs.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[0-9a-fA-F.:/, ]+)$/, 'must be a hop count or proxy addresses')
    .default('0'),
  /**
   * Failed logins one account may have in 15 minutes, from any number of IPs, before its
   * logins are refused (429) until the window ends.
   */
  ACCOUNT_LOGIN_LIMIT: z.coerce.number().int().min(1).default(10),
  /** A session unused this long ends (minutes; default one day). Sessions also end after 30 days. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 60)
    .default(24 * 60),
  /**
   * The session cookie's Secure flag: `auto` (when the request is HTTPS, as seen through
   * TRUST_PROXY), `always` (deployments behind a TLS proxy that are only ever reached over
   * HTTPS), `never` (plain-HTTP development).
   */
  COOKIE_SECURE: z.enum(['auto', 'always', 'never']).default('auto'),
  /**
   * scrypt's cost as log2(N) for new password hashes (r=8, p=1). 17 is OWASP's minimum; older,
   * cheaper hashes are redone at the next login. Lower values exist only to speed up tests.
   */
  PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  /** Product searches allowed per IP per minute. */
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Checkout attempts (pricing and order submits) allowed per IP per minute. */
  CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Contact messages allowed per IP per minute. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Newsletter signups, confirms and unsubscribes allowed per IP per minute (each route). */
  NEWSLETTER_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** A store's account sign-in calls (ask for a code, sign in) per IP per minute, each. */
  ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Saves of a shopper's checkout as typed (abandoned-checkout recovery) per IP per minute. */
  CHECKOUT_DRAFT_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** How often the abandoned-checkout reminders are looked for. */
  RECOVERY_JOB_INTERVAL_MS: z.coerce.number().int().min(200).max(86_400_000).default(60_000),
  /** How often restocks are looked for to send back-in-stock emails. */
  STOCK_ALERT_JOB_INTERVAL_MS: z.coerce.number().int().min(200).max(86_400_000).default(10_000),
  /** The sender of every email. */
  SMTP_FROM: z.string().min(3).default('Store Builder <no-reply@localhost>'),
  /** Who runs the platform: named in the terms and policies (`/terms`, `/privacy-policy` …). */
  OPERATOR_NAME: z.string().trim().min(1).max(200).default('Store Builder'),
  /** The operator's postal address, one line, shown in the legal texts. */
  OPERATOR_ADDRESS: z.string().trim().min(1).max(500).default('Address not configured'),
  /** The operator's contact address, shown in the legal texts. */
  OPERATOR_EMAIL: z.email().default('support@localhost'),
  /** Where the platform's contact form (`/contact`) is delivered; the operator's email when unset. */
  PLATFORM_CONTACT_EMAIL: unsetWhenEmpty(z.email()),
  /** Days a paid period may run over before the account is UNPAID and its stores close. */
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /** Days before a trial or a paid period ends that the reminder email goes out. */
  BILLING_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  /** How often the billing job (trial and period ends, reminders) runs. */
  BILLING_JOB_INTERVAL_MS: z.coerce.number().int().min(200).max(86_400_000).default(60_000),
  /**
   * The platform's bank account, printed on every invoice (the merchant pays by transfer).
   * Name, IBAN and BIC together, or none: then paid plans cannot be bought (no transfer).
   */
  PLATFORM_BANK_NAME: unsetWhenEmpty(z.string().trim().min(1).max(200)),
  PLATFORM_BANK_ACCOUNT_NAME: unsetWhenEmpty(z.string().trim().min(1).max(200)),
  PLATFORM_BANK_IBAN: unsetWhenEmpty(z.string().trim().min(1).max(64)),
  PLATFORM_BANK_BIC: unsetWhenEmpty(z.string().trim().min(1).max(32)),
  /**
   * `1` registers `POST /api/internal/test-clock` (moves the server's clock forward; browser
   * tests only). Never set in production.
   */
  TEST_CLOCK: z.enum(['0', '1']).default('0'),
  /** Secret signing the self-hosted captcha's challenges; kept under DATA_DIR when unset. */
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  /** How long a rendered storefront page may be reused (purged on every store write); 0 turns it off. */
  STOREFRONT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * A token `GET /metrics` then requires (`Authorization: Bearer <token>`); unset, only direct
   * loopback clients may read it, and nobody when TRUST_PROXY is set (through a proxy on this
   * machine every visitor is a loopback client).
   */
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(16)),
  /** Redis for rate limits shared by every process (`redis://127.0.0.1:6379`); unset: per process. */
  REDIS_URL: unsetWhenEmpty(z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// URL')),
  /** The prefix of this deployment's keys in that Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('sb-rl-'),
  /**
   * On SIGTERM, how long the process keeps serving while `/ready` answers 503, so a load
   * balancer's health check takes it out before it stops accepting (ms; 0: stop at once).
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Set to `0` to skip creating the demo store on an empty database. */
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  /** The largest file a media upload may carry, in bytes (default 20 MB). */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(20 * 1024 * 1024),
  /**
   * Images one process decodes at once (media uploads); more wait their turn. Each holds up
   * to about 125 MB at its peak (default 2).
   */
  MEDIA_IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Images a product import copies into the media library at once, per job (default 4). */
  IMPORT_IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /**
   * Tests and benchmarks only: `host:port` entries a product import may copy images from
   * although they are not public addresses (a local image server). Empty by default.
   */
  TEST_IMAGE_HOSTS: z.string().default(''),
  /** How often stored media files with no row (an hour old) are removed, in ms (15 min). */
  MEDIA_CLEANUP_INTERVAL_MS: z.coerce.number().int().min(200).max(86_400_000).default(900_000),
  /** S3-compatible media storage (all of endpoint, bucket, keys and public URL, or none). */
  MEDIA_S3_ENDPOINT: unsetWhenEmpty(httpUrl),
  MEDIA_S3_BUCKET: unsetWhenEmpty(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'),
  ),
  MEDIA_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region such as us-east-1')
    .default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string()),
  MEDIA_S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string()),
  /** Where shoppers' browsers fetch the stored files: a CDN or the bucket's public URL. */
  MEDIA_PUBLIC_BASE_URL: unsetWhenEmpty(httpUrl),
  /**
   * Custom domains (server/domains/README.md). The DNS servers that verify merchants' records:
   * comma-separated `ip` or `ip:port` (`[ipv6]:port`); unset: the system's resolvers.
   */
  DNS_SERVERS: unsetWhenEmpty(
    z.string().regex(/^\s*[0-9a-fA-F.:[\]]+(\s*,\s*[0-9a-fA-F.:[\]]+)*\s*$/, 'must be ip[:port],…'),
  ),
  /** How long one DNS query may take before the check counts it as failed (ms). */
  DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
  /** The host a custom (non-apex) domain's CNAME must name; default `stores.<product host>`. */
  DOMAIN_CNAME_TARGET: unsetWhenEmpty(
    z.string().regex(/^[a-zA-Z0-9.-]+\.?$/, 'must be a host name such as stores.example.com'),
  ),
  /**
   * The IPv4 addresses an apex domain (example.com, which cannot hold a CNAME) must point to,
   * comma-separated; unset: apex domains cannot be connected (merchants use www.example.com).
   */
  DOMAIN_A_RECORDS: unsetWhenEmpty(
    z
      .string()
      .regex(
        /^\s*\d{1,3}(\.\d{1,3}){3}(\s*,\s*\d{1,3}(\.\d{1,3}){3})*\s*$/,
        'must be IPv4 addresses',
      ),
  ),
  /** A pending domain whose records are still wrong after this many hours is marked failed. */
  DOMAIN_CHECK_GIVE_UP_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(72),
  /**
   * Networks (CIDRs or addresses, comma-separated) whose connections may call the on-demand
   * TLS ask endpoint; judged by the socket's address, never X-Forwarded-For. Default: loopback.
   */
  TLS_ASK_ALLOW: z
    .string()
    .regex(/^[0-9a-fA-F.:/, ]+$/, 'must be CIDRs such as 127.0.0.1/8,::1/128')
    .default('127.0.0.0/8,::1/128'),
  /** Ask-endpoint answers allowed per calling address per minute (Caddy asks once per new name). */
  TLS_ASK_RATE_LIMIT: z.coerce.number().int().min(1).default(600_000),
  /**
   * The key sealing payment secrets at rest (32 bytes as 64 hex characters: `openssl rand -hex 32`); unset,
   * one is generated under DATA_DIR/secrets (one process only: `npm run cluster` requires it).
   * `..._PREVIOUS`: the key before a rotation (server/payments/sealed-secrets.ts).
   */
  PAYMENTS_ENCRYPTION_KEY: unsetWhenEmpty(
    z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (openssl rand -hex 32)'),
  ),
  PAYMENTS_ENCRYPTION_KEY_PREVIOUS: unsetWhenEmpty(
    z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (openssl rand -hex 32)'),
  ),
  /**
   * Where the Stripe SDK sends its requests, e.g. `http://127.0.0.1:4242` (the tests' fake);
   * unset: Stripe's own API.
   */
  STRIPE_API_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
});

const mediaS3Variables = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
  'MEDIA_PUBLIC_BASE_URL',
] as const;

/** Online payments (server/payments/). */
export interface PaymentsConfig {
  encryptionKey: string | undefined;
  encryptionKeyPrevious: string | undefined;
  /** Where the Stripe SDK connects instead of Stripe's API (the tests' fake). */
  stripeApi: ApiAddress | undefined;
}

export interface ApiAddress {
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

const apiAddress = (url: string): ApiAddress => {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: u.hostname,
    port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443,
  };
};

/** Where uploaded media files go: S3-compatible storage when configured. */
export interface MediaS3Config {
  /** e.g. `https://s3.eu-central-1.amazonaws.com`; buckets are addressed by path. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** No trailing slash; a file's URL is `{publicBaseUrl}/{key}`. */
  publicBaseUrl: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  productHost: string;
  /** See PUBLIC_URL: the origin of links in emails (no trailing slash). */
  publicUrl: string;
  smtpUrl: string | undefined;
  turnstile: { siteKey: string; secretKey: string } | undefined;
  logLevel: string;
  authRateLimit: number;
  accountLoginLimit: number;
  sessionIdleMs: number;
  cookieSecure: 'auto' | 'always' | 'never';
  passwordHashLogN: number;
  seedDemo: boolean;
  /** See DRAIN_DELAY_MS. */
  drainDelayMs: number;
  /** See METRICS_TOKEN. */
  metricsToken: string | undefined;
  /** See REDIS_URL and REDIS_KEY_PREFIX. */
  redis: { url: string; keyPrefix: string } | undefined;
  storefrontCacheTtlMs: number;
  rateLimits: {
    search: number;
    checkout: number;
    contact: number;
    newsletter: number;
    account: number;
    checkoutDraft: number;
  };
  /** See RECOVERY_JOB_INTERVAL_MS. */
  recoveryJobIntervalMs: number;
  /** See STOCK_ALERT_JOB_INTERVAL_MS. */
  stockAlertJobIntervalMs: number;
  /** The platform's operator, named in the legal texts; `contactEmail` receives `/contact`. */
  operator: { name: string; address: string; email: string; contactEmail: string };
  /** Fastify's trustProxy: a hop count or proxy addresses; 0 trusts nothing. */
  trustProxy: number | string;
  smtpFrom: string;
  altchaHmacKey: string | undefined;
  payments: PaymentsConfig;
  /** Custom domains: DNS verification and the on-demand TLS ask endpoint. */
  domains: DomainsConfig;
  billing: BillingConfig;
  /** Whether `POST /api/internal/test-clock` exists (browser tests only). */
  testClock: boolean;
  media: {
    /** Largest upload, in bytes. */
    maxBytes: number;
    /** Images decoded at once in this process. */
    imageConcurrency: number;
    /** Images one import copies at once. */
    importConcurrency: number;
    /** Tests only: hosts an import may copy images from though not public (`fetch-remote-image.ts`). */
    importAllowHosts: string[];
    /** How often orphan media files are looked for (ms). */
    cleanupIntervalMs: number;
    /** Undefined: files under `DATA_DIR/media`, served at `/media/`. */
    s3: MediaS3Config | undefined;
  };
}

export interface BillingConfig {
  graceMs: number;
  reminderMs: number;
  jobIntervalMs: number;
  /** Printed on invoices: where the transfer goes; null: not configured, no paid plan is sold. */
  bank: { bankName: string; accountName: string; iban: string; bic: string } | null;
}

export interface DomainsConfig {
  /** For dns.Resolver#setServers; empty: the system's resolvers. */
  dnsServers: string[];
  dnsTimeoutMs: number;
  /** Lower-case, no final dot. */
  cnameTarget: string;
  /** Empty: apex domains cannot be connected. */
  aRecords: string[];
  giveUpMs: number;
  /** CIDRs (`127.0.0.0/8`) or single addresses. */
  tlsAskAllow: string[];
  tlsAskRateLimit: number;
}

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** The platform's bank account: all of them, or none (no bank transfer). */
const platformBankVariables = [
  'PLATFORM_BANK_NAME',
  'PLATFORM_BANK_IBAN',
  'PLATFORM_BANK_BIC',
] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * PUBLIC_URL's origin, or its default from PRODUCT_HOST and PORT; a ConfigError when it names
 * a host other than the product host (or its www form).
 */
function publicUrlOf(value: string | undefined, productHost: string, port: number): string {
  const host = productHost.toLowerCase();
  const name = host.replace(/:\d+$/, '');
  if (!value) {
    if (!/(^|\.)localhost$|^127\.0\.0\.1$/.test(name)) return `https://${host}`;
    return new URL(`http://${host.includes(':') ? host : `${host}:${port}`}`).origin;
  }
  const url = new URL(value);
  if (url.hostname !== name && url.hostname !== `www.${name}`) {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL: must be on PRODUCT_HOST (${name}), not ${url.hostname}`,
    );
  }
  return url.origin;
}

/** Reads and validates `env`; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.TURNSTILE_SITE_KEY) !== Boolean(e.TURNSTILE_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together',
    );
  }
  const s3Set = mediaS3Variables.filter((name) => e[name]);
  if (s3Set.length && s3Set.length < mediaS3Variables.length) {
    const missing = mediaS3Variables.filter((name) => !e[name]);
    throw new ConfigError(
      `Invalid configuration:\n  ${mediaS3Variables.join(', ')} must be set together (missing ${missing.join(', ')})`,
    );
  }
  const bankSet = platformBankVariables.filter((name) => e[name]);
  if (bankSet.length && bankSet.length < platformBankVariables.length) {
    const missing = platformBankVariables.filter((name) => !e[name]);
    throw new ConfigError(
      `Invalid configuration:\n  ${platformBankVariables.join(', ')} must be set together (missing ${missing.join(', ')})`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    productHost: e.PRODUCT_HOST.toLowerCase(),
    publicUrl: publicUrlOf(e.PUBLIC_URL, e.PRODUCT_HOST, e.PORT),
    smtpUrl: e.SMTP_URL || undefined,
    turnstile:
      e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET_KEY
        ? { siteKey: e.TURNSTILE_SITE_KEY, secretKey: e.TURNSTILE_SECRET_KEY }
        : undefined,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    accountLoginLimit: e.ACCOUNT_LOGIN_LIMIT,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    cookieSecure: e.COOKIE_SECURE,
    passwordHashLogN: e.PASSWORD_HASH_LOG_N,
    seedDemo: e.SEED_DEMO === '1',
    drainDelayMs: e.DRAIN_DELAY_MS,
    metricsToken: e.METRICS_TOKEN,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    storefrontCacheTtlMs: e.STOREFRONT_CACHE_TTL_MS,
    rateLimits: {
      search: e.SEARCH_RATE_LIMIT,
      checkout: e.CHECKOUT_RATE_LIMIT,
      contact: e.CONTACT_RATE_LIMIT,
      newsletter: e.NEWSLETTER_RATE_LIMIT,
      account: e.ACCOUNT_RATE_LIMIT,
      checkoutDraft: e.CHECKOUT_DRAFT_RATE_LIMIT,
    },
    recoveryJobIntervalMs: e.RECOVERY_JOB_INTERVAL_MS,
    stockAlertJobIntervalMs: e.STOCK_ALERT_JOB_INTERVAL_MS,
    smtpFrom: e.SMTP_FROM,
    operator: {
      name: e.OPERATOR_NAME,
      address: e.OPERATOR_ADDRESS,
      email: e.OPERATOR_EMAIL,
      contactEmail: e.PLATFORM_CONTACT_EMAIL ?? e.OPERATOR_EMAIL,
    },
    trustProxy: /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    altchaHmacKey: e.ALTCHA_HMAC_KEY,
    payments: {
      encryptionKey: e.PAYMENTS_ENCRYPTION_KEY,
      encryptionKeyPrevious: e.PAYMENTS_ENCRYPTION_KEY_PREVIOUS,
      stripeApi: e.STRIPE_API_URL ? apiAddress(e.STRIPE_API_URL) : undefined,
    },
    billing: {
      graceMs: e.BILLING_GRACE_DAYS * 86_400_000,
      reminderMs: e.BILLING_REMINDER_DAYS * 86_400_000,
      jobIntervalMs: e.BILLING_JOB_INTERVAL_MS,
      bank:
        e.PLATFORM_BANK_NAME && e.PLATFORM_BANK_IBAN && e.PLATFORM_BANK_BIC
          ? {
              bankName: e.PLATFORM_BANK_NAME,
              accountName: e.PLATFORM_BANK_ACCOUNT_NAME ?? e.OPERATOR_NAME,
              iban: e.PLATFORM_BANK_IBAN,
              bic: e.PLATFORM_BANK_BIC,
            }
          : null,
    },
    testClock: e.TEST_CLOCK === '1',
    domains: {
      dnsServers: commaList(e.DNS_SERVERS),
      dnsTimeoutMs: e.DNS_TIMEOUT_MS,
      cnameTarget: (e.DOMAIN_CNAME_TARGET ?? `stores.${e.PRODUCT_HOST.replace(/:\d+$/, '')}`)
        .toLowerCase()
        .replace(/\.$/, ''),
      aRecords: commaList(e.DOMAIN_A_RECORDS),
      giveUpMs: e.DOMAIN_CHECK_GIVE_UP_HOURS * 3_600_000,
      tlsAskAllow: commaList(e.TLS_ASK_ALLOW),
      tlsAskRateLimit: e.TLS_ASK_RATE_LIMIT,
    },
    media: {
      maxBytes: e.MEDIA_MAX_BYTES,
      imageConcurrency: e.MEDIA_IMAGE_CONCURRENCY,
      importConcurrency: e.IMPORT_IMAGE_CONCURRENCY,
      importAllowHosts: commaList(e.TEST_IMAGE_HOSTS),
      cleanupIntervalMs: e.MEDIA_CLEANUP_INTERVAL_MS,
      s3:
        e.MEDIA_S3_ENDPOINT &&
        e.MEDIA_S3_BUCKET &&
        e.MEDIA_S3_ACCESS_KEY_ID &&
        e.MEDIA_S3_SECRET_ACCESS_KEY &&
        e.MEDIA_PUBLIC_BASE_URL
          ? {
              endpoint: e.MEDIA_S3_ENDPOINT,
              bucket: e.MEDIA_S3_BUCKET,
              region: e.MEDIA_S3_REGION,
              accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
              secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
              publicBaseUrl: e.MEDIA_PUBLIC_BASE_URL,
            }
          : undefined,
    },
  };
}
