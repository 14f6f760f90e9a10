/**
 * Route guards for the API: a logged-in user, an admin, a member of a given store.
 * Failures are HttpErrors; a 401 always carries `redirectTo`.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { storeMembers } from '../db/schema';
import { HttpError } from '../http/errors';
import type { SessionUser } from './sessions';

/** The request's session, or a 401 with `redirectTo: '/login'`. */
export function requireSession(request: FastifyRequest): SessionUser {
  if (!request.session) {
    throw new HttpError(401, 'Please log in to continue', undefined, { redirectTo: '/login' });
  }
  return request.session;
}

/** The user's role in `storeId`, or a 404 that does not reveal whether the store exists. */
export async function requireStoreMember(
  db: Db,
  userId: string,
  storeId: string,
): Promise<'owner' | 'staff'> {
  const rows = await db
    .select({ role: storeMembers.role })
    .from(storeMembers)
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, userId)))
    .limit(1);
  const row = rows[0];
  if (!row) {
    throw new HttpError(404, 'Store not found', [
      { field: 'storeId', message: 'No such store of yours' },
    ]);
  }
  return row.role;
}
