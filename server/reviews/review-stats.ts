/**
 * A product's published reviews in numbers, kept on the product (`products.review_stars`: the
 * count per star) whenever a review is published, hidden or deleted, in the same transaction:
 * one aggregate over the product's published reviews (their partial index), so a product page
 * reads its average and count from the product row at any number of reviews.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Recounts product `productId`'s published reviews per star. */
export async function recountReviewStars(
  tx: Pick<Db, 'execute'>,
  storeId: string,
  productId: string,
): Promise<void> {
  await tx.execute(sql`update products set review_stars = (
      select array[
        count(*) filter (where rating = 1), count(*) filter (where rating = 2),
        count(*) filter (where rating = 3), count(*) filter (where rating = 4),
        count(*) filter (where rating = 5)]::integer[]
      from product_reviews r
      where r.store_id = ${storeId} and r.product_id = ${productId} and r.status = 'published')
    where products.store_id = ${storeId} and products.id = ${productId}`);
}
