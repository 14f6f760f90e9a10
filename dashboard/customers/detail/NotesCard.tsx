/**
 * The merchant's note and tags on a customer, saved together ("Save" enabled once something
 * changed; "Saved" after, and a toast). Tags are typed comma-separated; each links to the list
 * filtered by it. A refused save names the field under it; nothing typed is lost.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { CUSTOMER_NOTE_MAX, CUSTOMER_TAGS_MAX, type CustomerDetailDto } from '../../../shared';
import { Card, FormSubmit, TextAreaField, TextField } from '../../kit';
import { readApiError } from '../../api/read-api-error';
import { customerKeys, invalidateCustomerLists } from '../customers-queries';
import { customersApi } from '../customers-api';
import { customersHref } from '../customer-links';

/** "vip, wholesale" → ['vip', 'wholesale'] (empty parts dropped). */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

export function NotesCard({ storeId, customer }: { storeId: string; customer: CustomerDetailDto }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState(customer.note);
  const [tags, setTags] = useState(customer.tags.join(', '));
  const changed = note !== customer.note || splitTags(tags).join(',') !== customer.tags.join(',');
  const save = useMutation({
    mutationFn: () =>
      customersApi.update({ storeId, customerId: customer.id, note, tags: splitTags(tags) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(customerKeys.detail(storeId, customer.id), saved);
      void invalidateCustomerLists(queryClient, storeId);
      setTags(saved.tags.join(', '));
      toast.success('Customer saved');
    },
  });
  const errors = save.error ? readApiError(save.error).fieldErrors : {};
  const tagError =
    errors.tags ?? Object.entries(errors).find(([field]) => field.startsWith('tags.'))?.[1];
  const general = save.error && !errors.note && !tagError ? readApiError(save.error).message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) save.mutate();
    else toast.info('Nothing changed');
  };

  return (
    <Card title="Notes and tags" data-testid="customer-notes">
      <form onSubmit={submit} noValidate className="customers-notes-form">
        <TextAreaField
          name="note"
          label="Note"
          hint="Only you and your staff see it."
          value={note}
          maxLength={CUSTOMER_NOTE_MAX}
          rows={4}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
        />
        <TextField
          name="tags"
          label="Tags"
          hint={`Separated by commas, up to ${CUSTOMER_TAGS_MAX}: vip, wholesale.`}
          value={tags}
          onChange={(e) => setTags(e.target.value)}
          error={tagError}
        />
        {customer.tags.length ? (
          <ul className="customers-tag-links" aria-label="Customers with each tag">
            {customer.tags.map((tag) => (
              <li key={tag}>
                <Link to={`${customersHref}?tag=${encodeURIComponent(tag)}`}>{tag}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <FormSubmit
          formError={general}
          pending={save.isPending}
          label="Save"
          pendingLabel="Saving…"
          testId="customer-notes-save"
        />
      </form>
    </Card>
  );
}
