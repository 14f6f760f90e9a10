/**
 * Paging shared by the API's list routes: whole-number query parameters (query values arrive
 * as text) and the page answer `{ content, page, size, totalElements, totalPages }`, with
 * `totalIsLowerBound: true` when a long list was counted only so far (server/db/capped-count.ts).
 */
import { z } from 'zod';

/** A whole number between `min` and `max` in a query string; `fallback` when absent. */
export const queryWholeNumber = /* @__NO_SIDE_EFFECTS__ */ (
  name: string,
  min: number,
  max: number,
  fallback: number,
) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    )
    .default(fallback);

/**
 * Where a page stands in the list: `page` (zero-based) of `totalPages`, `size` per page.
 * `totalIsLowerBound`: more than `totalElements` match (the count stopped there, at or past
 * the page's end: a next page exists); absent or false, the total is exact.
 */
export const pageFields = {
  page: z.number(),
  size: z.number(),
  totalElements: z.number(),
  totalPages: z.number(),
  totalIsLowerBound: z.boolean().optional(),
};

/** One page of `item`s; `page` is zero-based. */
export const pageOf = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), ...pageFields });

/**
 * The page fields of a list reply: zero-based `page` of `size` among `totalElements` in all
 * (or more than that, `totalIsLowerBound`).
 */
export const pagePosition = (
  page: number,
  size: number,
  totalElements: number,
  totalIsLowerBound = false,
) => ({
  page,
  size,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
  ...(totalIsLowerBound ? { totalIsLowerBound } : {}),
});
