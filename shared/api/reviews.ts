/**
 * The product reviews contract. A delivered order's email carries a signed link (the store's
 * setting, on by default) to `/review`, where the buyer rates each product of the order
 * (1–5 stars, a title, a text, the name shown): every such review is a verified buyer's, one
 * per product and order. Reviews wait for the merchant's approval unless the store publishes
 * 4–5 star ones at once; the merchant approves, hides and replies. A product keeps its
 * published reviews' count and star counts (an aggregate, never counted per request); the
 * product page lists them, newest first, by stars.
 */
import { z } from 'zod';
import { idSchema, oneOf } from './fields';
import { pageFields, queryWholeNumber } from './paging';
import { storeIdSchema } from './store';
import { REVIEW_BODY_MAX, REVIEW_NAME_MAX, REVIEW_PHOTOS_MAX, REVIEW_TITLE_MAX } from '../reviews';

export {
  noReviews,
  REVIEW_BODY_MAX,
  REVIEW_NAME_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_TITLE_MAX,
  REVIEWS_PAGE_SIZE,
  reviewSummaryOf,
  shownRating,
} from '../reviews';

export const reviewStatuses = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

const linkToken = z.string({ error: 'token is required' }).max(200, 'token is too long');
const singleLine = /^[^\p{Cc}]*$/u;

/** GET /api/storefront/reviews/request: a review link's order, to rate its products. */
export const reviewRequestQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  orderId: idSchema('orderId'),
  token: linkToken,
});
export const reviewRequestReplySchema = z.object({
  orderNumber: z.number().int(),
  /** What the review is signed with by default: the first name and the last's initial. */
  authorName: z.string(),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      image: z.string(),
      /** Already reviewed from this order. */
      reviewed: z.boolean(),
    }),
  ),
});
export type ReviewRequestReply = z.infer<typeof reviewRequestReplySchema>;

/** POST /api/storefront/reviews: one product of the link's order, rated. */
export const reviewBodySchema = z.strictObject({
  storeId: storeIdSchema,
  orderId: idSchema('orderId'),
  token: linkToken,
  productId: idSchema('productId'),
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  title: z
    .string({ error: 'Title must be text' })
    .trim()
    .max(REVIEW_TITLE_MAX, `Title must be at most ${REVIEW_TITLE_MAX} characters`)
    .regex(singleLine, 'Title must be one line')
    .default(''),
  body: z
    .string({ error: 'Write a few words about the product' })
    .trim()
    .min(1, 'Write a few words about the product')
    .max(REVIEW_BODY_MAX, `Your review must be at most ${REVIEW_BODY_MAX} characters`)
    .regex(/^[^\0]*$/, 'Your review contains an invalid character'),
  /** Up to REVIEW_PHOTOS_MAX photos sent first (`reviewPhotoReplySchema`'s ids). */
  photos: z
    .array(idSchema('photos'), { error: 'photos must be a list' })
    .max(REVIEW_PHOTOS_MAX, `At most ${REVIEW_PHOTOS_MAX} photos`)
    .default([]),
  authorName: z
    .string({ error: 'Enter the name to show' })
    .trim()
    .min(1, 'Enter the name to show')
    .max(REVIEW_NAME_MAX, `Name must be at most ${REVIEW_NAME_MAX} characters`)
    .regex(singleLine, 'Name must be one line'),
});
/**
 * POST /api/storefront/reviews/photos?storeId&orderId&token (the request's query): one photo for a review of the
 * link's order (multipart, field `file`), through the media pipeline (checked by its bytes,
 * resized); its id goes in the review's `photos`.
 */
export const reviewPhotoReplySchema = z.object({ photoId: z.string(), url: z.string() });
export type ReviewPhotoReply = z.infer<typeof reviewPhotoReplySchema>;

/** `published` when the store publishes it at once, else `pending` (awaiting approval). */
export const reviewSubmittedReplySchema = z.object({ status: z.enum(reviewStatuses) });

/** A published review as shoppers read it. */
export const reviewDtoSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
  /** The store's public reply ('' : none). */
  reply: z.string(),
  /** Its photos' URLs (the media library's). */
  photos: z.array(z.string()),
});
export type ReviewDto = z.infer<typeof reviewDtoSchema>;

/** A product's published reviews in numbers: count, average (1 decimal), per star (1 to 5). */
export const reviewSummarySchema = z.object({
  count: z.number().int(),
  average: z.number(),
  stars: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** GET /api/storefront/reviews: a page of a product's published reviews, newest first. */
export const productReviewsQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  productId: idSchema('productId'),
  /** Only reviews of this many stars. */
  stars: z
    .string()
    .regex(/^[1-5]$/, 'stars must be 1 to 5')
    .transform(Number)
    .optional(),
  page: queryWholeNumber('page', 0, 10_000, 0),
});
export const productReviewsSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(reviewDtoSchema),
  ...pageFields,
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** The merchant's moderation list. */
export const reviewListQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  status: oneOf('status', ['all', ...reviewStatuses] as const).default('pending'),
  page: queryWholeNumber('page', 0, 10_000, 0),
  size: queryWholeNumber('size', 1, 100, 20),
});
export const merchantReviewDtoSchema = reviewDtoSchema.extend({
  status: z.enum(reviewStatuses),
  email: z.string(),
  product: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
});
export type MerchantReviewDto = z.infer<typeof merchantReviewDtoSchema>;
export const reviewListDtoSchema = z.object({
  reviews: z.array(merchantReviewDtoSchema),
  /** Reviews waiting for approval (the tab's count). */
  pendingCount: z.number().int(),
  ...pageFields,
});
export type ReviewListDto = z.infer<typeof reviewListDtoSchema>;

/** POST /api/dashboard/reviews/moderate: publish or hide a review. */
export const reviewModerateBodySchema = z.strictObject({
  storeId: storeIdSchema,
  reviewId: idSchema('reviewId'),
  action: oneOf('action', ['publish', 'hide'] as const),
});
/** PUT /api/dashboard/reviews/reply: the store's public reply ('' removes it). */
export const reviewReplyBodySchema = z.strictObject({
  storeId: storeIdSchema,
  reviewId: idSchema('reviewId'),
  reply: z
    .string({ error: 'Reply must be text' })
    .trim()
    .max(REVIEW_BODY_MAX, `Reply must be at most ${REVIEW_BODY_MAX} characters`)
    .regex(/^[^\0]*$/, 'Reply contains an invalid character'),
});

/** The store's review settings. */
export const reviewSettingsSchema = z.strictObject({
  storeId: storeIdSchema,
  /** A delivered order's email asks for reviews. */
  requests: z.boolean({ error: 'requests must be true or false' }),
  /** 4 and 5 star reviews are published at once; the rest wait for approval. */
  autoPublish: z.boolean({ error: 'autoPublish must be true or false' }),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
export const reviewSettingsQuerySchema = z.strictObject({ storeId: storeIdSchema });
