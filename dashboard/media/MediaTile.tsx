/**
 * One image in the library screen's grid: its thumbnail (the smallest variant), name,
 * dimensions and size, a warning when it has no alt text, and Edit / Delete.
 */
import type { MediaItem } from '../../shared';
import { Badge } from '../kit';
import { formatBytes, formatDimensions } from './media-format';
import { MediaPreview } from './MediaPreview';

export interface MediaTileProps {
  media: MediaItem;
  onEdit: (media: MediaItem) => void;
  onDelete: (media: MediaItem) => void;
}

export function MediaTile({ media, onEdit, onDelete }: MediaTileProps) {
  return (
    <li className="media-tile" data-testid="media-tile" data-media-id={media.id}>
      <button
        type="button"
        className="media-tile-preview"
        onClick={() => onEdit(media)}
        tabIndex={-1}
        aria-hidden="true"
      >
        <MediaPreview media={media} displayWidth={160} className="media-tile-image" />
      </button>
      <div className="media-tile-body">
        <p className="media-tile-name" title={media.fileName}>
          {media.fileName}
        </p>
        <p className="media-tile-meta">
          {formatDimensions(media.width, media.height)} · {formatBytes(media.bytes)}
        </p>
        {media.alt ? (
          <p className="media-tile-alt" title={media.alt}>
            <span className="visually-hidden">Alt text: </span>
            {media.alt}
          </p>
        ) : (
          <Badge tone="warning">No alt text</Badge>
        )}
      </div>
      <div className="media-tile-actions">
        {(
          [
            ['Edit', 'button-secondary', onEdit],
            ['Delete', 'button-danger-outline', onDelete],
          ] as const
        ).map(([label, look, act]) => (
          <button
            key={label}
            type="button"
            className={`button ${look} button-small`}
            onClick={() => act(media)}
          >
            {label}
            <span className="visually-hidden"> {media.fileName}</span>
          </button>
        ))}
      </div>
    </li>
  );
}
