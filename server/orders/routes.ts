/** The Orders API (checkout, pricing, confirmation, status) — being built for the shopping issue. */
import type { FastifyInstance } from 'fastify';

export async function orderRoutes(_app: FastifyInstance) {}
