/**
 * `verified` -> `active`: a custom domain is active once the app has served a request for it
 * over HTTPS, i.e. the TLS proxy (Caddy) obtained a certificate and forwarded a request with
 * `X-Forwarded-Proto: https` from a trusted hop (TRUST_PROXY). An `onRequest` hook, registered
 * after host routing; the write (a guarded UPDATE, once per domain and process per 10 minutes)
 * never delays the request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeHost } from '../../shared';
import { markActive } from './domains';

/** How long a process trusts that a domain it saw over HTTPS is already marked active. */
const REMEMBER_MS = 10 * 60_000;
const MAX_REMEMBERED = 100_000;

export function domainActivationHook(app: FastifyInstance) {
  const seen = new Map<string, number>();
  return async (request: FastifyRequest): Promise<void> => {
    const site = request.site;
    if (site.kind !== 'store' || !site.store.customDomain || request.protocol !== 'https') return;
    const domain = site.store.customDomain;
    if (normalizeHost(request.headers.host ?? '') !== domain) return;
    const at = Date.now();
    const last = seen.get(domain);
    if (last !== undefined && at - last < REMEMBER_MS) return;
    if (seen.size >= MAX_REMEMBERED) seen.clear();
    seen.set(domain, at);
    markActive(app.ctx.db, site.store.id, domain, app.ctx.now()).then(
      (changed) => {
        if (changed) request.log.info({ domain }, 'custom domain active (served over HTTPS)');
      },
      (error: unknown) => {
        seen.delete(domain);
        request.log.warn({ err: error, domain }, 'marking a domain active failed');
      },
    );
  };
}
