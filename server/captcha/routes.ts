/** The captcha API (ALTCHA challenges) — being built for the shopping issue. */
import type { FastifyInstance } from 'fastify';

export async function captchaRoutes(_app: FastifyInstance) {}
