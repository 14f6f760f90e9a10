/**
 * /dashboard/media: the media library. Upload by dragging files in or choosing them (one
 * request per file, each with its own progress bar and error), then a grid of the store's
 * images with search (debounced, `q` in the URL) and paging with the total. Each image's
 * alt text is edited in its details; deleting one names where it is still used first.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { MediaItem } from '../../shared';
import { useCurrentStore } from '../state/use-current-store';
import { Card, ClearFiltersLink, EmptyState, IndexScreen, useQueryParams } from '../kit';
import { DeleteMediaDialog } from './DeleteMediaDialog';
import type { MediaDialog } from './media-dialog';
import { MediaDetailsDialog } from './MediaDetailsDialog';
import { MediaGrid } from './MediaGrid';
import { MEDIA_PAGE_SIZE, readMediaListQuery, toMediaListParams } from './media-list-query';
import { mediaQueries } from './media-queries';
import { MediaTile } from './MediaTile';
import { UploadDropZone } from './UploadDropZone';
import { UploadList } from './UploadList';
import { useMediaUploads } from './use-media-uploads';

type OpenDialog = { Dialog: MediaDialog; media: MediaItem } | null;

export function MediaLibraryScreen() {
  const storeId = useCurrentStore().storeId ?? '';
  const [params] = useQueryParams();
  const query = readMediaListQuery(params);
  const list = useQuery(mediaQueries.list(toMediaListParams(storeId, query)));
  const uploads = useMediaUploads(storeId);
  const openFiles = useRef<(() => void) | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const uploadButton = (disabled: boolean) => (
    <button
      type="button"
      className="button button-primary"
      onClick={() => openFiles.current?.()}
      disabled={disabled}
    >
      Upload images
    </button>
  );

  return (
    <IndexScreen
      title="Media library"
      description="Images for your products, categories and pages. Upload once, use them anywhere in your store."
      primaryAction={uploadButton(!storeId)}
      testIdPrefix="media"
      list={list}
      rowsOf={(data) => data.content}
      page={query.page}
      pageSize={MEDIA_PAGE_SIZE}
      noun={['image', 'images']}
      what="your images"
      storeIsEmpty={!query.search && list.data?.totalElements === 0}
      empty={
        <EmptyState
          title="Upload your first image"
          action={uploadButton(false)}
          data-testid="media-empty"
        >
          Images you upload show up here, ready for your products, categories and pages.
        </EmptyState>
      }
      noMatch={
        <EmptyState
          title="No images match"
          action={<ClearFiltersLink label="Clear search" />}
          data-testid="media-no-match"
        >
          No file name or alt text contains “{query.search}”.
        </EmptyState>
      }
      search={{
        value: query.search,
        label: 'Search images',
        placeholder: 'Search by file name or alt text',
        testId: 'media-search',
      }}
      renderList={(items, refreshing) => (
        <MediaGrid
          items={items}
          label="Images"
          refreshing={refreshing}
          data-testid="media-grid"
          renderTile={(media) => (
            <MediaTile
              key={media.id}
              media={media}
              onEdit={(m) => setDialog({ Dialog: MediaDetailsDialog, media: m })}
              onDelete={(m) => setDialog({ Dialog: DeleteMediaDialog, media: m })}
            />
          )}
        />
      )}
      cardClassName="media-library-card"
      cardTestId="media-library"
      before={
        <Card className="media-upload-card">
          <UploadDropZone onFiles={uploads.add} openRef={openFiles} disabled={!storeId} />
          <UploadList uploads={uploads} />
        </Card>
      }
      after={
        dialog ? (
          <dialog.Dialog
            key={dialog.media.id}
            storeId={storeId}
            media={dialog.media}
            onClose={() => setDialog(null)}
          />
        ) : null
      }
    />
  );
}
