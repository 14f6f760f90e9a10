/** The contact form API (send-contact-email) — being built for the shopping issue. */
import type { FastifyInstance } from 'fastify';

export async function contactRoutes(_app: FastifyInstance) {}
