/**
 * The library's grid: one tile per image, or skeleton tiles while the first page loads
 * (hidden from screen readers; a status line says it is loading). The tiles are the
 * caller's: the library screen's (edit, delete) or the picker's (choose).
 */
import type { ReactNode } from 'react';
import type { MediaItem } from '../../shared';

export interface MediaGridProps {
  /** `undefined` while the first load runs. */
  items: MediaItem[] | undefined;
  /** The tile of one image (an `<li>`). */
  renderTile: (media: MediaItem) => ReactNode;
  /** True while a newer page loads over the shown one. */
  refreshing?: boolean;
  /** Skeleton tiles while loading. Defaults to `12`. */
  skeletons?: number;
  label: string;
  compact?: boolean;
  'data-testid'?: string;
}

export function MediaGrid({
  items,
  renderTile,
  refreshing = false,
  skeletons = 12,
  label,
  compact = false,
  'data-testid': testId,
}: MediaGridProps) {
  const className = `media-grid${compact ? ' media-grid-compact' : ''}${refreshing ? ' media-grid-refreshing' : ''}`;
  if (!items) {
    return (
      <>
        <ul className={className} aria-hidden="true" data-testid={testId}>
          {Array.from({ length: skeletons }, (_, i) => (
            <li key={i} className="media-tile media-tile-skeleton" data-testid="media-skeleton">
              <span className="skeleton media-skeleton-image" />
              <span className="skeleton" />
              <span className="skeleton media-skeleton-short" />
            </li>
          ))}
        </ul>
        <p className="visually-hidden" role="status">
          Loading images…
        </p>
      </>
    );
  }
  return (
    <ul className={className} aria-label={label} aria-busy={refreshing} data-testid={testId}>
      {items.map(renderTile)}
    </ul>
  );
}
