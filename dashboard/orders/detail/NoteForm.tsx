/**
 * A staff note on the order's timeline (only the store's staff read it): a textarea and
 * "Add note", validated by the shared note schema; "Note added" toasts and the timeline
 * reloads.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { orderNoteBodySchema } from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import {
  applyServerErrors,
  bindFields,
  schemaResolver,
  SubmitButton,
  TextAreaField,
} from '../../kit';
import { ordersApi } from '../orders-api';
import { invalidateOrder } from '../orders-queries';

interface NoteFormValues {
  note: string;
}

export function NoteForm({ storeId, orderId }: { storeId: string; orderId: string }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NoteFormValues>({
    defaultValues: { note: '' },
    resolver: schemaResolver(orderNoteBodySchema, (values: NoteFormValues) => ({
      orderId,
      note: values.note,
    })),
  });
  const field = bindFields(register, errors);
  const add = useMutation({
    mutationFn: (note: string) => ordersApi.addNote({ orderId, note }),
    onSuccess: async () => {
      reset({ note: '' });
      toast.success('Note added');
      await invalidateOrder(queryClient, storeId, orderId);
    },
    onError: (error) => {
      const info = readApiError(error);
      const unshown = applyServerErrors(info, setError, (apiPath) =>
        apiPath === 'note' ? 'note' : null,
      );
      if (unshown.length || !Object.keys(info.fieldErrors).length) {
        setError('note', { message: unshown[0] ?? info.message });
      }
    },
  });

  return (
    <form
      className="orders-note-form"
      noValidate
      onSubmit={handleSubmit((values) => add.mutate(values.note.trim()))}
      data-testid="note-form"
    >
      <TextAreaField
        label="Staff note"
        hint="Only your staff see notes."
        rows={2}
        {...field('note')}
      />
      <SubmitButton
        pending={add.isPending}
        pendingLabel="Adding…"
        className="button button-secondary"
      >
        Add note
      </SubmitButton>
    </form>
  );
}
