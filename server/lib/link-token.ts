/**
 * The tokens of the links a store emails (a newsletter's confirm and unsubscribe links, an
 * abandoned checkout's restore and unsubscribe links): `{issuedAt}.{HMAC-SHA256}` over
 * `{purpose}:{subjectId}:{issuedAt}`, keyed by `{scope}:v1:{key}` where `key` is the subject
 * row's own random key (a column only the database knows). Unguessable without that key, no
 * server secret, valid across processes and restarts; a purpose with a lifetime stops working
 * that long after it was issued.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far ahead of this process's clock a token's issue time may be (another process's clock). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** What a token is made for: the row's id and its secret key, in a scope (`newsletter-token`). */
export interface LinkSubject {
  scope: string;
  id: string;
  key: string;
}

function mac(subject: LinkSubject, purpose: string, issuedAt: string): string {
  return createHmac('sha256', `${subject.scope}:v1:${subject.key}`)
    .update(`${purpose}:${subject.id}:${issuedAt}`)
    .digest('base64url');
}

/** The token of `subject`'s `purpose` link, issued at `now` (base64url after the seconds). */
export function createLinkToken(subject: LinkSubject, purpose: string, now: Date): string {
  const issuedAt = String(Math.floor(now.getTime() / 1000));
  return `${issuedAt}.${mac(subject, purpose, issuedAt)}`;
}

/**
 * True when `token` is `subject`'s `purpose` token and, with a `lifetimeMs`, was issued at
 * most that long before `now`. The MAC is compared in constant time.
 */
export function isLinkToken(
  token: string,
  subject: LinkSubject,
  purpose: string,
  now: Date,
  lifetimeMs?: number,
): boolean {
  const parts = TOKEN.exec(token);
  if (!parts) return false;
  const [, issuedAt, given] = parts as unknown as [string, string, string];
  const expected = Buffer.from(mac(subject, purpose, issuedAt));
  const sent = Buffer.from(given);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return false;
  if (lifetimeMs === undefined) return true;
  const age = now.getTime() - Number(issuedAt) * 1000;
  return age <= lifetimeMs && age >= -CLOCK_SKEW_MS;
}
