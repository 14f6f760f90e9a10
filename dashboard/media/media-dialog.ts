/**
 * What each dialog about one library item takes (its details, its deletion): the store, the
 * item, and how to close it.
 */
import type { ComponentType } from 'react';
import type { MediaItem } from '../../shared';

export interface MediaDialogProps {
  storeId: string;
  media: MediaItem;
  onClose: () => void;
}

/** A dialog the library opens about one item. */
export type MediaDialog = ComponentType<MediaDialogProps>;
