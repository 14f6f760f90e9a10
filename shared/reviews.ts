/**
 * A product's review numbers (pure, no zod: the storefront bundle reads them): the summary of
 * its per-star counts, the stars it shows, the reviews page of a product with none. The
 * contract is shared/api/reviews.ts.
 */
import type { ProductReviews, ReviewSummary } from './api/reviews';

/** The longest review title, text (and reply) and name shown. */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 5_000;
export const REVIEW_NAME_MAX = 60;
/** Photos one review may carry. */
export const REVIEW_PHOTOS_MAX = 3;

/** Reviews a product page shows at a time. */
export const REVIEWS_PAGE_SIZE = 5;

/** The summary of a product's per-star counts (1 to 5): count and average to one decimal. */
export function reviewSummaryOf(stars: readonly number[]): ReviewSummary {
  const counts = [0, 1, 2, 3, 4].map((i) => Number(stars[i] ?? 0)) as ReviewSummary['stars'];
  const count = counts.reduce((n, c) => n + c, 0);
  const total = counts.reduce((n, c, i) => n + c * (i + 1), 0);
  return { count, average: count ? Math.round((total / count) * 10) / 10 : 0, stars: counts };
}

/** The stars a product shows: its reviews' average, or `fallback` (spec: 4) before any. */
export function shownRating(fallback: number, stars: readonly number[]): number {
  const { count, average } = reviewSummaryOf(stars);
  return count ? average : fallback;
}

/** The reviews page of a product with none (a preview's, a missing product's). */
export const noReviews = (page = 0): ProductReviews => ({
  summary: reviewSummaryOf([]),
  reviews: [],
  page,
  size: REVIEWS_PAGE_SIZE,
  totalElements: 0,
  totalPages: 0,
});
