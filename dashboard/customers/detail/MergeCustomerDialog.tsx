/**
 * "Merge with another customer": search the store's customers (name, email or phone), pick
 * the other record of the same person, read what follows, confirm. The customer whose page
 * this is stays (their email too); the other's orders, addresses, tags and note join them and
 * the other record is deleted. On success a toast, and the page shows the merged numbers.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { CUSTOMER_SEARCH_MAX, type CustomerDetailDto, type CustomerDto } from '../../../shared';
import { ConfirmDialog, SearchBox } from '../../kit';
import { customerKeys, customerQueries, invalidateCustomerLists } from '../customers-queries';
import { customersApi } from '../customers-api';

export function MergeCustomerDialog({
  storeId,
  customer,
  onClose,
}: {
  storeId: string;
  customer: CustomerDetailDto;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<CustomerDto | null>(null);
  const found = useQuery({
    ...customerQueries.list({ storeId, q: term, page: 0, size: 8 }),
    enabled: term.trim().length > 0,
  });
  const others = (found.data?.customers ?? []).filter((c) => c.id !== customer.id);
  const merge = useMutation({
    mutationFn: (other: CustomerDto) =>
      customersApi.merge({ storeId, customerId: customer.id, mergeId: other.id }),
    onSuccess: (merged, other) => {
      queryClient.setQueryData(customerKeys.detail(storeId, customer.id), merged);
      void invalidateCustomerLists(queryClient, storeId);
      toast.success(`${other.email} merged into ${customer.email}`);
      onClose();
    },
  });
  const who = (c: CustomerDto) => (c.name ? `${c.name} (${c.email})` : c.email);

  return (
    <ConfirmDialog
      title={`Merge into ${customer.name || customer.email}`}
      confirmLabel="Merge customers"
      pendingLabel="Merging…"
      tone="danger"
      confirmDisabled={!chosen}
      mutation={merge}
      onConfirm={() => chosen && merge.mutate(chosen)}
      onCancel={onClose}
    >
      <p>
        Find the other record of this person. Its orders, addresses, tags and note move here,{' '}
        {customer.email} stays the email, and the other record is deleted. This cannot be undone.
      </p>
      <SearchBox
        value={term}
        label="Find a customer"
        placeholder="Search by name, email or phone"
        maxLength={CUSTOMER_SEARCH_MAX}
        onSearch={(text) => {
          setTerm(text.trim());
          setChosen(null);
        }}
        data-testid="merge-search"
      />
      {term ? (
        found.isPending ? (
          <p className="muted" aria-busy="true">
            Searching…
          </p>
        ) : found.isError ? (
          <p role="alert">The search failed. Try again.</p>
        ) : others.length === 0 ? (
          <p className="muted">No other customer matches “{term}”.</p>
        ) : (
          <fieldset className="customers-merge-choices">
            <legend className="visually-hidden">The other customer</legend>
            {others.map((c) => (
              <label key={c.id} className="customers-merge-choice">
                <input
                  type="radio"
                  name="merge-with"
                  checked={chosen?.id === c.id}
                  onChange={() => setChosen(c)}
                />
                <span>
                  {who(c)}
                  <span className="muted">
                    {' '}
                    · {c.ordersCount} {c.ordersCount === 1 ? 'order' : 'orders'}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )
      ) : null}
      {chosen ? (
        <p data-testid="merge-summary">
          {who(chosen)} will be merged into {customer.email}.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
