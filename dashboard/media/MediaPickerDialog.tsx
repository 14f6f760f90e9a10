/**
 * The media picker: a dialog over any screen to choose one image (or several, for a product
 * gallery) from the library, with search and paging, or to upload new ones right there
 * (uploaded images are selected). Answers the chosen images' URLs; Cancel and Escape
 * answer none. Loaded lazily by MediaPickerProvider the first time it opens.
 */
import './media.css';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { MediaItem } from '../../shared';
import { Dialog, EmptyState, Pagination, QueryError, SearchBox } from '../kit';
import type { MediaPickerRequest } from '../kit';
import { formatDimensions } from './media-format';
import { MediaGrid } from './MediaGrid';
import { mediaQueries } from './media-queries';
import { MediaPreview } from './MediaPreview';
import { UploadDropZone } from './UploadDropZone';
import { UploadList } from './UploadList';
import { useMediaUploads } from './use-media-uploads';

const PICKER_PAGE_SIZE = 18;

export interface MediaPickerDialogProps {
  storeId: string;
  request: MediaPickerRequest;
  /** The chosen images' URLs, in the order chosen; `[]` when cancelled. */
  onDone: (urls: string[]) => void;
}

export default function MediaPickerDialog({ storeId, request, onDone }: MediaPickerDialogProps) {
  const { multiple, purpose } = request;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  // Kept across pages and searches; a Map keeps the order of choosing.
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const list = useQuery(
    mediaQueries.list({ storeId, page, size: PICKER_PAGE_SIZE, search: search || undefined }),
  );

  const toggle = useCallback(
    (media: MediaItem, on?: boolean) =>
      setChosen((current) => {
        const selected = on ?? !current.has(media.id);
        if (!multiple) return selected ? new Map([[media.id, media.url]]) : new Map();
        const next = new Map(current);
        if (selected) next.set(media.id, media.url);
        else next.delete(media.id);
        return next;
      }),
    [multiple],
  );
  const uploads = useMediaUploads(
    storeId,
    useCallback((media: MediaItem) => toggle(media, true), [toggle]),
  );

  const data = list.data;
  const items = list.isPending ? undefined : (data?.content ?? []);
  const libraryIsEmpty = !search && data?.totalElements === 0;
  const count = chosen.size;
  const useLabel = multiple && count > 1 ? `Use ${count} images` : 'Use image';

  return (
    <Dialog
      title={multiple ? 'Choose images' : 'Choose an image'}
      size="wide"
      onCancel={() => onDone([])}
      data-testid="media-picker"
      actions={
        <>
          <p className="media-picker-count muted" aria-live="polite">
            {count === 0 ? 'Nothing selected' : `${count} selected`}
          </p>
          <button type="button" className="button button-secondary" onClick={() => onDone([])}>
            Cancel
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={count === 0}
            onClick={() => onDone([...chosen.values()])}
          >
            {useLabel}
          </button>
        </>
      }
    >
      <div className="media-picker-body">
        <p className="muted">
          {purpose}: {multiple ? 'pick one or more images' : 'pick an image'} from your library, or
          upload {multiple ? 'new ones' : 'a new one'}.
        </p>
        <UploadDropZone onFiles={uploads.add} compact />
        <UploadList uploads={uploads} compact />
        {libraryIsEmpty ? (
          <EmptyState title="Your library is empty" data-testid="media-picker-empty">
            Upload an image above to use it here.
          </EmptyState>
        ) : (
          <>
            <div className="kit-toolbar media-picker-toolbar">
              <SearchBox
                value={search}
                onSearch={(value) => {
                  setSearch(value.trim());
                  setPage(0);
                }}
                label="Search images"
                placeholder="Search by file name or alt text"
              />
            </div>
            {list.isError ? (
              <QueryError what="your images" query={list} />
            ) : items && items.length === 0 ? (
              <p className="muted" role="status">
                No file name or alt text contains “{search}”.
              </p>
            ) : (
              <>
                <MediaGrid
                  items={items}
                  label="Images"
                  compact
                  skeletons={6}
                  refreshing={list.isPlaceholderData}
                  renderTile={(media) => (
                    <li key={media.id} className="media-pick-item">
                      <button
                        type="button"
                        className="media-pick"
                        aria-pressed={chosen.has(media.id)}
                        onClick={() => toggle(media)}
                        onDoubleClick={() => {
                          if (!multiple) onDone([media.url]);
                        }}
                        data-testid="media-pick"
                      >
                        <MediaPreview
                          media={media}
                          displayWidth={120}
                          className="media-pick-image"
                        />
                        <span className="media-pick-name" title={media.fileName}>
                          {media.fileName}
                        </span>
                        <span className="media-pick-meta muted">
                          {formatDimensions(media.width, media.height)}
                        </span>
                        <span className="media-pick-check" aria-hidden="true">
                          ✓
                        </span>
                      </button>
                    </li>
                  )}
                />
                {data && data.totalElements > PICKER_PAGE_SIZE ? (
                  <Pagination
                    page={page}
                    pageSize={PICKER_PAGE_SIZE}
                    total={data.totalElements}
                    noun={['image', 'images']}
                    onPageChange={setPage}
                  />
                ) : null}
              </>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
