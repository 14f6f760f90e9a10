/**
 * Caddy's on-demand TLS `ask`: `GET /api/internal/tls-ask?domain=<name>` answers 200 only when
 * `<name>` is a store's verified (or active) custom domain or a store subdomain (a former one
 * still redirecting counts: its redirect must be served over HTTPS too); anything else is 4xx,
 * and any error (the database down) a 503: never a 2xx, so Caddy issues no certificate.
 * Reachable only from TLS_ASK_ALLOW networks, judged by the socket's address (not
 * X-Forwarded-For: 403 otherwise, before anything else is read), and never through a proxy (a
 * request carrying X-Forwarded-For or Forwarded is a visitor relayed by Caddy from loopback:
 * 403); rate-limited per address.
 * Answers come from the host resolver's cache (the same one every request uses), so a busy
 * Caddy costs no database reads.
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { domainNameProblem, normalizeHost, domainsEndpoints } from '../../shared';
import { HttpError, notFound } from '../http/errors';
import { isRelayed } from '../http/relayed';
import { route } from '../http/route';

/** The allow-list: CIDRs (`10.0.0.0/8`, `::1/128`) or single addresses. */
export function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`TLS_ASK_ALLOW: ${entry} is not an address or CIDR`);
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Whether a socket address is in the list (IPv4-mapped IPv6 counts as its IPv4 form). */
export function isAllowed(list: BlockList, remote: string | undefined): boolean {
  if (!remote) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remote)?.[1];
  const address = mapped ?? remote;
  const family = isIP(address);
  if (!family) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export async function tlsAskRoutes(app: FastifyInstance) {
  const { config, hosts } = app.ctx;
  const allowed = allowList(config.domains.tlsAskAllow);
  // Before the rate limit and validation: a stranger learns nothing, not even a 400.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Relayed by a proxy (Caddy's reverse_proxy adds X-Forwarded-For): a visitor of some store
    // host, not Caddy's own ask, even though the socket is the proxy's loopback address.
    if (isRelayed(request) || !isAllowed(allowed, request.socket.remoteAddress)) {
      return reply.code(403).send({ error: 'Not allowed from this network' });
    }
  });
  const refuse = (message: string) => notFound(message, 'domain', message);

  route(app, {
    endpoint: domainsEndpoints.tlsAsk,
    access: 'public',
    rateLimit: { max: config.domains.tlsAskRateLimit, timeWindow: '1 minute' },
    handler: async ({ query }) => {
      const name = query.domain.toLowerCase().replace(/\.$/, '');
      if (domainNameProblem(name) || normalizeHost(name) !== name) {
        throw refuse('Not a host name');
      }
      let site;
      try {
        site = await hosts.resolve(name);
      } catch {
        // Fail closed: no answer we can trust, no certificate.
        throw new HttpError(503, 'Cannot tell now', [
          { field: 'domain', message: 'The store database did not answer' },
        ]);
      }
      if (site.kind === 'store' || site.kind === 'redirect') return { ok: true as const };
      throw refuse('No store answers on this host');
    },
  });
}
