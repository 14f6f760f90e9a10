/**
 * Test support: a local fake of the Stripe HTTP API, only as much as our payments layer uses
 * (account, webhook endpoints, Checkout Sessions, PaymentIntents, refunds, disputes, signed
 * webhooks), for the real `stripe` SDK to talk to over loopback. Everything is in memory.
 * Standalone for browser tests: `tsx tests/support/fake-stripe.ts --port 4242`.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';

export type StripeLikeEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: boolean;
  account?: string;
  api_version: string;
  data: { object: Record<string, unknown> };
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
};

/** An error as Stripe answers it: `{ error: { type, message, code?, param? } }` with `status`. */
export interface FakeStripeError {
  status: number;
  type: string;
  message: string;
  code?: string;
  param?: string;
}

export interface FakeStripeDelivery {
  url: string;
  event: StripeLikeEvent;
  /** The receiver's HTTP status, 0 when it could not be reached. */
  status: number;
}

export interface FakeWebhookEndpoint {
  id: string;
  url: string;
  secret: string;
  account: string;
  enabled_events: string[];
}

export interface FakeStripe {
  /** For the SDK: `new Stripe(key, { ...fake.sdk, maxNetworkRetries: 0 })`. */
  sdk: { host: string; port: number; protocol: 'http' };
  /** Base URL, e.g. http://127.0.0.1:PORT */
  url: string;
  /** Every webhook delivery attempted, in order. */
  deliveries: FakeStripeDelivery[];
  /** Every event the fake made, delivered or not, in order (take held ones from here). */
  events: StripeLikeEvent[];
  /** Every API request received, in order, so tests can assert what was sent. */
  requests: {
    method: string;
    path: string;
    keyLast4: string;
    idempotencyKey?: string;
    params: Record<string, unknown>;
  }[];
  /** The shopper pays: session complete and paid, PaymentIntent succeeded, checkout.session.completed. */
  pay(sessionId: string): Promise<void>;
  /** A delayed payment method fails: checkout.session.completed (unpaid), then checkout.session.async_payment_failed. */
  fail(sessionId: string): Promise<void>;
  /** The session expires: status 'expired', checkout.session.expired. */
  expire(sessionId: string): Promise<void>;
  /** The cardholder disputes the payment: charge.dispute.created. */
  dispute(paymentIntentId: string): Promise<void>;
  /** Builds (does not send) a signed delivery of any event, for tests that forge, replay or reorder. */
  signed(
    event: StripeLikeEvent,
    secret: string,
    timestamp?: number,
  ): { body: string; header: string };
  /** Sends an event to every endpoint of its account enabled for its type; resolves with those deliveries. */
  deliver(event: StripeLikeEvent): Promise<FakeStripeDelivery[]>;
  /** Resolves once every delivery started so far has been answered (API-made events go out after the reply). */
  flush(): Promise<void>;
  /** Webhook delivery on (the default); off holds events in `events` for the test to deliver. */
  autoDeliver: boolean;
  /** The next request matching method and path prefix fails with this error (one-shot, queued). */
  failNext(method: string, pathPrefix: string, error: FakeStripeError): void;
  /** The objects as the fake holds them (live: changing one changes what the API answers). */
  sessions: Map<string, Record<string, unknown>>;
  endpoints: Map<string, FakeWebhookEndpoint>;
  close(): Promise<void>;
}

const API_VERSION = Stripe.API_VERSION;
const MAX_BODY_BYTES = 1024 * 1024;
const KEY_PATTERN = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/;
const DELIVERY_TIMEOUT_MS = 10_000;
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ZERO_DECIMAL = new Set(
  'bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '),
);
const SYMBOLS: Record<string, string> = {
  usd: '$',
  cad: '$',
  aud: '$',
  eur: '€',
  gbp: '£',
  jpy: '¥',
};
/** Stripe's minimum charge per currency, in minor units (the ones it lists; others unchecked). */
// prettier-ignore
const MINIMUM_AMOUNT: Record<string, number> = {
  usd: 50, eur: 50, gbp: 30, cad: 50, aud: 50, nzd: 50, sgd: 50, chf: 50, jpy: 50, brl: 50,
  inr: 50, sek: 300, nok: 300, dkk: 250, pln: 200, hkd: 400, mxn: 1000,
};
const MAXIMUM_AMOUNT = 99_999_999;

type Params = Record<string, unknown>;
type Metadata = Record<string, string>;
type ErrorBody = { type: string; message: string; code?: string; param?: string };

type Account = { id: string; livemode: boolean; last4: string };

type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  created: number;
  currency: string;
  customer: null;
  customer_details: { email: string | null; name: string | null; phone: null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: boolean;
  metadata: Metadata;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted';
  url: string | null;
};

type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  last_payment_error: ErrorBody | null;
  latest_charge: string;
  livemode: boolean;
  metadata: Metadata;
  payment_method: string;
  payment_method_types: string[];
  receipt_email: string | null;
  status: 'succeeded' | 'processing' | 'requires_payment_method';
};

type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
};

type Charge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: string | null;
  captured: boolean;
  created: number;
  currency: string;
  disputed: boolean;
  failure_code: string | null;
  failure_message: string | null;
  livemode: boolean;
  metadata: Metadata;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  refunded: boolean;
  refunds: { object: 'list'; data: Refund[]; has_more: false; total_count: number; url: string };
  status: 'succeeded' | 'pending' | 'failed';
};

/** What a session keeps besides its public object: what Checkout shows and hands the PaymentIntent. */
type SessionExtras = {
  account: Account;
  lines: { name: string; quantity: number; unitAmount: number }[];
  intent: { metadata: Metadata; description: string | null; receiptEmail: string | null };
};

/** An API call's answer; `events` go out after the reply, as Stripe's webhooks do. */
type Reply = { status?: number; body: unknown; events?: StripeLikeEvent[] };

type Call = {
  account: Account;
  params: Params;
  expand: string[];
  ids: string[];
  request: { id: string; idempotency_key: string | null };
};

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

function invalid(message: string, param?: string, code?: string): ApiError {
  return new ApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}

function missing(what: string, id: string, param: string): ApiError {
  return new ApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    param,
  });
}

function randomId(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += BASE62[byte % BASE62.length];
  return out;
}

function newId(prefix: string, length = 24): string {
  return `${prefix}_${randomId(length)}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** `$12.34`, `¥500`, `12.34 SEK`: how Stripe writes amounts in its error messages. */
function formatAmount(amount: number, currency: string): string {
  const major = ZERO_DECIMAL.has(currency) ? String(amount) : (amount / 100).toFixed(2);
  const symbol = SYMBOLS[currency];
  return symbol ? `${symbol}${major}` : `${major} ${currency.toUpperCase()}`;
}

function maskKey(key: string): string {
  const prefix = /^[a-z]{2,4}_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}****${key.slice(-4)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// ---------------------------------------------------------------------------------------------
// Form bodies: Stripe's bracket notation (`line_items[0][price_data][unit_amount]=1000`).

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw invalid('Invalid percent-encoding in the request.');
  }
}

function isPlainObject(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses a form body into nested objects, with arrays for numeric indices and `key[]`.
 * `metadata[0]` stays an object: metadata keys are free text, and "0" is one.
 */
function parseForm(body: string): Params {
  const root: Params = {};
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decodeComponent(eq < 0 ? pair : pair.slice(0, eq));
    const value = decodeComponent(eq < 0 ? '' : pair.slice(eq + 1));
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!match?.[1]) throw invalid(`Invalid parameter name: ${name}`);
    const path = [
      match[1],
      ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? ''),
    ];
    if (path.some((s) => s === '__proto__' || s === 'constructor' || s === 'prototype'))
      throw invalid(`Invalid parameter name: ${name}`);
    setIn(root, path, value, name);
  }
  return compactArrays(root) as Params;
}

function setIn(target: Params | unknown[], path: string[], value: string, name: string): void {
  const [head = '', ...rest] = path;
  let slot: string | number;
  if (Array.isArray(target)) {
    if (head !== '' && !/^\d+$/.test(head)) throw invalid(`Invalid array: ${name}`);
    slot = head === '' ? target.length : Number(head);
    if (slot > 10_000) throw invalid(`Invalid array index: ${name}`);
  } else {
    if (head === '') throw invalid(`Invalid parameter name: ${name}`);
    slot = head;
  }
  const read = (): unknown =>
    Array.isArray(target) ? target[slot as number] : (target as Params)[slot as string];
  const write = (v: unknown): void => {
    if (Array.isArray(target)) target[slot as number] = v;
    else (target as Params)[slot as string] = v;
  };
  if (rest.length === 0) {
    if (typeof read() === 'object') throw invalid(`Invalid parameter: ${name} is also an object`);
    write(value); // a repeated scalar: the last one wins, as Stripe's parser does
    return;
  }
  let child = read();
  if (child === undefined) {
    const next = rest[0] ?? '';
    child = (next === '' || /^\d+$/.test(next)) && head !== 'metadata' ? [] : {};
    write(child);
  }
  if (typeof child !== 'object' || child === null)
    throw invalid(`Invalid parameter: ${name} is also a string`);
  setIn(child as Params | unknown[], rest, value, name);
}

/** Drops the holes `a[0]=x&a[2]=y` leaves. */
function compactArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter(() => true).map(compactArrays);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compactArrays(v)]));
  return value;
}

/** Key-order-independent JSON, to compare an idempotent retry's parameters with the first's. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------
// Parameter readers: each refusal names the parameter as Stripe does (`line_items[0][quantity]`).

function checkKnown(params: Params, known: readonly string[], prefix?: string): void {
  for (const key of Object.keys(params)) {
    if (known.includes(key)) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    throw invalid(`Received unknown parameter: ${name}`, name);
  }
}

function optionalString(params: Params, key: string, name = key): string | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${name}`, name);
  return value;
}

function requiredString(params: Params, key: string, name = key): string {
  const value = optionalString(params, key, name);
  if (value === undefined || value === '') throw invalid(`Missing required param: ${name}.`, name);
  return value;
}

function optionalInteger(params: Params, key: string, name = key): number | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value))
    throw invalid(`Invalid integer: ${String(value)}`, name);
  return Number(value);
}

function optionalObject(params: Params, key: string, name = key): Params | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) throw invalid(`Invalid object`, name);
  return value;
}

function optionalArray(params: Params, key: string, name = key): unknown[] | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalid(`Invalid array`, name);
  return value;
}

/** Stripe's metadata limits: 50 keys, keys up to 40 characters, values up to 500. */
function readMetadata(params: Params, key: string, name = key): Metadata {
  const value = optionalObject(params, key, name);
  if (!value) return {};
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalid('Metadata can have at most 50 keys.', name);
  const metadata: Metadata = {};
  for (const [k, v] of entries) {
    if (typeof v !== 'string') throw invalid('Invalid string', `${name}[${k}]`);
    if (k.length > 40)
      throw invalid(`Metadata keys can have up to 40 characters: ${k}`, `${name}[${k}]`);
    if (v.length > 500)
      throw invalid(`Metadata values can have up to 500 characters.`, `${name}[${k}]`);
    if (v !== '') metadata[k] = v; // an empty value unsets a key in Stripe
  }
  return metadata;
}

function readUrl(params: Params, key: string): string | null {
  const value = optionalString(params, key);
  if (value === undefined) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw invalid('Not a valid URL', key, 'url_invalid');
  }
  if (protocol !== 'http:' && protocol !== 'https:')
    throw invalid('Not a valid URL', key, 'url_invalid');
  return value;
}

// ---------------------------------------------------------------------------------------------
// The parameters the fake takes; anything else is refused as Stripe refuses an unknown one, so
// a new parameter in the payments layer shows up here instead of being silently ignored. The
// "accepted" ones are real Stripe parameters the fake takes without acting on them.

const SESSION_PARAMS = [
  ...['mode', 'line_items', 'success_url', 'cancel_url', 'client_reference_id', 'metadata'],
  ...['expires_at', 'customer_email', 'payment_intent_data', 'currency', 'ui_mode'],
  // accepted:
  ...['locale', 'payment_method_types', 'billing_address_collection', 'submit_type'],
  ...['phone_number_collection', 'allow_promotion_codes', 'custom_text'],
];
const LINE_ITEM_PARAMS = ['price_data', 'quantity', 'price'];
const PRICE_DATA_PARAMS = ['currency', 'unit_amount', 'product_data', 'tax_behavior'];
const PRODUCT_DATA_PARAMS = ['name', 'description', 'images', 'metadata', 'tax_code'];
const INTENT_DATA_PARAMS = [
  'metadata',
  'description',
  'receipt_email',
  'statement_descriptor_suffix',
];
const REFUND_PARAMS = ['payment_intent', 'charge', 'amount', 'reason', 'metadata'];
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];
const ENDPOINT_PARAMS = ['url', 'enabled_events', 'description', 'metadata', 'api_version'];

// ---------------------------------------------------------------------------------------------

/** Starts the fake on 127.0.0.1. Defaults: any free port; webhooks delivered automatically. */
export async function startFakeStripe(options: { port?: number } = {}): Promise<FakeStripe> {
  const accounts = new Map<string, Account>();
  const sessions = new Map<string, CheckoutSession>();
  const sessionExtras = new Map<string, SessionExtras>();
  const intents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const endpoints = new Map<string, FakeWebhookEndpoint>();
  const endpointExtras = new Map<
    string,
    {
      created: number;
      description: string | null;
      metadata: Metadata;
      api_version: string | null;
      livemode: boolean;
    }
  >();
  /** Every object by id, for `expand` and for finding whose an object is. */
  const objects = new Map<string, Record<string, unknown>>();
  const owners = new Map<string, string>();
  const eventAccounts = new Map<string, string>();
  /** `${account}\n${key}` -> the first answer to an idempotent POST. */
  const idempotent = new Map<
    string,
    { endpoint: string; params: string; status: number; body: string; requestId: string }
  >();
  const failures: { method: string; pathPrefix: string; error: FakeStripeError }[] = [];
  let chain: Promise<unknown> = Promise.resolve();
  let base = '';

  function accountOfKey(key: string): Account {
    const id = `acct_${createHash('sha256')
      .update(key.replace(/^(sk|rk)_/, ''))
      .digest('hex')
      .slice(0, 16)}`;
    let account = accounts.get(id);
    if (!account) {
      account = { id, livemode: key.includes('_live_'), last4: key.slice(-4) };
      accounts.set(id, account);
    }
    return account;
  }

  function own(account: Account, object: { id: string }): void {
    objects.set(object.id, object);
    owners.set(object.id, account.id);
  }

  /** The object if it is this account's; another account's is as unknown as a missing one. */
  function ownedBy<T>(map: Map<string, T>, account: Account, id: string): T | undefined {
    return owners.get(id) === account.id ? map.get(id) : undefined;
  }

  // ----- events and their delivery -----

  function endpointsFor(accountId: string, type: string): FakeWebhookEndpoint[] {
    return [...endpoints.values()].filter(
      (e) =>
        e.account === accountId &&
        (e.enabled_events.includes('*') || e.enabled_events.includes(type)),
    );
  }

  function makeEvent(
    account: Account,
    type: string,
    object: Record<string, unknown>,
    request: Call['request'] | null,
  ): StripeLikeEvent {
    // Key order as Stripe sends it; no `account`: Stripe sets it only on Connect events.
    const event: StripeLikeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object: structuredClone(object) },
      livemode: account.livemode,
      pending_webhooks: endpointsFor(account.id, type).length,
      request: request ?? { id: null, idempotency_key: null },
      type,
    };
    fake.events.push(event);
    eventAccounts.set(event.id, account.id);
    return event;
  }

  function accountOfEvent(event: StripeLikeEvent): string {
    const objectId = event.data?.object?.id;
    const account =
      event.account ??
      eventAccounts.get(event.id) ??
      (typeof objectId === 'string' ? owners.get(objectId) : undefined);
    if (!account)
      throw new Error(
        `fake stripe: cannot tell whose event ${event.id} is: set event.account or use an object the fake made`,
      );
    return account;
  }

  function signed(event: StripeLikeEvent, secret: string, timestamp?: number) {
    const body = JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
    return { body, header };
  }

  async function deliverNow(event: StripeLikeEvent): Promise<FakeStripeDelivery[]> {
    const made: FakeStripeDelivery[] = [];
    for (const endpoint of endpointsFor(accountOfEvent(event), event.type)) {
      const { body, header } = signed(event, endpoint.secret);
      const status = await post(endpoint.url, body, header);
      const delivery = { url: endpoint.url, event, status };
      fake.deliveries.push(delivery);
      made.push(delivery);
    }
    return made;
  }

  /** Deliveries go out one at a time, in the order asked: deterministic for tests. */
  function deliver(event: StripeLikeEvent): Promise<FakeStripeDelivery[]> {
    try {
      accountOfEvent(event); // refuses now, not inside the chain
    } catch (error) {
      return Promise.reject(error as Error);
    }
    const delivered = chain.then(() => deliverNow(event));
    chain = delivered.catch(() => undefined);
    return delivered;
  }

  async function dispatch(events: StripeLikeEvent[] | undefined): Promise<void> {
    if (!events || !fake.autoDeliver) return;
    await Promise.all(events.map(deliver));
  }

  /** Delivers after the caller has answered; delivery failures are recorded, never thrown. */
  function background(events: StripeLikeEvent[] | undefined): void {
    dispatch(events).catch(() => undefined);
  }

  async function flush(): Promise<void> {
    let current: Promise<unknown>;
    do {
      current = chain;
      await current;
    } while (current !== chain);
  }

  // ----- state transitions (the API, the hosted page and the test's own calls share them) -----

  function requireSession(id: string): CheckoutSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake stripe: no Checkout Session ${id}`);
    return session;
  }

  function requireOpen(session: CheckoutSession): void {
    if (session.status !== 'open')
      throw new Error(`fake stripe: Checkout Session ${session.id} is ${session.status}, not open`);
  }

  function extrasOf(session: CheckoutSession): SessionExtras {
    const extras = sessionExtras.get(session.id);
    if (!extras) throw new Error(`fake stripe: Checkout Session ${session.id} has no state`);
    return extras;
  }

  /** Stripe expires a session at `expires_at`; the fake does it when the session is next touched. */
  function expireIfDue(session: CheckoutSession): StripeLikeEvent[] {
    if (session.status !== 'open' || nowSeconds() < session.expires_at) return [];
    return expireSession(session, null);
  }

  function expireSession(
    session: CheckoutSession,
    request: Call['request'] | null,
  ): StripeLikeEvent[] {
    session.status = 'expired';
    session.url = null;
    return [makeEvent(extrasOf(session).account, 'checkout.session.expired', session, request)];
  }

  /** The shopper submits the page: `paid` by card, or `processing` for a delayed method. */
  function completeSession(session: CheckoutSession, outcome: 'paid' | 'processing') {
    const { account, intent: intentData } = extrasOf(session);
    const created = nowSeconds();
    const paid = outcome === 'paid';
    const intentId = newId('pi');
    const paymentMethod = newId('pm');
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_captured: paid ? session.amount_total : 0,
      amount_refunded: 0,
      balance_transaction: paid ? newId('txn') : null,
      captured: paid,
      created,
      currency: session.currency,
      disputed: false,
      failure_code: null,
      failure_message: null,
      livemode: session.livemode,
      metadata: { ...intentData.metadata },
      paid,
      payment_intent: intentId,
      payment_method: paymentMethod,
      refunded: false,
      refunds: { object: 'list', data: [], has_more: false, total_count: 0, url: '' },
      status: paid ? 'succeeded' : 'pending',
    };
    charge.refunds.url = `/v1/charges/${charge.id}/refunds`;
    const intent: PaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      amount: session.amount_total,
      amount_capturable: 0,
      amount_received: paid ? session.amount_total : 0,
      capture_method: 'automatic_async',
      client_secret: `${intentId}_secret_${randomId(25)}`,
      confirmation_method: 'automatic',
      created,
      currency: session.currency,
      customer: null,
      description: intentData.description,
      last_payment_error: null,
      latest_charge: charge.id,
      livemode: session.livemode,
      metadata: { ...intentData.metadata },
      payment_method: paymentMethod,
      payment_method_types: paid ? ['card'] : ['us_bank_account'],
      receipt_email: intentData.receiptEmail,
      status: paid ? 'succeeded' : 'processing',
    };
    intents.set(intent.id, intent);
    charges.set(charge.id, charge);
    own(account, intent);
    own(account, charge);
    session.status = 'complete';
    session.payment_status = paid ? 'paid' : 'unpaid';
    session.payment_intent = intent.id;
    session.url = null;
    session.customer_details = {
      email: session.customer_email ?? 'shopper@example.com',
      name: 'Fake Shopper',
      phone: null,
    };
    return {
      intent,
      charge,
      events: [makeEvent(account, 'checkout.session.completed', session, null)],
    };
  }

  async function pay(sessionId: string): Promise<void> {
    const session = requireSession(sessionId);
    await dispatch(expireIfDue(session));
    requireOpen(session);
    await dispatch(completeSession(session, 'paid').events);
  }

  async function fail(sessionId: string): Promise<void> {
    const session = requireSession(sessionId);
    await dispatch(expireIfDue(session));
    requireOpen(session);
    const { intent, charge, events } = completeSession(session, 'processing');
    const error = {
      type: 'card_error',
      code: 'insufficient_funds',
      message: 'The bank account has insufficient funds to complete the purchase.',
    };
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    charge.status = 'failed';
    charge.failure_code = error.code;
    charge.failure_message = error.message;
    const { account } = extrasOf(session);
    events.push(makeEvent(account, 'checkout.session.async_payment_failed', session, null));
    await dispatch(events);
  }

  async function expire(sessionId: string): Promise<void> {
    const session = requireSession(sessionId);
    requireOpen(session);
    await dispatch(expireSession(session, null));
  }

  async function dispute(paymentIntentId: string): Promise<void> {
    const intent = intents.get(paymentIntentId);
    if (!intent) throw new Error(`fake stripe: no PaymentIntent ${paymentIntentId}`);
    const charge = charges.get(intent.latest_charge);
    if (intent.status !== 'succeeded' || !charge)
      throw new Error(`fake stripe: PaymentIntent ${paymentIntentId} has no successful charge`);
    const amount = charge.amount_captured - charge.amount_refunded;
    if (amount <= 0) throw new Error(`fake stripe: charge ${charge.id} is fully refunded`);
    const account = accounts.get(owners.get(intent.id) ?? '');
    if (!account) throw new Error(`fake stripe: PaymentIntent ${paymentIntentId} has no account`);
    const created = nowSeconds();
    const disputeObject = {
      id: newId('dp'),
      object: 'dispute',
      amount,
      balance_transactions: [],
      charge: charge.id,
      created,
      currency: charge.currency,
      evidence: {},
      evidence_details: {
        due_by: created + 7 * 86_400,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
      is_charge_refundable: false,
      livemode: charge.livemode,
      metadata: {},
      payment_intent: intent.id,
      reason: 'fraudulent',
      status: 'needs_response',
    };
    own(account, disputeObject);
    charge.disputed = true;
    await dispatch([makeEvent(account, 'charge.dispute.created', disputeObject, null)]);
  }

  // ----- the API -----

  function readAccount(call: Call): Reply {
    const { account } = call;
    const name = `Fake shop ${account.last4}`;
    return {
      body: {
        id: account.id,
        object: 'account',
        business_profile: { name, url: null, support_email: null },
        charges_enabled: true,
        country: 'US',
        default_currency: 'usd',
        details_submitted: true,
        email: `owner-${account.id.slice(5, 13)}@example.com`,
        payouts_enabled: true,
        settings: { dashboard: { display_name: name, timezone: 'Etc/UTC' } },
        type: 'standard',
      },
    };
  }

  function endpointObject(endpoint: FakeWebhookEndpoint, withSecret: boolean) {
    const extras = endpointExtras.get(endpoint.id);
    return {
      id: endpoint.id,
      object: 'webhook_endpoint',
      api_version: extras?.api_version ?? null,
      application: null,
      created: extras?.created ?? 0,
      description: extras?.description ?? null,
      enabled_events: [...endpoint.enabled_events],
      livemode: extras?.livemode ?? false,
      metadata: { ...extras?.metadata },
      ...(withSecret ? { secret: endpoint.secret } : {}),
      status: 'enabled',
      url: endpoint.url,
    };
  }

  function createEndpoint({ account, params }: Call): Reply {
    checkKnown(params, ENDPOINT_PARAMS);
    const url = requiredString(params, 'url');
    if (readUrl(params, 'url') === null) throw invalid('Missing required param: url.', 'url');
    const events = optionalArray(params, 'enabled_events');
    if (!events || events.length === 0)
      throw invalid('Missing required param: enabled_events.', 'enabled_events');
    const enabled = events.map((type, i) => {
      if (typeof type !== 'string' || !/^(\*|[a-z_]+(\.[a-z_]+)+)$/.test(type))
        throw invalid(`Invalid event type: ${String(type)}`, `enabled_events[${i}]`);
      return type;
    });
    const endpoint: FakeWebhookEndpoint = {
      id: newId('we'),
      url,
      secret: `whsec_${randomId(32)}`,
      account: account.id,
      enabled_events: enabled,
    };
    endpoints.set(endpoint.id, endpoint);
    owners.set(endpoint.id, account.id);
    endpointExtras.set(endpoint.id, {
      created: nowSeconds(),
      description: optionalString(params, 'description') ?? null,
      metadata: readMetadata(params, 'metadata'),
      api_version: optionalString(params, 'api_version') ?? null,
      livemode: account.livemode,
    });
    return { body: endpointObject(endpoint, true) };
  }

  function requireEndpoint({ account, ids }: Call): FakeWebhookEndpoint {
    const id = ids[0] ?? '';
    const endpoint = ownedBy(endpoints, account, id);
    if (!endpoint) throw missing('webhook endpoint', id, 'id');
    return endpoint;
  }

  function listEndpoints({ account }: Call): Reply {
    const data = [...endpoints.values()]
      .filter((e) => e.account === account.id)
      .reverse()
      .map((e) => endpointObject(e, false));
    return { body: { object: 'list', data, has_more: false, url: '/v1/webhook_endpoints' } };
  }

  function createSession(call: Call): Reply {
    const { account, params } = call;
    checkKnown(params, SESSION_PARAMS);
    const mode = requiredString(params, 'mode');
    if (mode !== 'payment')
      throw invalid(
        ['setup', 'subscription'].includes(mode)
          ? `The fake Stripe implements mode=payment only, not ${mode}.`
          : `Invalid mode: must be one of payment, setup, or subscription`,
        'mode',
      );
    const uiMode = optionalString(params, 'ui_mode');
    if (uiMode !== undefined && uiMode !== 'hosted')
      throw invalid(`The fake Stripe implements ui_mode=hosted only.`, 'ui_mode');
    const items = optionalArray(params, 'line_items');
    if (!items || items.length === 0)
      throw invalid('`line_items` is required in `payment` mode.', 'line_items');
    const lines = items.map((item, i) => readLineItem(item, `line_items[${i}]`));
    const currency = lines[0]?.currency ?? '';
    const other = lines.findIndex((l) => l.currency !== currency);
    if (other >= 0)
      throw invalid(
        'All line items must use the same currency.',
        `line_items[${other}][price_data][currency]`,
      );
    const requested = optionalString(params, 'currency');
    if (requested !== undefined && requested !== currency)
      throw invalid(
        `Currency ${requested} does not match the line items' ${currency}.`,
        'currency',
      );
    const amount = lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
    if (amount > MAXIMUM_AMOUNT)
      throw invalid(`Amount must be no more than ${formatAmount(MAXIMUM_AMOUNT, currency)}`);
    const minimum = MINIMUM_AMOUNT[currency];
    if (minimum !== undefined && amount < minimum)
      throw invalid(
        `The Checkout Session's total amount due must add up to at least ${formatAmount(minimum, currency)} ${currency}`,
      );
    const created = nowSeconds();
    const expiresAt = optionalInteger(params, 'expires_at') ?? created + 86_400;
    if (expiresAt > created + 86_400)
      throw invalid(
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
        'expires_at',
      );
    if (expiresAt < created + 1_800)
      throw invalid(
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        'expires_at',
      );
    const email = optionalString(params, 'customer_email') ?? null;
    if (email !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      throw invalid(`Invalid email address: ${email}`, 'customer_email', 'email_invalid');
    const reference = optionalString(params, 'client_reference_id') ?? null;
    if (reference !== null && reference.length > 200)
      throw invalid('client_reference_id can have up to 200 characters.', 'client_reference_id');
    const intentData = optionalObject(params, 'payment_intent_data') ?? {};
    checkKnown(intentData, INTENT_DATA_PARAMS, 'payment_intent_data');
    const id = `cs_${account.livemode ? 'live' : 'test'}_${randomId(58)}`;
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: readUrl(params, 'cancel_url'),
      client_reference_id: reference,
      client_secret: null,
      created,
      currency,
      customer: null,
      customer_details: null,
      customer_email: email,
      expires_at: expiresAt,
      livemode: account.livemode,
      metadata: readMetadata(params, 'metadata'),
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: readUrl(params, 'success_url'),
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
      url: `${base}/pay/${id}`,
    };
    sessions.set(id, session);
    own(account, session);
    sessionExtras.set(id, {
      account,
      lines: lines.map(({ name, quantity, unitAmount }) => ({ name, quantity, unitAmount })),
      intent: {
        metadata: readMetadata(intentData, 'metadata', 'payment_intent_data[metadata]'),
        description: optionalString(intentData, 'description') ?? null,
        receiptEmail: optionalString(intentData, 'receipt_email') ?? email,
      },
    });
    return { body: session };
  }

  function readLineItem(item: unknown, name: string) {
    if (!isPlainObject(item)) throw invalid('Invalid object', name);
    checkKnown(item, LINE_ITEM_PARAMS, name);
    if (item.price !== undefined) throw missing('price', String(item.price), `${name}[price]`); // the fake has no Prices
    const priceData = optionalObject(item, 'price_data', `${name}[price_data]`);
    if (!priceData)
      throw invalid(`Missing required param: ${name}[price_data].`, `${name}[price_data]`);
    const priceName = `${name}[price_data]`;
    checkKnown(priceData, PRICE_DATA_PARAMS, priceName);
    const currency = requiredString(priceData, 'currency', `${priceName}[currency]`);
    if (!/^[a-z]{3}$/.test(currency))
      throw invalid(`Invalid currency: ${currency}.`, `${priceName}[currency]`);
    const unitAmount = optionalInteger(priceData, 'unit_amount', `${priceName}[unit_amount]`);
    if (unitAmount === undefined)
      throw invalid(
        `Missing required param: ${priceName}[unit_amount].`,
        `${priceName}[unit_amount]`,
      );
    if (unitAmount < 0)
      throw invalid('This value must be greater than or equal to 0.', `${priceName}[unit_amount]`);
    const productName = `${priceName}[product_data]`;
    const product = optionalObject(priceData, 'product_data', productName);
    if (!product) throw invalid(`Missing required param: ${productName}.`, productName);
    checkKnown(product, PRODUCT_DATA_PARAMS, productName);
    const productTitle = requiredString(product, 'name', `${productName}[name]`);
    const quantity = optionalInteger(item, 'quantity', `${name}[quantity]`);
    if (quantity === undefined)
      throw invalid(`Missing required param: ${name}[quantity].`, `${name}[quantity]`);
    if (quantity < 1)
      throw invalid('This value must be greater than or equal to 1.', `${name}[quantity]`);
    return { currency, unitAmount, quantity, name: productTitle };
  }

  function requireApiSession({ account, ids }: Call): CheckoutSession {
    const id = ids[0] ?? '';
    const session = ownedBy(sessions, account, id);
    if (!session) throw missing('checkout.session', id, 'session');
    return session;
  }

  function readSession(call: Call): Reply {
    const session = requireApiSession(call);
    return { body: session, events: expireIfDue(session) };
  }

  function expireSessionCall(call: Call): Reply {
    const session = requireApiSession(call);
    const events = expireIfDue(session);
    if (events.length > 0 || session.status !== 'open')
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `Only Checkout Sessions with a status of "open" can be expired. This Checkout Session has a status of "${session.status}".`,
          },
        },
        events,
      };
    return { body: session, events: expireSession(session, call.request) };
  }

  function readIntent({ account, ids }: Call): Reply {
    const id = ids[0] ?? '';
    const intent = ownedBy(intents, account, id);
    if (!intent) throw missing('payment_intent', id, 'intent');
    return { body: intent };
  }

  function readRefund({ account, ids }: Call): Reply {
    const id = ids[0] ?? '';
    const refund = owners.get(id) === account.id ? objects.get(id) : undefined;
    if (refund?.object !== 'refund') throw missing('refund', id, 'id');
    return { body: refund };
  }

  function createRefund(call: Call): Reply {
    const { account, params } = call;
    checkKnown(params, REFUND_PARAMS);
    const intentId = optionalString(params, 'payment_intent');
    const chargeId = optionalString(params, 'charge');
    let charge: Charge | undefined;
    if (intentId !== undefined) {
      const intent = ownedBy(intents, account, intentId);
      if (!intent) throw missing('payment_intent', intentId, 'payment_intent');
      charge = charges.get(intent.latest_charge);
      if (intent.status !== 'succeeded' || !charge)
        throw invalid(
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
          'payment_intent',
        );
    } else if (chargeId !== undefined) {
      charge = ownedBy(charges, account, chargeId);
      if (!charge) throw missing('charge', chargeId, 'charge');
    } else {
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    }
    if (charge.status !== 'succeeded')
      throw invalid(`Charge ${charge.id} has not succeeded and cannot be refunded.`);
    if (charge.disputed)
      throw invalid(
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        undefined,
        'charge_disputed',
      );
    const rest = charge.amount_captured - charge.amount_refunded;
    const amount = optionalInteger(params, 'amount') ?? rest;
    if (amount <= 0 && params.amount !== undefined)
      throw invalid('Invalid positive integer', 'amount');
    if (rest === 0)
      throw invalid(
        `Charge ${charge.id} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    if (amount > rest)
      throw invalid(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(rest, charge.currency)})`,
        'amount',
        'amount_too_large',
      );
    const reason = optionalString(params, 'reason') ?? null;
    if (reason !== null && !REFUND_REASONS.includes(reason))
      throw invalid(
        'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
        'reason',
      );
    const refund: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn'),
      charge: charge.id,
      created: nowSeconds(),
      currency: charge.currency,
      metadata: readMetadata(params, 'metadata'),
      payment_intent: charge.payment_intent,
      reason,
      status: 'succeeded',
    };
    own(account, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    charge.refunds.data.unshift(refund);
    charge.refunds.total_count += 1;
    return {
      body: refund,
      events: [makeEvent(account, 'charge.refunded', charge, call.request)],
    };
  }

  const routes: [string, RegExp, (call: Call) => Reply][] = [
    ['GET', /^\/v1\/account$/, readAccount],
    ['POST', /^\/v1\/webhook_endpoints$/, createEndpoint],
    ['GET', /^\/v1\/webhook_endpoints$/, listEndpoints],
    [
      'GET',
      /^\/v1\/webhook_endpoints\/([^/]+)$/,
      (c) => ({ body: endpointObject(requireEndpoint(c), false) }),
    ],
    [
      'DELETE',
      /^\/v1\/webhook_endpoints\/([^/]+)$/,
      (c) => {
        const endpoint = requireEndpoint(c);
        endpoints.delete(endpoint.id);
        return { body: { id: endpoint.id, object: 'webhook_endpoint', deleted: true } };
      },
    ],
    ['POST', /^\/v1\/checkout\/sessions$/, createSession],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, readSession],
    ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, expireSessionCall],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, readIntent],
    ['POST', /^\/v1\/refunds$/, createRefund],
    ['GET', /^\/v1\/refunds\/([^/]+)$/, readRefund],
  ];

  /** `expand[]=payment_intent` and dotted paths: ids replaced by the objects the fake holds. */
  function expandInto(target: Params, path: string[], whole: string): void {
    const [field = '', ...rest] = path;
    if (!Object.hasOwn(target, field))
      throw invalid(`This property cannot be expanded (${whole}).`, 'expand');
    let value = target[field];
    if (typeof value === 'string') {
      const object = objects.get(value);
      if (!object) throw invalid(`This property cannot be expanded (${whole}).`, 'expand');
      value = structuredClone(object);
      target[field] = value;
    }
    if (rest.length > 0 && isPlainObject(value)) expandInto(value, rest, whole);
  }

  async function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    body: string,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const requestId = newId('req', 14);
    const idempotencyKey = header(req, 'idempotency-key');
    const auth = header(req, 'authorization') ?? '';
    const key = auth.startsWith('Bearer ')
      ? auth.slice(7).trim()
      : auth.startsWith('Basic ')
        ? Buffer.from(auth.slice(6), 'base64').toString('utf8').replace(/:$/, '')
        : '';
    const answer = (status: number, payload: string, extra: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': header(req, 'stripe-version') ?? API_VERSION,
        ...(idempotencyKey && method === 'POST' ? { 'idempotency-key': idempotencyKey } : {}),
        ...extra,
      });
      res.end(payload);
    };
    const answerError = (status: number, error: ErrorBody) =>
      answer(status, JSON.stringify({ error }, null, 2));

    let params: Params;
    try {
      params = parseForm(method === 'POST' ? body : url.search.slice(1));
    } catch (error) {
      if (error instanceof ApiError) return answerError(error.status, error.body);
      throw error;
    }
    fake.requests.push({
      method,
      path,
      keyLast4: key.slice(-4),
      ...(idempotencyKey ? { idempotencyKey } : {}),
      params,
    });

    if (!key)
      return answerError(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    if (!KEY_PATTERN.test(key))
      return answerError(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${maskKey(key)}`,
      });
    const account = accountOfKey(key);

    const failure = failures.findIndex((f) => f.method === method && path.startsWith(f.pathPrefix));
    if (failure >= 0) {
      const [{ error }] = failures.splice(failure, 1) as [(typeof failures)[number]];
      const { status, ...body } = error;
      return answerError(status, body);
    }

    const endpoint = `${method} ${path}`;
    const slot = method === 'POST' && idempotencyKey ? `${account.id}\n${idempotencyKey}` : null;
    const canonical = canonicalJson(params);
    if (idempotencyKey && idempotencyKey.length > 255)
      return answerError(400, {
        type: 'invalid_request_error',
        message: 'Idempotency-Key must be at most 255 characters long.',
      });
    const earlier = slot ? idempotent.get(slot) : undefined;
    if (earlier) {
      if (earlier.endpoint !== endpoint)
        return answerError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${earlier.endpoint}' vs '${endpoint}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        });
      if (earlier.params !== canonical)
        return answerError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        });
      return answer(earlier.status, earlier.body, {
        'idempotent-replayed': 'true',
        'original-request': earlier.requestId,
      });
    }

    const route = routes.find(([m, pattern]) => m === method && pattern.test(path));
    if (!route)
      return answerError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      });
    const [, pattern, handle] = route;
    const ids = (pattern.exec(path) ?? []).slice(1).map((s) => decodeComponent(s ?? ''));
    const { expand: expandParam, ...rest } = params;
    const expand = Array.isArray(expandParam)
      ? expandParam.filter((e): e is string => typeof e === 'string')
      : [];
    let reply: Reply;
    try {
      reply = handle({
        account,
        params: rest,
        expand,
        ids,
        request: { id: requestId, idempotency_key: idempotencyKey ?? null },
      });
      if (expand.length > 0 && isPlainObject(reply.body)) {
        const expanded = structuredClone(reply.body);
        for (const field of expand) expandInto(expanded, field.split('.'), field);
        reply = { ...reply, body: expanded };
      }
    } catch (error) {
      if (error instanceof ApiError) return answerError(error.status, error.body);
      throw error;
    }
    const status = reply.status ?? 200;
    const payload = JSON.stringify(reply.body, null, 2);
    // Stripe keeps only answers of requests that ran; the fake keeps successes, so a retry
    // after a refusal or an injected failure runs again.
    if (slot && status < 300)
      idempotent.set(slot, { endpoint, params: canonical, status, body: payload, requestId });
    answer(status, payload);
    background(reply.events);
  }

  // ----- the hosted page (the shopper's side) -----

  function page(session: CheckoutSession, message?: string): string {
    const { lines } = extrasOf(session);
    const total = `${formatAmount(session.amount_total, session.currency)} ${session.currency.toUpperCase()}`;
    const action = (verb: string, label: string) =>
      `<form method="post" action="/pay/${escapeHtml(session.id)}/${verb}"><button type="submit">${label}</button></form>`;
    const state =
      session.status === 'open'
        ? [
            message ? `<p role="alert">${escapeHtml(message)}</p>` : '',
            action('pay', 'Pay'),
            action('decline', 'Decline'),
            session.cancel_url ? action('cancel', 'Cancel') : '',
          ].join('\n')
        : `<p role="status">${session.status === 'complete' ? 'This payment is complete.' : 'This checkout session has expired.'}</p>`;
    return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fake Stripe Checkout</title></head>
<body>
<main>
<h1>Fake Stripe Checkout</h1>
<ul>${lines.map((l) => `<li>${l.quantity} × ${escapeHtml(l.name)}: ${escapeHtml(formatAmount(l.unitAmount * l.quantity, session.currency))}</li>`).join('')}</ul>
<p>Total: <strong data-testid="amount">${escapeHtml(total)}</strong></p>
${state}
</main>
</body>
</html>
`;
  }

  function handlePage(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const match = /^\/pay\/([^/]+)(?:\/(pay|decline|cancel))?$/.exec(url.pathname);
    const session = match ? sessions.get(decodeComponent(match[1] ?? '')) : undefined;
    const html = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(text);
    };
    if (!match || !session)
      return html(404, '<!doctype html><title>Not found</title><h1>Not found</h1>');
    const verb = match[2];
    if (verb && req.method !== 'POST')
      return html(405, '<!doctype html><title>Method not allowed</title>');
    background(expireIfDue(session));
    if (!verb) return html(200, page(session));
    if (session.status !== 'open') return html(409, page(session));
    if (verb === 'decline') return html(200, page(session, 'Your card was declined.'));
    if (verb === 'cancel') {
      res.writeHead(303, { location: session.cancel_url ?? session.url ?? '/' }).end();
      return;
    }
    const { events } = completeSession(session, 'paid');
    // Stripe redirects at once and its webhook may come after: the shop must not rely on it.
    if (session.success_url) {
      const location = session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
      res.writeHead(303, { location }).end();
    } else html(200, page(session));
    background(events);
  }

  // ----- a control API for a standalone fake (browser tests drive it from another process) -----

  async function handleControl(req: IncomingMessage, res: ServerResponse, url: URL) {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body, null, 2));
    };
    if (req.method === 'GET' && url.pathname === '/_fake/deliveries')
      return json(
        200,
        fake.deliveries.map((d) => ({
          url: d.url,
          type: d.event.type,
          event: d.event.id,
          status: d.status,
        })),
      );
    const match =
      /^\/_fake\/(checkout\/sessions|payment_intents)\/([^/]+)\/(pay|fail|expire|dispute)$/.exec(
        url.pathname,
      );
    if (req.method !== 'POST' || !match) return json(404, { error: 'unknown control route' });
    const id = decodeComponent(match[2] ?? '');
    const action = `${match[1]}/${match[3]}`;
    const run: Record<string, (id: string) => Promise<void>> = {
      'checkout/sessions/pay': pay,
      'checkout/sessions/fail': fail,
      'checkout/sessions/expire': expire,
      'payment_intents/dispute': dispute,
    };
    const act = run[action];
    if (!act) return json(404, { error: 'unknown control route' });
    try {
      await act(id);
      return json(200, { ok: true });
    } catch (error) {
      return json(409, { error: (error as Error).message });
    }
  }

  // ----- the server -----

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      const route = async () => {
        if (size > MAX_BODY_BYTES) {
          res.writeHead(413, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              error: { type: 'invalid_request_error', message: 'Request body too large.' },
            }),
          );
        } else if (url.pathname.startsWith('/v1/'))
          await handleApi(req, res, url, Buffer.concat(chunks).toString('utf8'));
        else if (url.pathname.startsWith('/pay/')) handlePage(req, res, url);
        else if (url.pathname.startsWith('/_fake/')) await handleControl(req, res, url);
        else if (url.pathname === '/') {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end('fake stripe\n');
        } else {
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('not found\n');
        }
      };
      route().catch((error: unknown) => {
        // A bug in the fake: a 500 the SDK surfaces as StripeAPIError, with the reason.
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { type: 'api_error', message: `fake stripe: ${(error as Error).message}` },
          }),
        );
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  const fake: FakeStripe = {
    sdk: { host: '127.0.0.1', port, protocol: 'http' },
    url: base,
    deliveries: [],
    events: [],
    requests: [],
    pay,
    fail,
    expire,
    dispute,
    signed,
    deliver,
    flush,
    autoDeliver: true,
    failNext(method, pathPrefix, error) {
      failures.push({ method: method.toUpperCase(), pathPrefix, error });
    },
    sessions,
    endpoints,
    async close() {
      await flush();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return fake;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * POSTs one delivery; resolves with the status, 0 when the receiver cannot be reached.
 * `*.localhost` goes to 127.0.0.1 with its Host header kept (Node does not resolve those
 * names), so an endpoint can name a store's host the way a browser would.
 */
function post(target: string, body: string, signature: string): Promise<number> {
  const url = new URL(target);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'stripe-signature': signature,
    'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    accept: '*/*; q=0.5, application/xml',
    'cache-control': 'no-cache',
  };
  if (url.protocol === 'https:')
    return fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    }).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status;
      },
      () => 0,
    );
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = hostname === 'localhost' || hostname.endsWith('.localhost');
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: loopback ? '127.0.0.1' : hostname,
        port: url.port || 80,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        agent: false,
        timeout: DELIVERY_TIMEOUT_MS,
        headers: { ...headers, host: url.host, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('webhook delivery timed out')));
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

// `tsx tests/support/fake-stripe.ts --port 4242`: the fake as its own process, for browser tests.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flag = process.argv.findIndex((a) => a === '--port' || a.startsWith('--port='));
  const value =
    flag < 0 ? undefined : (process.argv[flag]?.split('=')[1] ?? process.argv[flag + 1]);
  const port = value === undefined ? 4242 : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`fake stripe: --port must be a port number, not ${String(value)}`);
    process.exit(2);
  }
  const fake = await startFakeStripe({ port });
  fake.autoDeliver = true;
  console.log(`fake stripe listening on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
