/**
 * The answers that only say a call worked: `{ ok: true }` (logout, the contact form), the
 * health check, and a delete's `{ deleted: true, <id> }`.
 */
import { z } from 'zod';

/** POST /api/auth/logout, POST /api/email/send-contact-email (201). */
export const okReplySchema = z.object({ ok: z.literal(true) });

/** GET /api/health: the process answers and which database it runs on (`pglite`, `postgres`). */
export const healthReplySchema = okReplySchema.extend({ database: z.string() });

/** A delete's answer: `{ deleted: true, [idKey]: the id of what is gone }`. */
export const deletedReplySchema = /* @__NO_SIDE_EFFECTS__ */ <K extends string>(idKey: K) =>
  z.object({ deleted: z.literal(true), [idKey]: z.string() } as {
    deleted: z.ZodLiteral<true>;
  } & Record<K, z.ZodString>);
