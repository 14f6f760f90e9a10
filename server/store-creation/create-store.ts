/**
 * Creating a store: everything a new store starts with, in one transaction — its subdomain
 * claimed, the store row, the creator as owner, the starter pages (published, each with its
 * first version) and the default shipping.
 * Owns: that orchestration. Not: the rules of each part (stores/, pages/, content/, orders/).
 */
import type { CreateStoreBody } from '../../shared';
import { starterContent } from '../content/build-content';
import type { Db } from '../db/client';
import { pages, storeMembers, stores } from '../db/schema';
import { conflict } from '../http/errors';
import { rethrowUnique } from '../lib/pg-errors';
import { insertDefaultShipping } from '../orders/default-shipping';
import { snapshotCreatedPages, type VersionAuthor } from '../pages/versions';
import type { StoreRow } from '../stores/store-summary';
import { claimSubdomain, type PlatformHosts } from '../stores/subdomains';

export interface NewStore {
  body: Pick<CreateStoreBody, 'name' | 'subdomain' | 'currency' | 'timeZone'>;
  /** The creating user: the store's owner and its first versions' author. */
  userId: string;
  author: VersionAuthor;
}

/** Creates the store with its starter pages and shipping; a taken subdomain answers 409. */
export async function createStore(
  db: Db,
  { body, userId, author }: NewStore,
  now: () => Date,
  platformHosts: PlatformHosts,
): Promise<StoreRow> {
  const starter = starterContent(body.name);
  try {
    return await db.transaction(async (tx) => {
      // Not one another store still redirects from (stores/subdomains.ts).
      await claimSubdomain(tx, null, body.subdomain, now(), platformHosts);
      const [created] = await tx
        .insert(stores)
        .values({
          name: body.name,
          subdomain: body.subdomain,
          currency: body.currency,
          ...(body.timeZone ? { timeZone: body.timeZone } : {}),
          createdBy: userId,
          globalContent: starter.globalContent,
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      await tx.insert(storeMembers).values({ storeId: created.id, userId, role: 'owner' });
      // A millisecond apart (the last at `now`), so lists keep the starter's order.
      const at = now().getTime();
      const starterPages = await tx
        .insert(pages)
        .values(
          starter.pages.map((page, i) => ({
            storeId: created.id,
            ...page,
            publishedContent: page.content,
            publishedAt: new Date(at),
            createdAt: new Date(at - (starter.pages.length - 1 - i)),
            updatedAt: new Date(at - (starter.pages.length - 1 - i)),
          })),
        )
        .returning();
      await snapshotCreatedPages(tx, starterPages, created.globalContent, author);
      await insertDefaultShipping(tx, created.id);
      return created;
    });
  } catch (error) {
    rethrowUnique(error, () => conflict('subdomain', 'This subdomain is taken'));
  }
}
