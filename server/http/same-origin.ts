/**
 * Refuses state-changing requests sent from another site: a POST/PUT/PATCH/DELETE whose
 * `Origin` (or, without one, `Sec-Fetch-Site`) shows it came from a host other than its own.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function refuseCrossSiteWrites(request: FastifyRequest, _reply: FastifyReply) {
  if (SAFE.has(request.method)) return;
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (origin !== undefined) {
    let originHost: string | null;
    try {
      originHost = origin === 'null' ? null : new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (!host || originHost?.toLowerCase() !== host.toLowerCase()) {
      throw new HttpError(403, 'Cross-site request refused', [
        { field: 'origin', message: 'The request must come from this site' },
      ]);
    }
    return;
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
    throw new HttpError(403, 'Cross-site request refused', [
      { field: 'origin', message: 'The request must come from this site' },
    ]);
  }
}
