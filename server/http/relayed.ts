/**
 * Who is on the other end of a request, for the endpoints meant for this machine only (the
 * on-demand TLS ask, `/metrics`, `/ready`). A reverse proxy on the same machine (Caddy) makes
 * every visitor's connection a loopback one, so the socket address alone proves nothing:
 * Owns: "a proxy relayed this" (it added X-Forwarded-For or Forwarded) and "from loopback".
 */
import type { FastifyRequest } from 'fastify';

/**
 * Whether a proxy relayed the request: it carries X-Forwarded-For or Forwarded (Caddy's
 * reverse_proxy always adds the first). Such a request is a visitor's, even from 127.0.0.1;
 * a balancer's own health check or Caddy's TLS ask carries neither.
 */
export function isRelayed(request: FastifyRequest): boolean {
  return (
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined
  );
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/i;

/** Whether the socket's own address (never X-Forwarded-For) is this machine's loopback. */
export function isLoopbackSocket(request: FastifyRequest): boolean {
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}
