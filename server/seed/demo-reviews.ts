/**
 * The demo store's reviews: each delivered demo order's buyer reviewed its first product
 * (verified buyers), all published but one waiting for approval, so product pages, product
 * cards' stars and the Reviews screen start filled. The products' star counts are kept as
 * the app keeps them (review-stats.ts).
 */
import { productReviews, type orderItems, type orders } from '../db/schema';
import type { Db } from '../db/client';
import { shortName } from '../reviews/reviews';
import { recountReviewStars } from '../reviews/review-stats';

const words = [
  {
    rating: 5,
    title: 'Exactly as pictured',
    body: 'Beautiful quality and it arrived quickly. Would buy again.',
  },
  {
    rating: 4,
    title: 'Very nice',
    body: 'Lovely piece. The colour is a touch darker than on screen.',
  },
  { rating: 5, title: 'A perfect gift', body: 'Bought it for my sister and she loves it.' },
  { rating: 3, title: 'Good, not great', body: 'Does the job. The packaging could be better.' },
];

export async function insertDemoReviews(
  tx: Pick<Db, 'insert' | 'execute'>,
  input: {
    storeId: string;
    orderRows: (typeof orders.$inferInsert)[];
    itemRows: (typeof orderItems.$inferInsert)[];
  },
): Promise<void> {
  const { storeId } = input;
  const delivered = input.orderRows.filter((o) => o.status === 'delivered' && o.id);
  const rows = delivered.flatMap((order, i) => {
    const item = input.itemRows.find((it) => it.orderId === order.id && it.productId);
    const text = words[i % words.length]!;
    if (!item?.productId || !order.createdAt) return [];
    const at = new Date(order.createdAt.getTime() + 5 * 86_400_000);
    return [
      {
        storeId,
        productId: item.productId,
        orderId: order.id!,
        ...text,
        authorName: shortName(order.customerName ?? '') || 'A buyer',
        email: order.customerEmail ?? '',
        status: (i === delivered.length - 1 ? 'pending' : 'published') as 'pending' | 'published',
        createdAt: at,
        updatedAt: at,
      },
    ];
  });
  if (!rows.length) return;
  await tx.insert(productReviews).values(rows);
  for (const productId of new Set(rows.map((r) => r.productId))) {
    await recountReviewStars(tx, storeId, productId);
  }
}
