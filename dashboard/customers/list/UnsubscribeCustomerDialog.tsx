/**
 * Confirms removing a customer's email-marketing consent, naming the address and what follows;
 * on success a toast and the store's lists reload. A failure stays in the dialog.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { CustomerDto } from '../../../shared';
import { ConfirmDialog } from '../../kit';
import { customersApi } from '../customers-api';
import { invalidateCustomerLists } from '../customers-queries';

export interface UnsubscribeCustomerDialogProps {
  storeId: string;
  customer: CustomerDto;
  onClose: () => void;
}

export function UnsubscribeCustomerDialog({
  storeId,
  customer,
  onClose,
}: UnsubscribeCustomerDialogProps) {
  const queryClient = useQueryClient();
  const unsubscribe = useMutation({
    mutationFn: () => customersApi.unsubscribe({ storeId, customerId: customer.id }),
    onSuccess: () => {
      toast.success(`${customer.email} unsubscribed`);
      void invalidateCustomerLists(queryClient, storeId);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={`Unsubscribe ${customer.email}?`}
      confirmLabel="Unsubscribe"
      pendingLabel="Unsubscribing…"
      mutation={unsubscribe}
      onConfirm={() => unsubscribe.mutate()}
      onCancel={onClose}
    >
      <p>
        They get no more marketing emails from your store. You cannot subscribe them again: only
        they can, by signing up to your newsletter.
      </p>
    </ConfirmDialog>
  );
}
