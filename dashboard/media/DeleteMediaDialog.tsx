/**
 * Confirms deleting an image after asking the server where it is still shown: "Used by 2
 * products and 1 section. Delete it anyway? Those images will disappear from your store."
 * The confirm button waits for that answer; a failed delete stays in the dialog.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { readApiError } from '../api/read-api-error';
import { ConfirmDialog } from '../kit';
import { mediaApi } from './media-api';
import type { MediaDialogProps } from './media-dialog';
import { invalidateMediaLists, mediaKeys, mediaQueries } from './media-queries';
import { deleteConsequence } from './usage-message';

export function DeleteMediaDialog({ storeId, media, onClose }: MediaDialogProps) {
  const queryClient = useQueryClient();
  const usage = useQuery(mediaQueries.usage(storeId, media.id));
  const remove = useMutation({
    mutationFn: () => mediaApi.remove(media.id),
    onSuccess: () => {
      invalidateMediaLists(queryClient, storeId);
      queryClient.removeQueries({ queryKey: mediaKeys.usage(storeId, media.id) });
      toast.success(`${media.fileName} deleted`);
      onClose();
    },
  });

  let body: string;
  if (usage.isPending) body = 'Checking where this image is used…';
  else if (usage.isError)
    body = `Could not check where this image is used (${readApiError(usage.error).message}). Deleting it removes it from every product, category and page that shows it.`;
  else body = deleteConsequence(usage.data);

  return (
    <ConfirmDialog
      title={`Delete ${media.fileName}?`}
      confirmLabel="Delete image"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      confirmDisabled={usage.isPending}
      error={remove.isError ? readApiError(remove.error).message : null}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    >
      <p data-testid="media-usage" aria-live="polite">
        {body}
      </p>
    </ConfirmDialog>
  );
}
