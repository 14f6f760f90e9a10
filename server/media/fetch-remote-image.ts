/**
 * Downloads an image by its URL for the product-CSV importer (Shopify's image URLs), under the
 * SSRF rules: http or https only, every address of every hop public, the connection pinned to
 * the address that was checked, at most 5 redirects, a size limit, a deadline, a few retries.
 * Owns: the address rules (`isPublicAddress`) and the download. Not: what the bytes are
 * (detect-type.ts), storing them (ingest-media.ts), which URLs to fetch (catalogue/csv/).
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { megabytes } from './multipart-errors';

/** What `fetchRemoteImage` answers; expected failures are answers, never thrown. */
export type FetchRemoteImageResult =
  | { ok: true; bytes: Buffer; contentType: string | undefined; finalUrl: string }
  | { ok: false; reason: string; permanent: boolean };

type Failure = Extract<FetchRemoteImageResult, { ok: false }>;

export interface FetchRemoteImageOptions {
  /** The largest image taken, in bytes. Defaults to 20 MB, MEDIA_MAX_BYTES's default. */
  maxBytes?: number;
  /** How long one attempt (connect, headers, body, its redirects) may take, in ms. Defaults to `15000`. */
  timeoutMs?: number;
  /** How many times a transient failure is tried again. Defaults to `2`. */
  retries?: number;
  /** The wait before the first retry, doubled before each next one, in ms. Defaults to `300`. */
  backoffMs?: number;
  /**
   * Tests only: `host:port` or host names (`127.0.0.1:45678`, `localhost`) whose addresses are
   * not checked. Nothing by default, and no environment variable fills it.
   */
  allowHosts?: string[];
  /** Every address of a host name. Defaults to `dns.lookup` with `all: true`. */
  lookup?: (hostname: string) => Promise<LookupAddress[]>;
}

const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'multicast'
  | 'reserved';

/** The ranges that are not public, first match wins; IPv4 rules also catch `::ffff:` forms. */
const RANGES: [Exclude<AddressKind, 'public'>, string[]][] = [
  ['unspecified', ['0.0.0.0/8', '::/128']],
  ['loopback', ['127.0.0.0/8', '::1/128']],
  ['private', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7']],
  ['link-local', ['169.254.0.0/16', 'fe80::/10']],
  ['shared', ['100.64.0.0/10']],
  ['multicast', ['224.0.0.0/4', 'ff00::/8']],
  [
    'reserved',
    [
      '240.0.0.0/4',
      '192.0.0.0/24',
      '192.0.2.0/24',
      '198.18.0.0/15',
      '198.51.100.0/24',
      '203.0.113.0/24',
      // IPv6 forms that carry an IPv4 address a relay may route inward: IPv4-compatible,
      // Teredo, 6to4; and the documentation block.
      '::/96',
      '2001::/32',
      '2002::/16',
      '2001:db8::/32',
    ],
  ],
];

const toBlockList = (cidrs: string[]) => {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', prefix] = cidr.split('/');
    list.addSubnet(address, Number(prefix), isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
};
const KIND_LISTS = RANGES.map(([kind, cidrs]) => [kind, toBlockList(cidrs)] as const);
const IPV4_MAPPED = toBlockList(['::ffff:0:0/96']);
const GLOBAL_UNICAST_V6 = toBlockList(['2000::/3']);

function addressKind(ip: string): AddressKind {
  const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  for (const [kind, list] of KIND_LISTS) if (list.check(ip, type)) return kind;
  if (type === 'ipv4') return 'public';
  // A mapped IPv4 address passed the IPv4 ranges above; other IPv6 must be global unicast.
  if (IPV4_MAPPED.check(ip, 'ipv6') || GLOBAL_UNICAST_V6.check(ip, 'ipv6')) return 'public';
  return 'reserved';
}

/** Whether `ip` is a public unicast address a download may connect to (false for a non-address). */
export function isPublicAddress(ip: string): boolean {
  return isIP(ip) !== 0 && addressKind(ip) === 'public';
}

const KIND_WORDS: Record<Exclude<AddressKind, 'public'>, string> = {
  unspecified: 'an unspecified address',
  loopback: "a loopback address (the server's own)",
  private: 'a private network address',
  'link-local': 'a link-local address',
  shared: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
};

const permanent = (reason: string): Failure => ({ ok: false, reason, permanent: true });
const transient = (reason: string): Failure => ({ ok: false, reason, permanent: false });

/** A hop's checked target: its URL and the one address the connection is pinned to. */
interface Target {
  url: URL;
  address: string;
  family: number;
}

interface Settings {
  maxBytes: number;
  timeoutMs: number;
  allowHosts: Set<string>;
  lookup: (hostname: string) => Promise<LookupAddress[]>;
}

const systemLookup = (hostname: string) => dnsLookup(hostname, { all: true });

/** Checks one hop's URL by the rules and resolves it to the address to connect to. */
async function checkTarget(href: string, settings: Settings): Promise<Target | Failure> {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return permanent(`The image address ${href} is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return permanent(`The image address must start with http:// or https://, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    return permanent('The image address must not contain a user name or password');
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const allowed =
    settings.allowHosts.has(hostname.toLowerCase()) ||
    settings.allowHosts.has(`${url.hostname}:${port}`.toLowerCase());

  let addresses: LookupAddress[];
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }];
  } else {
    try {
      addresses = await settings.lookup(hostname);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return code === 'ENOTFOUND' || code === 'ENODATA'
        ? permanent(`The image server's name ${hostname} was not found`)
        : transient(`The image server's name ${hostname} could not be looked up`);
    }
  }
  const [first] = addresses;
  if (!first) return permanent(`The image server's name ${hostname} has no address`);
  if (!allowed) {
    for (const { address } of addresses) {
      const kind = addressKind(address);
      if (kind === 'public') continue;
      const of = address === hostname ? '' : ` of ${hostname}`;
      return permanent(`The address ${address}${of} is ${KIND_WORDS[kind]}`);
    }
  }
  return { url, address: first.address, family: first.family };
}

/** Sends a GET to the target's checked address, with the URL's host name as Host and SNI. */
function send(target: Target, signal: AbortSignal): Promise<IncomingMessage> {
  const { url, address, family } = target;
  // Node asks this instead of the resolver, so a DNS answer changed since the check is never used.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      {
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { host: url.host, accept: 'image/*', 'user-agent': 'media-import/1' },
        lookup: pinned,
        agent: false,
        signal,
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Reads a body as chunks, stopping (and closing the connection) once it passes `maxBytes`. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer | Failure> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      return permanent(`The image is larger than ${megabytes(maxBytes)}`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** The failure for an error thrown while connecting or reading. */
function networkFailure(error: unknown): Failure {
  const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_/.test(code)) {
    return permanent(`The image server's certificate was not accepted (${code})`);
  }
  return transient(`The image server could not be reached (${code})`);
}

/** One attempt: the first URL and its redirects, each hop checked again. */
async function followRedirects(
  href: string,
  settings: Settings,
  signal: AbortSignal,
): Promise<FetchRemoteImageResult> {
  for (let hop = 0; ; hop += 1) {
    const target = await checkTarget(href, settings);
    if ('ok' in target) return target;
    if (signal.aborted) return transient('The download was stopped');
    let response: IncomingMessage;
    try {
      response = await send(target, signal);
    } catch (error) {
      return networkFailure(error);
    }
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location) return permanent(`The image server answered ${status} without an address`);
      if (hop >= MAX_REDIRECTS) {
        return permanent(`The image address redirected more than ${MAX_REDIRECTS} times`);
      }
      try {
        href = new URL(location, target.url).href;
      } catch {
        return permanent('The image server redirected to an invalid address');
      }
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      const reason = `The image server answered ${status}`;
      return status === 408 || status === 429 || status >= 500
        ? transient(reason)
        : permanent(reason);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > settings.maxBytes) {
      response.destroy();
      return permanent(`The image is larger than ${megabytes(settings.maxBytes)}`);
    }
    let body: Buffer | Failure;
    try {
      body = await readBody(response, settings.maxBytes);
    } catch (error) {
      return networkFailure(error);
    }
    if (!Buffer.isBuffer(body)) return body;
    const contentType = response.headers['content-type'];
    return { ok: true, bytes: body, contentType, finalUrl: target.url.href };
  }
}

/** One attempt under its deadline; at the deadline its connection is closed. */
async function attempt(href: string, settings: Settings): Promise<FetchRemoteImageResult> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Failure>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      const seconds = settings.timeoutMs / 1000;
      resolve(transient(`The image server did not answer within ${seconds} s`));
    }, settings.timeoutMs);
  });
  try {
    return await Promise.race([followRedirects(href, settings, controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/**
 * Downloads the image at `url` under the SSRF rules; transient failures (network errors,
 * timeouts, 408, 429, 5xx) are tried again, permanent ones (refused address, 4xx, too large,
 * bad URL) are answered at once.
 */
export async function fetchRemoteImage(
  url: string,
  options: FetchRemoteImageOptions = {},
): Promise<FetchRemoteImageResult> {
  const settings: Settings = {
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? 15_000,
    allowHosts: new Set((options.allowHosts ?? []).map((host) => host.toLowerCase())),
    lookup: options.lookup ?? systemLookup,
  };
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 300;
  for (let tried = 0; ; tried += 1) {
    const result = await attempt(url, settings);
    if (result.ok || result.permanent || tried >= retries) return result;
    await sleep(backoffMs * 2 ** tried);
  }
}
