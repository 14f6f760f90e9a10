/**
 * The route-table half of the Logs check (issue 24): for every declared API route, a valid
 * request whose secret-named fields (in the path, the query or the body: `token`,
 * `password`, `idempotencyKey`…) carry fresh values the caller then looks for in every log
 * line. A new route with a token in its query is covered the day it is declared.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../../server/http/route';
import {
  apiRoutes,
  partSchema,
  send,
  validRouteSamples,
  type Caller,
  type Json,
  type RouteSample,
} from './route-requests';

/** Field names that hold a secret (what a client sends that only it may know). */
export const SECRET_FIELD = /token|password|secret|idempotencykey|captcha|altcha/i;

/** Fresh candidate values for a secret field; the first its schema accepts is sent. */
const candidates = () => [
  randomBytes(32).toString('base64url'),
  `Aa1-${randomBytes(12).toString('base64url')}`,
  randomUUID(),
  // A payment provider's secret key (shared/api/payment-providers.ts), of either mode (the
  // body's publishable key must be of the same).
  `sk_test_${randomBytes(12).toString('hex')}`,
  `sk_live_${randomBytes(12).toString('hex')}`,
];

/** `value` with each secret-named key given a fresh value `accepts` allows; the values set. */
function withSecrets(
  value: Json,
  accepts: (candidate: Json) => boolean,
): { value: Json; secrets: string[] } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { value, secrets: [] };
  let current: { [key: string]: Json } = value;
  const secrets: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    if (!SECRET_FIELD.test(key) || typeof inner !== 'string') continue;
    const fresh = candidates().find((c) => accepts({ ...current, [key]: c }));
    if (fresh === undefined) continue;
    current = { ...current, [key]: fresh };
    secrets.push(fresh);
  }
  return { value: current, secrets };
}

export interface SecretRequest {
  route: RouteEntry;
  sample: RouteSample;
  /** The values put in secret-named fields; none may reach a log line. */
  secrets: string[];
}

/** One request per API route that has a secret-named top-level field, with fresh values. */
export function secretRequests(app: FastifyInstance, ids: Record<string, Json>): SecretRequest[] {
  const out: SecretRequest[] = [];
  for (const route of apiRoutes(app)) {
    const [sample] = validRouteSamples(route, ids, 1);
    if (!sample) continue;
    const next: RouteSample = { ...sample };
    const secrets: string[] = [];
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = partSchema(route, part);
      const value = sample[part];
      if (!schema || value === undefined) continue;
      const placed = withSecrets(value, (v) => schema.safeParse(v).success);
      next[part] = placed.value;
      secrets.push(...placed.secrets);
    }
    if (secrets.length) out.push({ route, sample: next, secrets });
  }
  return out;
}

/** Sends each request; answers them for the caller to search the log lines. */
export async function sendSecretRequests(
  app: FastifyInstance,
  requests: SecretRequest[],
  caller: Caller,
): Promise<void> {
  for (const { route, sample } of requests) await send(app, route, sample, caller);
}
