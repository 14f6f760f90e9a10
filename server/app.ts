/**
 * Builds the one Fastify app: security headers, cookies, rate limits, the error handler,
 * host routing (dashboard host list -> dashboard app; any other host -> that store's
 * storefront; `/api` on every host) and every route plugin.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { renderStoreNotFound } from '../storefront';
import type { Config } from './config';
import type { Database } from './db/client';
import './context';
import { authRoutes } from './auth/routes';
import { profileRoutes } from './auth/profile-routes';
import { recoveryRoutes } from './auth/recovery-routes';
import { SESSION_COOKIE, getSession, purgeDeadSessions } from './auth/sessions';
import { HttpError, handleError, zodValidatorCompiler } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { enforceAccessDeclarations, route } from './http/route';
import { safeLoggerOptions } from './http/log-safety';
import { opsEndpoints } from '../shared';
import { refuseCrossSiteWrites } from './http/same-origin';
import { storeCreationRoutes } from './store-creation/routes';
import { storeRoutes } from './stores/routes';
import { discountRoutes } from './discounts/routes';
import { taxRoutes } from './taxes/routes';
import { domainRoutes } from './domains/routes';
import { domainActivationHook } from './domains/activation';
import { orderRoutes } from './orders/routes';
import { customerRoutes } from './customers/routes';
import { newsletterRoutes } from './customers/newsletter-routes';
import { accountRoutes, customerSessionHook } from './accounts/routes';
import { abandonedCheckoutRoutes } from './abandoned-checkouts/routes';
import { reviewRoutes } from './reviews/routes';
import { stockAlertRoutes } from './stock-alerts/routes';
import { settingsRoutes } from './settings/routes';
import { paymentRoutes } from './payments/routes';
import { createPayments } from './payments/payments';
import { resealPaymentSecrets, storeProviderCleanup } from './payments/accounts';
import { refundCardOrder, startCardPayment } from './payments/card-payments';
import { analyticsRoutes } from './analytics/routes';
import { catalogueRoutes } from './catalogue/routes';
import { shippingRoutes } from './shipping/routes';
import { captchaRoutes } from './captcha/routes';
import type { TurnstileVerifier } from './captcha';
import { contactRoutes } from './email/contact-routes';
import { platformContactRoutes } from './email/platform-contact-routes';
import { platformRoutes } from './platform/routes';
import { templateRoutes } from './templates/routes';
import { storefrontRoutes } from './storefront/routes';
import { seoRoutes } from './storefront/seo-routes';
import { seoDashboardRoutes } from './seo/routes';
import { pageRoutes } from './pages/routes';
import { pageVersionRoutes } from './pages/version-routes';
import { publishAllRoutes } from './pages/publish-all';
import { CANVAS_CSP, loadCanvasHtml, sendCanvas } from './pages/canvas';
import { loadBuilderHtml, sendBuilderPage } from './pages/builder-page';
import { StoreHostResolver, redirectToCurrentHost } from './stores/resolve-store-host';
import { loadStorefrontAssets, serveStorefront } from './storefront/serve-storefront';
import { StoreContentCache } from './storefront/store-content-cache';
import { setBuiltAssetHeaders } from './http/asset-headers';
import { StorefrontPageCache } from './storefront/page-cache';
import { storeHostsFrameSource } from './storefront/checkout-preview-frame';
import { mediaRoutes, MAX_FILES_PER_UPLOAD } from './media/routes';
import { fontRoutes } from './fonts/font-files';
import { createMediaStorage, type MediaStorage } from './media/storage';
import { createPrivateStorage, type PrivateStorage } from './media/private-storage';
import { planRoutes } from './billing/plan-routes';
import { billingRoutes } from './billing/routes';
import { startBillingJob } from './billing/billing-job';
import { closedStoreHook } from './billing/closed-store';
import { offsetClock, testClockRoutes } from './billing/test-clock';
import { mediaImageSource, withImageSource } from './media/csp';
import { setMediaHeaders } from './media/serve-media';
import { isOpsPath, registerHealth, type Readiness } from './ops/health';
import { registerMetrics } from './ops/metrics';
import { JobRuns } from './jobs/periodic';
import { syncStoreChanges } from './storefront/cache-sync';
import { sharedRateLimitStore } from './http/shared-rate-limits';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Where the built browser bundles are. Defaults to `CLIENT_DIR` (as the Vite build), else `dist/client`. */
  clientDir?: string;
  now?: () => Date;
  /** `false` silences logs; a stream receives the JSON lines (tests read them). */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Checks Turnstile tokens when TURNSTILE_* keys are set. Defaults to siteverify over fetch. */
  turnstileVerifier?: TurnstileVerifier;
  /** Media file storage. Defaults to the configured one (S3, or `DATA_DIR/media`). */
  mediaStorage?: MediaStorage;
  /** Private file storage (payment proofs). Defaults to the configured one. */
  privateStorage?: PrivateStorage;
  /** More routes, declared like every other (tests use it for throwaway fixture routes). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /** Set `draining` when a shutdown starts: `GET /ready` then answers 503 (ops/health.ts). */
  readiness?: Readiness;
}

const BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const readiness = options.readiness ?? { draining: false };
  const clientDir =
    options.clientDir ?? process.env.CLIENT_DIR ?? join(process.cwd(), 'dist', 'client');
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : typeof options.logger === 'object'
          ? { ...safeLoggerOptions(config.logLevel), stream: options.logger.stream }
          : safeLoggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT,
    // Fastify accepts a hop count at run time; its types list only string/boolean/array.
    trustProxy: (config.trustProxy === 0 ? false : config.trustProxy) as string | boolean,
    genReqId: () => crypto.randomUUID(),
    // A path that cannot be decoded (`/product/%ff`) never reaches a route: answer it like any
    // unknown page of that host (the store's own not-found page), or a 400 naming the URL.
    frameworkErrors: (error, request, reply) => {
      answerMalformedUrl(error, request, reply).catch((failure: unknown) =>
        handleError(failure as FastifyError, request, reply),
      );
    },
  });
  // TEST_CLOCK=1 (browser tests): a clock `POST /api/internal/test-clock` can move forward.
  const testClock = config.testClock ? offsetClock(options.now ?? (() => new Date())) : undefined;
  const now = testClock?.now ?? options.now ?? (() => new Date());
  const hosts = new StoreHostResolver(database.db, config.productHost, Date.now, now);
  const pageCache = new StorefrontPageCache({ ttlMs: config.storefrontCacheTtlMs });
  const storeContent = new StoreContentCache();
  const purgeStore = (storeId: string) => {
    hosts.invalidate();
    pageCache.purge(storeId);
    storeContent.purge(storeId);
  };
  const announceStoreChange = await syncStoreChanges(database, purgeStore, (error) =>
    app.log.warn({ err: error }, 'telling other processes of a store change failed'),
  );
  app.addHook('onClose', async () => announceStoreChange.stop());
  app.decorate('ctx', {
    db: database.db,
    config,
    now,
    hosts,
    pageCache,
    storeContent,
    mediaStorage: options.mediaStorage ?? createMediaStorage(config),
    privateStorage: options.privateStorage ?? createPrivateStorage(config),
    storeChanged: (storeId: string) => {
      purgeStore(storeId);
      // Every other process on this database purges too (cache-sync.ts).
      announceStoreChange(storeId);
    },
    jobRuns: new JobRuns(),
  });
  app.decorateRequest('site', undefined as never);
  // Expired and idle sessions are deleted at every login and, for quiet sites, hourly.
  const sessionPurge = setInterval(() => {
    purgeDeadSessions(database.db, now(), config.sessionIdleMs).catch((error: unknown) =>
      app.log.warn({ err: error }, 'purging dead sessions failed'),
    );
  }, 3_600_000);
  sessionPurge.unref();
  app.addHook('onClose', async () => clearInterval(sessionPurge));
  app.decorateRequest('session', undefined);
  app.setErrorHandler(handleError);
  app.setValidatorCompiler(zodValidatorCompiler);
  // JSON bodies nested past 64 levels are a 400 before anything recurses into them.
  registerJsonBodyParser(app);
  app.setSerializerCompiler(serializerCompiler);
  enforceAccessDeclarations(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaImageSource(config)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The checkout editor frames its store's checkout (a store subdomain host).
        frameSrc: ["'self'", storeHostsFrameSource(config.productHost)],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Dynamic answers (pages, JSON) are gzipped on the fly; built assets are served
  // pre-compressed (brotli/gzip files written at build time).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(cookie);
  await app.register(rateLimit, { global: false, ...sharedRateLimitStore(app, config) });
  // Media uploads: streamed part by part, each file bounded by MEDIA_MAX_BYTES.
  await app.register(multipart, {
    limits: {
      fileSize: config.media.maxBytes,
      files: MAX_FILES_PER_UPLOAD,
      fields: 10,
      parts: MAX_FILES_PER_UPLOAD + 10,
      headerPairs: 100,
    },
  });

  // Health, readiness and metrics answer on any host without a database lookup (ops/).
  registerHealth(app, database, readiness);
  registerMetrics(app, database);
  // Host routing: which site this request is for; every log line names the store.
  app.addHook('onRequest', async (request, reply) => {
    if (isOpsPath(request.url)) {
      // No host lookup: a balancer's check must not depend on the database or the host.
      request.site = { kind: 'dashboard' };
      return;
    }
    request.site = await app.ctx.hosts.resolve(request.headers.host);
    if (request.site.kind === 'store') {
      request.log = reply.log = request.log.child({ storeId: request.site.store.id });
    }
    // A store's former subdomain: every page (not the API) moves to its current host.
    const api = request.url === '/api' || request.url.startsWith('/api/');
    if (request.site.kind === 'redirect' && !api) {
      return redirectToCurrentHost(request, reply, request.site.to);
    }
  });
  // A verified custom domain served over HTTPS (through the TLS proxy) becomes active.
  app.addHook('onRequest', domainActivationHook(app));
  // An unpaid owner's store shows shoppers the "temporarily closed" page (billing/closed-store.ts).
  app.addHook('onRequest', closedStoreHook(app));
  app.addHook('onRequest', refuseCrossSiteWrites);
  // The session is known before validation, so a route's access check can answer 401 first.
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    request.session = await getSession(app.ctx.db, token, now(), config.sessionIdleMs);
    if (request.session?.selectedStoreId && request.site.kind === 'dashboard') {
      request.log = reply.log = request.log.child({
        storeId: request.session.selectedStoreId,
        userId: request.session.user.id,
      });
    }
  });

  // A shopper signed in to the host's store (server/accounts/), for `customer` routes.
  customerSessionHook(app);

  const captchaOptions = options.turnstileVerifier
    ? { turnstileVerifier: options.turnstileVerifier }
    : {};
  // Online payment providers and the key sealing their secrets (generated on first start when
  // unset); after a key rotation, secrets sealed with the previous key are sealed again.
  const payments = createPayments(config);
  if (payments.keys.previous) {
    const resealed = await resealPaymentSecrets(database.db, payments.keys);
    if (resealed) app.log.info({ resealed }, 'payment secrets sealed with the new key');
  }
  // The route modules, in this order, each registered in its own scope with its options.
  const routeModules: ((scope: FastifyInstance) => Promise<void>)[] = [
    authRoutes,
    profileRoutes,
    recoveryRoutes,
    (scope) =>
      storeRoutes(scope, {
        beforeDelete: (storeId) => storeProviderCleanup(database.db, payments, storeId),
      }),
    storeCreationRoutes,
    domainRoutes,
    storefrontRoutes,
    seoRoutes,
    seoDashboardRoutes,
    pageRoutes,
    (scope) => pageVersionRoutes(scope, { clientDir }),
    publishAllRoutes,
    (scope) =>
      orderRoutes(scope, {
        startCardPayment: (storeId, order) =>
          startCardPayment(database.db, payments, config, storeId, order, now()),
        refundOnline: (storeId, body, actor) =>
          refundCardOrder(database.db, payments, config, storeId, body, actor, now()),
      }),
    customerRoutes,
    newsletterRoutes,
    accountRoutes,
    abandonedCheckoutRoutes,
    reviewRoutes,
    stockAlertRoutes,
    settingsRoutes,
    (scope) => paymentRoutes(scope, { payments }),
    analyticsRoutes,
    catalogueRoutes,
    shippingRoutes,
    discountRoutes,
    taxRoutes,
    mediaRoutes,
    (scope) => captchaRoutes(scope, captchaOptions),
    (scope) => contactRoutes(scope, captchaOptions),
    (scope) => platformContactRoutes(scope, captchaOptions),
    platformRoutes,
    (scope) => templateRoutes(scope, { clientDir }),
    planRoutes,
    billingRoutes,
  ];
  for (const routes of routeModules) await app.register(routes);
  // Trial and period ends, reminders: once across processes (billing/billing-job.ts).
  startBillingJob(app);
  if (testClock) await app.register(testClockRoutes, { clock: testClock });
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes?.(scope));
  // Browsers ask every host for an icon: a small neutral one instead of a 404 page.
  const favicon =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#111827"/><path d="M9 12h14l-1.5 11h-11z" fill="#fff"/><path d="M12 12a4 4 0 0 1 8 0" stroke="#fff" stroke-width="2" fill="none"/></svg>';
  for (const path of ['/favicon.ico', '/favicon.svg']) {
    app.get(path, { config: { access: 'public' } }, async (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon),
    );
  }
  // The theme fonts' files, on every host (a store's pages and the builder's canvas).
  await app.register(fontRoutes);
  route(app, {
    endpoint: opsEndpoints.health,
    access: 'public',
    handler: async () => ({ ok: true as const, database: database.kind }),
  });

  const assetsDir = join(clientDir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      decorateReply: false,
      preCompressed: true,
      setHeaders: setBuiltAssetHeaders,
    });
  }
  const mediaDir = join(config.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1h',
    setHeaders: setMediaHeaders,
  });

  const dashboardHtmlPath = join(clientDir, 'dashboard', 'index.html');
  const dashboardHtml = () =>
    existsSync(dashboardHtmlPath)
      ? readFileSync(dashboardHtmlPath, 'utf8')
      : '<!doctype html><title>Store Builder</title><p>The dashboard is not built yet: run <code>npm run build</code>.</p>';
  const cachedDashboardHtml = dashboardHtml();
  const builderHtml = loadBuilderHtml(clientDir);
  const storefrontAssets = loadStorefrontAssets(clientDir);
  const canvasHtml = loadCanvasHtml(clientDir);
  const canvasCsp = withImageSource(CANVAS_CSP, config);

  // Every page GET: the dashboard app on the dashboard host, the storefront elsewhere.
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      throw new HttpError(404, `No API route ${request.method} ${request.url.split('?')[0]}`);
    }
    const site = request.site;
    if (site.kind === 'dashboard') {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(cachedDashboardHtml);
    }
    if (site.kind === 'redirect') return redirectToCurrentHost(request, reply, site.to);
    if (site.kind === 'unknown-store') {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(renderStoreNotFound(site.host));
    }
    return serveStorefront(app.ctx, storefrontAssets, request, reply, site.store, site.host);
  };
  // The builder's canvas iframe on the dashboard host; on a store host `/canvas` is the store's.
  app.get('/canvas', { config: { access: 'public' } }, async (request, reply) =>
    request.site.kind === 'dashboard'
      ? sendCanvas(reply, canvasHtml, canvasCsp)
      : servePage(request, reply),
  );
  // The builder page on the dashboard host; on a store host `/builder` is the store's.
  app.get('/builder', { config: { access: 'public' } }, async (request, reply) =>
    request.site.kind === 'dashboard'
      ? sendBuilderPage(reply, builderHtml, request.url)
      : servePage(request, reply),
  );
  app.get('/*', { config: { access: 'public' } }, servePage);

  async function answerMalformedUrl(
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    const path = request.raw.url ?? '';
    if (request.method !== 'GET' || path.startsWith('/api')) {
      return reply.status(400).send({
        error: 'Malformed URL',
        details: [{ field: 'url', message: error.message }],
      });
    }
    const site = await app.ctx.hosts.resolve(request.headers.host);
    if (site.kind === 'store') {
      return serveStorefront(
        app.ctx,
        storefrontAssets,
        request,
        reply,
        site.store,
        site.host,
        '/404',
      );
    }
    request.site = site;
    return servePage(request, reply);
  }

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
