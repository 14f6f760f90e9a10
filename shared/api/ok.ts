/**
 * The answers that only say a call worked: `{ ok: true }` (logout, the contact form) and the
 * health check.
 */
import { z } from 'zod';

/** POST /api/auth/logout, POST /api/email/send-contact-email (201). */
export const okReplySchema = z.object({ ok: z.literal(true) });

/** GET /api/health: the process answers and which database it runs on (`pglite`, `postgres`). */
export const healthReplySchema = okReplySchema.extend({ database: z.string() });
