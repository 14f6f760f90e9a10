/**
 * Spec 2.1 screens not built yet, with their titles and the issue that brings them (all
 * planned but not scheduled; pages and the builder arrived with #5, the catalogue with #10,
 * orders, shipping, payment, the checkout editor and the home with numbers with #11).
 */

export interface PlaceholderSpec {
  /** The route path, relative to its parent route. */
  path: string;
  title: string;
  issue?: number;
}

/** Public routes. */
export const publicPlaceholders: PlaceholderSpec[] = [];

/** Routes nested under /dashboard. */
export const dashboardPlaceholders: PlaceholderSpec[] = [];
