/**
 * Rating stars (spec 3: default 4 of 5). One accessible label ('Rated 4 out of 5'); the stars
 * themselves are decoration drawn by CSS (product-cards.css): a muted row of five with a filled
 * row clipped to the rating.
 */
import type { CSSProperties } from 'react';

export const DEFAULT_RATING = 4;
export const MAX_RATING = 5;

/** The rating to show: `rating` clamped to 0-5, or 4 when it is missing or not a number. */
export function toDisplayRating(rating: number | null | undefined): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return DEFAULT_RATING;
  return Math.min(MAX_RATING, Math.max(0, rating));
}

export function StarRating({
  rating,
  color,
  size,
  className,
  marks,
}: {
  rating?: number | null;
  /** Filled star colour. Defaults to the theme's amber. */
  color?: string;
  /** Star size in px. Defaults to `16`. */
  size?: number;
  className?: string;
  /** Data attributes for its root element (a product page block's id and type). */
  marks?: { [attribute: `data-${string}`]: string };
}) {
  const value = toDisplayRating(rating);
  const label = `Rated ${Number(value.toFixed(1))} out of ${MAX_RATING}`;
  const style = {
    ...(color ? { '--sf-star-color': color } : {}),
    ...(size ? { '--sf-star-size': `${size}px` } : {}),
    '--sf-star-fill': `${(value / MAX_RATING) * 100}%`,
  } as CSSProperties;
  return (
    <span
      {...marks}
      className={`sf-stars${className ? ` ${className}` : ''}`}
      role="img"
      aria-label={label}
      style={style}
      data-testid="star-rating"
    />
  );
}
