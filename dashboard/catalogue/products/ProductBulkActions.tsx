/**
 * The products index's bulk actions on the selected rows: publish, unpublish, add to or
 * remove from a category, change prices (with a preview) and delete (confirmed). Each is
 * one all-or-nothing request; a failure names the products that stopped it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  countOf,
  type AdminCategory,
  type BulkChange,
  type ProductListItem,
} from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import { ConfirmDialog } from '../../kit';
import { catalogApi } from '../catalog-api';
import { invalidateProducts } from '../catalogue-queries';
import { BulkCategoryDialog } from './BulkCategoryDialog';
import { BulkPriceDialog } from './BulkPriceDialog';
import { describeBulkFailure } from './bulk-failure';

export interface ProductBulkActionsProps {
  storeId: string;
  selected: ProductListItem[];
  categories: AdminCategory[];
  /** After a change was applied: the screen clears its selection. */
  onDone: () => void;
  /** A change without a dialog (publish, unpublish) failed: the screen shows why, per product. */
  onFailure: (lines: string[] | null) => void;
}

type OpenDialog = 'delete' | 'addCategory' | 'removeCategory' | 'price' | null;

export function ProductBulkActions({
  storeId,
  selected,
  categories,
  onDone,
  onFailure,
}: ProductBulkActionsProps) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const ids = selected.map((p) => p.id);
  const count = countOf(selected.length, 'product', 'products');

  const status = useMutation({
    mutationFn: (next: 'active' | 'draft') =>
      catalogApi.bulkUpdate({
        storeId,
        ids,
        change: { kind: 'status', status: next },
        dryRun: false,
      }),
    onMutate: () => onFailure(null),
    onSuccess: (reply, next) => {
      invalidateProducts(queryClient, storeId);
      toast.success(
        `${countOf(reply.changed, 'product', 'products')} ${next === 'active' ? 'published' : 'unpublished'}`,
      );
      onDone();
    },
    onError: (error) => onFailure(describeBulkFailure(readApiError(error), selected)),
  });

  const remove = useMutation({
    mutationFn: () => catalogApi.bulkDelete(storeId, ids),
    onSuccess: (reply) => {
      invalidateProducts(queryClient, storeId);
      setDialog(null);
      toast.success(`${countOf(reply.deleted, 'product', 'products')} deleted`);
      onDone();
    },
  });

  const applyCategory = useMutation({
    mutationFn: (change: BulkChange) =>
      catalogApi.bulkUpdate({ storeId, ids, change, dryRun: false }),
    onSuccess: (reply, change) => {
      invalidateProducts(queryClient, storeId);
      setDialog(null);
      const category = categories.find((c) => 'categoryId' in change && c.id === change.categoryId);
      toast.success(
        change.kind === 'addCategory'
          ? `${countOf(reply.changed, 'product', 'products')} added to ${category?.name ?? 'the category'}`
          : `${countOf(reply.changed, 'product', 'products')} removed from ${category?.name ?? 'the category'}`,
      );
      onDone();
    },
  });

  const busy = status.isPending;
  const names = selected.slice(0, 5).map((p) => p.name);
  /** Why a dialog's change failed, per product. */
  const failureOf = (mutation: { isError: boolean; error: unknown }) =>
    mutation.isError ? describeBulkFailure(readApiError(mutation.error), selected).join(' ') : null;
  const openCategoryDialog = (which: 'addCategory' | 'removeCategory') => {
    applyCategory.reset();
    setDialog(which);
  };
  const actions: {
    label: string;
    testId: string;
    onClick: () => void;
    needsCategories?: boolean;
    danger?: boolean;
  }[] = [
    { label: 'Publish', testId: 'bulk-publish', onClick: () => status.mutate('active') },
    { label: 'Unpublish', testId: 'bulk-unpublish', onClick: () => status.mutate('draft') },
    {
      label: 'Add to category',
      testId: 'bulk-add-category',
      onClick: () => openCategoryDialog('addCategory'),
      needsCategories: true,
    },
    {
      label: 'Remove from category',
      testId: 'bulk-remove-category',
      onClick: () => openCategoryDialog('removeCategory'),
      needsCategories: true,
    },
    { label: 'Change prices', testId: 'bulk-price', onClick: () => setDialog('price') },
    {
      label: 'Delete',
      testId: 'bulk-delete',
      onClick: () => {
        remove.reset();
        setDialog('delete');
      },
      danger: true,
    },
  ];

  return (
    <>
      {actions.map((action) => (
        <button
          key={action.testId}
          type="button"
          className={`button ${action.danger ? 'button-danger-outline' : 'button-secondary'} button-small`}
          disabled={busy || (action.needsCategories === true && categories.length === 0)}
          onClick={action.onClick}
          data-testid={action.testId}
        >
          {action.label}
        </button>
      ))}

      {dialog === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${count}?`}
          confirmLabel={`Delete ${count}`}
          pendingLabel="Deleting…"
          pending={remove.isPending}
          error={failureOf(remove)}
          onConfirm={() => remove.mutate()}
          onCancel={() => setDialog(null)}
        >
          <p>
            Their variants go with them and shoppers can no longer find them. This cannot be undone.
          </p>
          <ul className="catalog-name-list">
            {names.map((name, i) => (
              <li key={`${i}-${name}`}>{name}</li>
            ))}
            {selected.length > names.length ? (
              <li className="muted">and {selected.length - names.length} more</li>
            ) : null}
          </ul>
        </ConfirmDialog>
      ) : null}

      {dialog === 'addCategory' || dialog === 'removeCategory' ? (
        <BulkCategoryDialog
          mode={dialog === 'addCategory' ? 'add' : 'remove'}
          count={selected.length}
          categories={categories}
          pending={applyCategory.isPending}
          error={failureOf(applyCategory)}
          onApply={(categoryId) =>
            applyCategory.mutate(
              dialog === 'addCategory'
                ? { kind: 'addCategory', categoryId }
                : { kind: 'removeCategory', categoryId },
            )
          }
          onCancel={() => setDialog(null)}
        />
      ) : null}

      {dialog === 'price' ? (
        <BulkPriceDialog
          storeId={storeId}
          products={selected}
          onApplied={(changed) => {
            invalidateProducts(queryClient, storeId);
            setDialog(null);
            toast.success(`Prices changed for ${countOf(changed, 'product', 'products')}`);
            onDone();
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
