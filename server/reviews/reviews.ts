/**
 * Product reviews (shared/api/reviews.ts): a review link's order and the reviews it sends (a
 * delivered order's buyer, one per product and order, verified), a product's published
 * reviews, and the merchant's moderation (publish, hide, reply) and settings. The product's
 * star counts follow every change in the same transaction (review-stats.ts).
 */
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  pagePosition,
  REVIEWS_PAGE_SIZE,
  reviewSummaryOf,
  type MerchantReviewDto,
  type ProductReviews,
  type ReviewDto,
  type ReviewListDto,
  type ReviewRequestReply,
  type ReviewSettings,
  type ReviewStatus,
} from '../../shared';
import type { Db, DbOrTx } from '../db/client';
import { media, orderItems, orders, productReviews, products, stores } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { isReviewToken } from './review-links';
import { recountReviewStars } from './review-stats';

type ReviewRow = typeof productReviews.$inferSelect;

const linkRefused = () => {
  const message = 'This review link is not valid any more.';
  return new HttpError(400, message, [{ field: 'token', message }]);
};
const storeNotFound = () => notFound('Store not found', 'storeId', 'No store has this id');
const reviewNotFound = () =>
  notFound('Review not found', 'reviewId', 'No review of this store has this id');

/** "Ada L." from "Ada Lovelace": what a review is signed with unless the buyer says otherwise. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return '';
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/** The delivered order a review link names, else the 400 of a bad link. */
async function orderOfLink(db: DbOrTx, storeId: string, orderId: string, token: string, now: Date) {
  const [order] = await db
    .select({
      id: orders.id,
      idempotencyKey: orders.idempotencyKey,
      status: orders.status,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)))
    .limit(1);
  if (!order || !isReviewToken(token, order, now)) throw linkRefused();
  if (order.status !== 'delivered') {
    const message = 'You can review this order once it is delivered.';
    throw new HttpError(409, message, [{ field: 'orderId', message }]);
  }
  return order;
}

/** The order's products still in the store (one each), and which were reviewed from it. */
async function orderProducts(db: DbOrTx, storeId: string, orderId: string) {
  const rows = await db
    .selectDistinctOn([orderItems.productId], {
      productId: products.id,
      name: products.name,
      image: products.productImage,
    })
    .from(orderItems)
    .innerJoin(
      products,
      and(eq(products.storeId, orderItems.storeId), eq(products.id, orderItems.productId)),
    )
    .where(
      and(
        eq(orderItems.storeId, storeId),
        eq(orderItems.orderId, orderId),
        isNotNull(orderItems.productId),
      ),
    )
    .orderBy(orderItems.productId);
  const reviewed = await db
    .select({ productId: productReviews.productId })
    .from(productReviews)
    .where(and(eq(productReviews.storeId, storeId), eq(productReviews.orderId, orderId)));
  const done = new Set(reviewed.map((r) => r.productId));
  return rows.map((r) => ({ ...r, reviewed: done.has(r.productId) }));
}

/** A review link's order: its products to rate. */
export async function reviewRequest(
  db: Db,
  query: { storeId: string; orderId: string; token: string },
  now: Date,
): Promise<ReviewRequestReply> {
  const order = await orderOfLink(db, query.storeId, query.orderId, query.token, now);
  return {
    orderNumber: order.orderNumber,
    authorName: shortName(order.customerName),
    items: await orderProducts(db, query.storeId, order.id),
  };
}

/**
 * Saves a buyer's review of one product of the link's order: published at once when the
 * store publishes 4–5 stars and it has them, else pending. A second review of the same
 * product from the same order is a 409.
 */
export async function submitReview(
  db: Db,
  body: {
    storeId: string;
    orderId: string;
    token: string;
    productId: string;
    rating: number;
    title: string;
    body: string;
    authorName: string;
    photos: string[];
  },
  now: Date,
): Promise<{ status: ReviewStatus }> {
  return db.transaction(async (tx) => {
    const order = await orderOfLink(tx, body.storeId, body.orderId, body.token, now);
    const items = await orderProducts(tx, body.storeId, order.id);
    if (!items.some((i) => i.productId === body.productId)) {
      const message = 'This product is not in your order';
      throw new HttpError(400, message, [{ field: 'productId', message }]);
    }
    const [store] = await tx
      .select({ autoPublish: stores.reviewsAutoPublish })
      .from(stores)
      .where(eq(stores.id, body.storeId))
      .limit(1);
    if (!store) throw storeNotFound();
    const photos = await reviewPhotoUrls(tx, body.storeId, body.photos);
    const status: ReviewStatus = store.autoPublish && body.rating >= 4 ? 'published' : 'pending';
    const [saved] = await tx
      .insert(productReviews)
      .values({
        storeId: body.storeId,
        productId: body.productId,
        orderId: order.id,
        rating: body.rating,
        title: body.title,
        body: body.body,
        authorName: body.authorName,
        photos,
        email: order.customerEmail,
        verified: true,
        status,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: productReviews.id });
    if (!saved) {
      const message = 'You already reviewed this product. Thank you!';
      throw new HttpError(409, message, [{ field: 'productId', message }]);
    }
    if (status === 'published') await recountReviewStars(tx, body.storeId, body.productId);
    return { status };
  });
}

/** The URLs of the store's media `ids` (a review's photos); an id not the store's is a 400. */
async function reviewPhotoUrls(db: DbOrTx, storeId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: media.id, url: media.url })
    .from(media)
    .where(and(eq(media.storeId, storeId), inArray(media.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r.url]));
  const missing = ids.findIndex((id) => !byId.has(id));
  if (missing >= 0) {
    const message = 'This photo was not uploaded here: add it again';
    throw new HttpError(400, message, [{ field: `photos.${missing}`, message }]);
  }
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

/** Checks a review link before its photo is taken (the order, delivered). */
export async function checkReviewLink(
  db: Db,
  query: { storeId: string; orderId: string; token: string },
  now: Date,
): Promise<{ orderNumber: number }> {
  const order = await orderOfLink(db, query.storeId, query.orderId, query.token, now);
  return { orderNumber: order.orderNumber };
}

/** The columns a shopper's review is drawn from. */
const reviewDtoColumns = {
  id: productReviews.id,
  rating: productReviews.rating,
  title: productReviews.title,
  body: productReviews.body,
  authorName: productReviews.authorName,
  verified: productReviews.verified,
  createdAt: productReviews.createdAt,
  reply: productReviews.reply,
  photos: productReviews.photos,
};

const toReviewDto = (r: Pick<ReviewRow, keyof typeof reviewDtoColumns>): ReviewDto => ({
  id: r.id,
  rating: r.rating,
  title: r.title,
  body: r.body,
  authorName: r.authorName,
  verified: r.verified,
  createdAt: r.createdAt.toISOString(),
  reply: r.reply,
  photos: r.photos,
});

/**
 * One prepared statement per kind of page (all stars, or one): the product's kept star counts
 * and status, joined to a page of its published reviews newest first (through the partial
 * index of that kind), in one round trip planned once per connection. A product page reads it
 * on every render, so its reviews cost what the product's own row does.
 */
function reviewPageStatement(db: Db, byStars: boolean) {
  const page = db
    .select(reviewDtoColumns)
    .from(productReviews)
    .where(
      and(
        eq(productReviews.storeId, products.storeId),
        eq(productReviews.productId, products.id),
        eq(productReviews.status, 'published'),
        byStars ? eq(productReviews.rating, sql.placeholder('stars')) : undefined,
      ),
    )
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset(sql.placeholder('offset'))
    .as('review');
  return db
    .select({
      stars: products.reviewStars,
      status: products.status,
      review: {
        id: page.id,
        rating: page.rating,
        title: page.title,
        body: page.body,
        authorName: page.authorName,
        verified: page.verified,
        createdAt: page.createdAt,
        reply: page.reply,
        photos: page.photos,
      },
    })
    .from(products)
    .leftJoinLateral(page, sql`true`)
    .where(
      and(
        eq(products.storeId, sql.placeholder('storeId')),
        eq(products.id, sql.placeholder('productId')),
      ),
    )
    .prepare(byStars ? 'storefront_product_reviews_stars' : 'storefront_product_reviews');
}
type ReviewPageStatement = ReturnType<typeof reviewPageStatement>;
const reviewPageStatements = new WeakMap<Db, [ReviewPageStatement, ReviewPageStatement]>();

/**
 * A page of product `productId`'s published reviews, newest first (only `stars` stars when
 * given), with the product's summary; the totals come from the kept star counts.
 */
export async function productReviewPage(
  db: Db,
  storeId: string,
  productId: string,
  query: { stars?: number | undefined; page: number },
): Promise<ProductReviews | undefined> {
  let statements = reviewPageStatements.get(db);
  if (!statements) {
    statements = [reviewPageStatement(db, false), reviewPageStatement(db, true)];
    reviewPageStatements.set(db, statements);
  }
  const rows = await statements[query.stars ? 1 : 0].execute({
    storeId,
    productId,
    offset: query.page * REVIEWS_PAGE_SIZE,
    ...(query.stars ? { stars: query.stars } : {}),
  });
  const product = rows[0];
  if (!product || product.status !== 'active') return undefined;
  const summary = reviewSummaryOf(product.stars);
  const total = query.stars ? (summary.stars[query.stars - 1] ?? 0) : summary.count;
  return {
    summary,
    reviews: rows.flatMap((row) => (row.review ? [toReviewDto(row.review)] : [])),
    ...pagePosition(query.page, REVIEWS_PAGE_SIZE, total),
  };
}

const merchantColumns = {
  review: productReviews,
  product: { id: products.id, name: products.name, slug: products.slug },
  orderNumber: orders.orderNumber,
};

function toMerchantReview(row: {
  review: ReviewRow;
  product: { id: string; name: string; slug: string };
  orderNumber: number | null;
}): MerchantReviewDto {
  return {
    ...toReviewDto(row.review),
    status: row.review.status,
    email: row.review.email,
    product: row.product,
    orderId: row.review.orderId,
    orderNumber: row.orderNumber,
  };
}

const merchantQuery = (db: Db, where: SQL | undefined) =>
  db
    .select(merchantColumns)
    .from(productReviews)
    .innerJoin(
      products,
      and(eq(products.storeId, productReviews.storeId), eq(products.id, productReviews.productId)),
    )
    .leftJoin(
      orders,
      and(eq(orders.storeId, productReviews.storeId), eq(orders.id, productReviews.orderId)),
    )
    .where(where);

/** The merchant's queue: the store's reviews of `status` (or all), newest first. */
export async function listReviews(
  db: Db,
  storeId: string,
  query: { status: 'all' | ReviewStatus; page: number; size: number },
): Promise<ReviewListDto> {
  const where = and(
    eq(productReviews.storeId, storeId),
    query.status === 'all' ? undefined : eq(productReviews.status, query.status),
  );
  const [rows, [counted], [pending]] = await Promise.all([
    merchantQuery(db, where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(productReviews).where(where),
    db
      .select({ n: count() })
      .from(productReviews)
      .where(and(eq(productReviews.storeId, storeId), eq(productReviews.status, 'pending'))),
  ]);
  return {
    reviews: rows.map(toMerchantReview),
    pendingCount: Number(pending?.n ?? 0),
    ...pagePosition(query.page, query.size, Number(counted?.n ?? 0)),
  };
}

async function merchantReview(db: Db, storeId: string, reviewId: string) {
  const [row] = await merchantQuery(
    db,
    and(eq(productReviews.storeId, storeId), eq(productReviews.id, reviewId)),
  ).limit(1);
  if (!row) throw reviewNotFound();
  return toMerchantReview(row);
}

/** Publishes or hides a review; the product's star counts follow. */
export async function moderateReview(
  db: Db,
  storeId: string,
  body: { reviewId: string; action: 'publish' | 'hide' },
  now: Date,
): Promise<MerchantReviewDto> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(productReviews)
      .set({ status: body.action === 'publish' ? 'published' : 'hidden', updatedAt: now })
      .where(and(eq(productReviews.storeId, storeId), eq(productReviews.id, body.reviewId)))
      .returning({ productId: productReviews.productId });
    if (!row) throw reviewNotFound();
    await recountReviewStars(tx, storeId, row.productId);
  });
  return merchantReview(db, storeId, body.reviewId);
}

/** Sets (or with '' removes) the store's public reply to a review. */
export async function replyToReview(
  db: Db,
  storeId: string,
  body: { reviewId: string; reply: string },
  now: Date,
): Promise<MerchantReviewDto> {
  const [row] = await db
    .update(productReviews)
    .set({ reply: body.reply, repliedAt: body.reply ? now : null, updatedAt: now })
    .where(and(eq(productReviews.storeId, storeId), eq(productReviews.id, body.reviewId)))
    .returning({ id: productReviews.id });
  if (!row) throw reviewNotFound();
  return merchantReview(db, storeId, body.reviewId);
}

/** The store's review settings. */
export async function getReviewSettings(db: Db, storeId: string): Promise<ReviewSettings> {
  const [row] = await db
    .select({ requests: stores.reviewRequests, autoPublish: stores.reviewsAutoPublish })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!row) throw storeNotFound();
  return { storeId, ...row };
}

export async function updateReviewSettings(
  db: Db,
  body: ReviewSettings,
  now: Date,
): Promise<ReviewSettings> {
  const [row] = await db
    .update(stores)
    .set({ reviewRequests: body.requests, reviewsAutoPublish: body.autoPublish, updatedAt: now })
    .where(eq(stores.id, body.storeId))
    .returning({ requests: stores.reviewRequests, autoPublish: stores.reviewsAutoPublish });
  if (!row) throw storeNotFound();
  return { storeId: body.storeId, ...row };
}
