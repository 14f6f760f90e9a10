/**
 * One image's details: a larger preview, its facts (dimensions, size, type, upload date),
 * its URL to copy, and its alt text to edit (react-hook-form with the server's schema;
 * server messages land under the field). Saving toasts "Alt text saved" and closes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { updateMediaBodySchema } from '../../shared';
import { readApiError } from '../api/read-api-error';
import {
  applyServerErrors,
  CancelButton,
  Dialog,
  FormField,
  schemaResolver,
  SubmitButton,
} from '../kit';
import { mediaApi } from './media-api';
import type { MediaDialogProps } from './media-dialog';
import { formatBytes, formatDimensions } from './media-format';
import { invalidateMediaLists } from './media-queries';
import { MediaPreview } from './MediaPreview';

const ALT_MAX = 500;

interface AltForm {
  alt: string;
}

export function MediaDetailsDialog({ storeId, media, onClose }: MediaDialogProps) {
  const queryClient = useQueryClient();
  const formId = useId();
  const form = useForm<AltForm>({
    defaultValues: { alt: media.alt },
    resolver: schemaResolver(updateMediaBodySchema, (values: AltForm) => ({
      storeId,
      mediaId: media.id,
      alt: values.alt,
    })),
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isDirty },
  } = form;

  const save = useMutation({
    mutationFn: (values: AltForm) =>
      mediaApi.updateAlt({ storeId, mediaId: media.id, alt: values.alt.trim() }),
    onSuccess: () => {
      invalidateMediaLists(queryClient, storeId);
      toast.success('Alt text saved');
      onClose();
    },
    onError: (error) => {
      const info = readApiError(error);
      const unshown = applyServerErrors(info, setError, (field) =>
        field === 'alt' ? 'alt' : null,
      );
      if (unshown.length || Object.keys(info.fieldErrors).length === 0) {
        setError('root', { message: unshown[0] ?? info.message });
      }
    },
  });

  const uploaded = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
    new Date(media.createdAt),
  );
  const altLength = watch('alt').length;

  return (
    <Dialog
      title="Image details"
      size="wide"
      busy={save.isPending}
      onCancel={onClose}
      data-testid="media-details-dialog"
      actions={
        <>
          <CancelButton onCancel={onClose} pending={save.isPending} />
          <SubmitButton pending={save.isPending} disabled={!isDirty} form={formId}>
            Save
          </SubmitButton>
        </>
      }
    >
      <div className="media-details">
        <div className="media-details-preview">
          <MediaPreview media={media} displayWidth={320} loading="eager" />
        </div>
        <div className="media-details-side">
          <p className="media-details-name">{media.fileName}</p>
          <dl className="media-facts">
            <dt>Dimensions</dt>
            <dd>{formatDimensions(media.width, media.height)} px</dd>
            <dt>File size</dt>
            <dd>{formatBytes(media.bytes)}</dd>
            <dt>Type</dt>
            <dd>{media.mime.replace('image/', '').toUpperCase()}</dd>
            <dt>Uploaded</dt>
            <dd>{uploaded}</dd>
          </dl>
          <form id={formId} noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
            <FormField
              name="alt"
              label="Alt text"
              error={errors.alt?.message}
              hint="What the image shows, in a short sentence. Search finds images by it."
              aside={
                <span
                  className={
                    altLength > ALT_MAX ? 'field-counter field-counter-over' : 'field-counter'
                  }
                  aria-hidden="true"
                >
                  {altLength}/{ALT_MAX}
                </span>
              }
            >
              {(control) => <textarea rows={3} {...control} {...register('alt')} />}
            </FormField>
            {errors.root?.message ? (
              <p className="form-error" role="alert">
                {errors.root.message}
              </p>
            ) : null}
          </form>
        </div>
      </div>
    </Dialog>
  );
}
