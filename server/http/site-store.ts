/**
 * A public form's store must be the site it was sent from: a store host's form posts its own
 * store's id (the contact form, the newsletter signup and its links). A dashboard host (the
 * builder's preview) may name any store; the route's own checks decide there.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** Throws a 400 naming `storeId` when `storeId` is not the store host's own store. */
export function requireSiteStore(request: FastifyRequest, storeId: string): void {
  const site = request.site;
  if (site.kind === 'store' && site.store.id !== storeId) {
    throw new HttpError(400, 'This form belongs to another store', [
      { field: 'storeId', message: 'The store does not match this site' },
    ]);
  }
}
