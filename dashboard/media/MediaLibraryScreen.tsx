/**
 * /dashboard/media: the media library. Upload by dragging files in or choosing them (one
 * request per file, each with its own progress bar and error), then a grid of the store's
 * images with search (debounced, `q` in the URL) and paging with the total. Each image's
 * alt text is edited in its details; deleting one names where it is still used first.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MediaItem } from '../../shared';
import { useCurrentStore } from '../hooks/use-current-store';
import {
  Card,
  EmptyState,
  IndexPage,
  Pagination,
  QueryError,
  SearchBox,
  useQueryParams,
} from '../kit';
import { DeleteMediaDialog } from './DeleteMediaDialog';
import { MediaDetailsDialog } from './MediaDetailsDialog';
import { MediaGrid } from './MediaGrid';
import {
  MEDIA_PAGE_SIZE,
  readMediaListQuery,
  toMediaListParams,
  toPageParam,
} from './media-list-query';
import { mediaQueries } from './media-queries';
import { MediaTile } from './MediaTile';
import { UploadDropZone } from './UploadDropZone';
import { UploadList } from './UploadList';
import { useMediaUploads } from './use-media-uploads';

type OpenDialog = { kind: 'details' | 'delete'; media: MediaItem } | null;

export function MediaLibraryScreen() {
  const storeId = useCurrentStore().storeId ?? '';
  const [params, setParams] = useQueryParams();
  const query = readMediaListQuery(params);
  const list = useQuery(mediaQueries.list(toMediaListParams(storeId, query)));
  const uploads = useMediaUploads(storeId);
  const openFiles = useRef<(() => void) | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const page = list.data;
  // A page past the end (after deleting its last images, or an old bookmark): the last one.
  const pastEnd =
    page !== undefined && page.content.length === 0 && page.totalElements > 0 && query.page > 0;
  const lastPage = page ? Math.max(0, page.totalPages - 1) : 0;
  useEffect(() => {
    if (pastEnd) setParams({ page: toPageParam(lastPage) }, { replace: true });
  }, [pastEnd, lastPage, setParams]);

  const onSearch = useCallback(
    (search: string) => setParams({ q: search.trim() || null }, { replace: true }),
    [setParams],
  );
  const libraryIsEmpty = !query.search && page?.totalElements === 0;
  const items = list.isPending ? undefined : (page?.content ?? []);

  return (
    <IndexPage
      title="Media library"
      description="Images for your products, categories and pages. Upload once, use them anywhere in your store."
      primaryAction={
        <button
          type="button"
          className="button button-primary"
          onClick={() => openFiles.current?.()}
          disabled={!storeId}
        >
          Upload images
        </button>
      }
      data-testid="media-screen"
    >
      <Card className="media-upload-card">
        <UploadDropZone onFiles={uploads.add} openRef={openFiles} disabled={!storeId} />
        <UploadList uploads={uploads} />
      </Card>
      <Card className="kit-list-card media-library-card" data-testid="media-library">
        {libraryIsEmpty ? (
          <EmptyState
            title="Upload your first image"
            action={
              <button
                type="button"
                className="button button-primary"
                onClick={() => openFiles.current?.()}
              >
                Upload images
              </button>
            }
            data-testid="media-empty"
          >
            Images you upload show up here, ready for your products, categories and pages.
          </EmptyState>
        ) : (
          <>
            <div className="kit-toolbar">
              <SearchBox
                value={query.search}
                onSearch={onSearch}
                label="Search images"
                placeholder="Search by file name or alt text"
                data-testid="media-search"
              />
            </div>
            {list.isError ? (
              <QueryError
                what="your images"
                error={list.error}
                onRetry={() => void list.refetch()}
                retrying={list.isFetching}
                data-testid="media-error"
              />
            ) : items && items.length === 0 ? (
              <EmptyState
                title="No images match"
                action={
                  <Link to="?" className="button button-secondary">
                    Clear search
                  </Link>
                }
                data-testid="media-no-match"
              >
                No file name or alt text contains “{query.search}”.
              </EmptyState>
            ) : (
              <>
                <MediaGrid
                  items={items}
                  label="Images"
                  refreshing={list.isPlaceholderData}
                  data-testid="media-grid"
                  renderTile={(media) => (
                    <MediaTile
                      key={media.id}
                      media={media}
                      onEdit={(m) => setDialog({ kind: 'details', media: m })}
                      onDelete={(m) => setDialog({ kind: 'delete', media: m })}
                    />
                  )}
                />
                {page && page.totalElements > 0 ? (
                  <Pagination
                    page={query.page}
                    pageSize={MEDIA_PAGE_SIZE}
                    total={page.totalElements}
                    noun={page.totalElements === 1 ? 'image' : 'images'}
                    onPageChange={(next) => setParams({ page: toPageParam(next) })}
                  />
                ) : null}
              </>
            )}
          </>
        )}
      </Card>
      {dialog?.kind === 'details' ? (
        <MediaDetailsDialog
          key={dialog.media.id}
          storeId={storeId}
          media={dialog.media}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteMediaDialog
          key={dialog.media.id}
          storeId={storeId}
          media={dialog.media}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </IndexPage>
  );
}
