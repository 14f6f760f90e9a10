/**
 * Card payments (issue 29), against one server process (`server/main.ts`, on PGlite and then
 * on a throwaway PostgreSQL database; the demo store connected to a fake Stripe in this
 * process: tests/support/fake-stripe.ts):
 * - card checkout start: BENCH_PAYMENTS_SHOPPERS (50) shoppers at once, each placing card
 *   orders for its own product (one product bought by all is bench/checkout.ts's rush) one
 *   after another for a few seconds — the order and its Checkout Session (the
 *   fake's) per request; p50/p95 against the 150 ms target, errors;
 * - webhooks: BENCH_WEBHOOKS_RATE (500) a second for BENCH_WEBHOOKS_SECONDS (30), signed as
 *   Stripe signs them, mixed: each paid order's `checkout.session.completed` once, new
 *   events the layer does not act on, and replays of events already sent — every answer 200,
 *   none lost (every new event recorded), none applied twice (each order paid once: read back
 *   from the merchant's order detail), p50/p95 against the 50 ms target.
 * Numbers only: nothing fails on speed.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { withBenchDatabase } from './postgres';
import { startBenchServer } from './server-process';
import { percentile } from './stats';
import { startFakeStripe, type StripeLikeEvent } from '../tests/support/fake-stripe';

const PORT = Number(process.env.BENCH_PORT ?? 4801);
const SHOPPERS = Number(process.env.BENCH_PAYMENTS_SHOPPERS ?? 50);
const CHECKOUT_SECONDS = Number(process.env.BENCH_PAYMENTS_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_WEBHOOKS_RATE ?? 500);
const WEBHOOK_SECONDS = Number(process.env.BENCH_WEBHOOKS_SECONDS ?? 30);
const DEMO = { email: 'demo@example.com', password: 'demo-store-123' };
const HOST = `demo.localhost:${PORT}`;
const TIMEOUT_MS = 30_000;

interface Answer {
  status: number;
  ms: number;
  body: string;
  cookies: string[];
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function send(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string>; host?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  const host = options.host ?? `localhost:${PORT}`;
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          host,
          ...(options.body !== undefined
            ? {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(options.body)),
              }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: ([] as string[]).concat(res.headers['set-cookie'] ?? []),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) =>
      resolve({ status: 0, ms: performance.now() - started, body: String(error), cookies: [] }),
    );
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** The demo merchant's session cookie, the store's id, with Stripe connected and a product. */
async function setUp(): Promise<{ cookie: string; storeId: string; productIds: string[] }> {
  const login = await send('POST', '/api/auth/login', {
    body: JSON.stringify(DEMO),
    headers: { origin: `http://localhost:${PORT}` },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body}`);
  const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
  const { userId } = JSON.parse(login.body) as { userId: string };
  const stores = JSON.parse(
    (
      await send('GET', `/api/dashboard/store/find-stores?userId=${userId}`, {
        headers: { cookie },
      })
    ).body,
  ) as { storeId: string; subdomain: string }[];
  const storeId = stores.find((s) => s.subdomain === 'demo')!.storeId;
  const write = (method: string, path: string, body: unknown) =>
    send(method, path, {
      body: JSON.stringify(body),
      headers: { cookie, origin: `http://localhost:${PORT}` },
    });
  const hex = randomUUID().replace(/-/g, '');
  const connected = await write('PUT', '/api/dashboard/payments/providers/connect', {
    storeId,
    provider: 'stripe',
    secretKey: `sk_test_${hex}`,
    publishableKey: `pk_test_${hex}`,
  });
  if (connected.status !== 200) throw new Error(`connect: ${connected.status} ${connected.body}`);
  // A product per shopper: shoppers at once buy different things (one product bought by
  // all is the stock rush: bench/checkout.ts).
  const productIds: string[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const product = await write('POST', '/api/dashboard/products/add-product', {
      storeId,
      name: `Bench gift card ${i + 1}`,
      price: 25,
      stock: 1_000_000,
      status: 'active',
      requiresShipping: false,
    });
    if (product.status !== 201) throw new Error(`product: ${product.status} ${product.body}`);
    productIds.push((JSON.parse(product.body) as { id: string }).id);
  }
  return { cookie, storeId, productIds };
}

function checkoutBody(storeId: string, productId: string) {
  return JSON.stringify({
    storeId,
    idempotencyKey: randomUUID(),
    customer: { name: 'Bench Shopper', email: 'bench@example.com', phone: '+44 20 7946 0958' },
    address: null,
    shippingRateId: null,
    paymentMethod: 'card',
    lines: [{ productId, variationId: null, quantity: 1 }],
  });
}

async function benchCheckoutStart(storeId: string, productIds: string[]) {
  const times: number[] = [];
  const orders: { orderId: string }[] = [];
  const failures = new Map<string, number>();
  const end = Date.now() + CHECKOUT_SECONDS * 1000;
  const warmEnd = Date.now() + 1000;
  await Promise.all(
    productIds.map(async (productId) => {
      while (Date.now() < end) {
        const res = await send('POST', '/api/storefront/checkout', {
          body: checkoutBody(storeId, productId),
          host: HOST,
          headers: { origin: `http://${HOST}` },
        });
        if (res.status === 201) {
          orders.push(JSON.parse(res.body) as { orderId: string });
          if (Date.now() > warmEnd) times.push(res.ms);
        } else {
          const key = `${res.status} ${res.body.slice(0, 120)}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const { p50, p95 } = stats(times);
  console.log(
    `  card checkout start (order + Checkout Session at the fake), ${SHOPPERS} shoppers at once for ${CHECKOUT_SECONDS} s: ${orders.length} orders (${(orders.length / CHECKOUT_SECONDS).toFixed(0)}/s), p50 ${fmt(p50)}, p95 ${fmt(p95)} (target <= 150 ms ${p95 <= 150 ? 'ok' : 'MISSED'}); failures ${[...failures].map(([k, n]) => `${n}× ${k}`).join('; ') || 'none'}`,
  );
  return orders;
}

async function benchWebhooks(
  fake: Awaited<ReturnType<typeof startFakeStripe>>,
  storeId: string,
  cookie: string,
  orders: { orderId: string }[],
) {
  const endpoint = [...fake.endpoints.values()].find((e) => e.url.endsWith(storeId))!;
  const path = `/api/storefront/payments/stripe/webhook/${storeId}`;
  // Each order's session paid at the fake (held: autoDeliver is off), its event to send once.
  const sessionOf = new Map(
    [...fake.sessions.values()].map((s) => [
      (s as { metadata: { orderId: string } }).metadata.orderId,
      (s as { id: string }).id,
    ]),
  );
  const paidEvents: StripeLikeEvent[] = [];
  for (const { orderId } of orders) {
    const session = sessionOf.get(orderId);
    if (!session) continue;
    await fake.pay(session);
    paidEvents.push(fake.events[fake.events.length - 1]!);
  }
  if (!paidEvents.length) {
    console.log('  webhooks: not measured (no card order was placed)');
    return;
  }
  const total = RATE * WEBHOOK_SECONDS;
  const sent: StripeLikeEvent[] = [];
  const newIds = new Set<string>();
  let paidIndex = 0;
  /** A third each: a paid order's event, a new event the layer ignores, a replay. */
  const nextEvent = (i: number): StripeLikeEvent => {
    if (i % 3 === 0 && paidIndex < paidEvents.length) return paidEvents[paidIndex++]!;
    if (i % 3 === 2 && sent.length) return sent[Math.floor(Math.random() * sent.length)]!;
    return {
      ...paidEvents[0]!,
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      type: 'payment_intent.created',
    };
  };
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    // Paced: the i-th request leaves at i / RATE seconds.
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const event = nextEvent(i);
    if (!newIds.has(event.id)) {
      newIds.add(event.id);
      sent.push(event);
    }
    const signed = fake.signed(event, endpoint.secret);
    inFlight.push(
      send('POST', path, {
        body: signed.body,
        host: HOST,
        headers: { 'stripe-signature': signed.header },
      }).then((res) => {
        times.push(res.ms);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  // Every paid order paid once: its timeline holds one "Paid by card".
  let paidOnce = 0;
  let paidTwice = 0;
  for (const event of paidEvents.slice(0, paidIndex)) {
    const orderId = (event.data.object as { metadata: { orderId: string } }).metadata.orderId;
    const detail = JSON.parse(
      (
        await send('GET', `/api/dashboard/orders/get-order?orderId=${orderId}`, {
          headers: { cookie },
        })
      ).body,
    ) as { paymentStatus: string; events: { message: string }[] };
    const paid = detail.events.filter((e) => e.message.startsWith('Paid by card')).length;
    if (detail.paymentStatus === 'paid' && paid === 1) paidOnce++;
    if (paid > 1) paidTwice++;
  }
  const { p50, p95 } = stats(times);
  const ok = statuses.get(200) ?? 0;
  console.log(
    `  webhooks, ${RATE}/s for ${WEBHOOK_SECONDS} s (${total} sent in ${seconds.toFixed(1)} s: ${newIds.size} distinct events, ${paidIndex} of them paying an order, the rest new ignored events and replays): answers ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}; lost ${total - ok}; orders paid once ${paidOnce} of ${paidIndex}, paid twice ${paidTwice}; p50 ${fmt(p50)}, p95 ${fmt(p95)} (target <= 50 ms ${p95 <= 50 ? 'ok' : 'MISSED'})`,
  );
}

/** Both parts against one server process on `env`'s database. */
async function runOn(label: string, env: Record<string, string>) {
  console.log(`Payments (one server process on ${label}, a fake Stripe on loopback):`);
  const fake = await startFakeStripe();
  fake.autoDeliver = false;
  const server = await startBenchServer(
    PORT,
    { STRIPE_API_URL: fake.url, CHECKOUT_RATE_LIMIT: '10000000', ...env },
    { apiOnly: true },
  );
  try {
    const { cookie, storeId, productIds } = await setUp();
    const orders = await benchCheckoutStart(storeId, productIds);
    await benchWebhooks(fake, storeId, cookie, orders);
  } finally {
    await server.stop();
    await fake.close();
  }
}

export async function benchPayments(): Promise<void> {
  try {
    await runOn('PGlite', {});
    await withBenchDatabase('payments', ({ url }) => runOn('PostgreSQL', { DATABASE_URL: url }), {
      part: 'Payments on PostgreSQL',
    });
  } finally {
    agent.destroy();
  }
}
