/**
 * Deleting a category, confirmed: "Delete Summer? Its 12 products stay in your catalogue
 * without this category." Used by the categories index and the category editor.
 */
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { AdminCategory } from '../../../shared';
import { ConfirmDialog } from '../../kit';
import { catalogApi } from '../catalog-api';
import { deleteCategoryConsequence } from './category-list';

export interface DeleteCategoryDialogProps {
  category: Pick<AdminCategory, 'id' | 'name' | 'productCount'>;
  onDeleted: () => void;
  onCancel: () => void;
}

export function DeleteCategoryDialog({ category, onDeleted, onCancel }: DeleteCategoryDialogProps) {
  const remove = useMutation({
    mutationFn: () => catalogApi.deleteCategory(category.id),
    onSuccess: () => {
      toast.success(`${category.name} deleted`);
      onDeleted();
    },
  });
  return (
    <ConfirmDialog
      title={`Delete ${category.name}?`}
      confirmLabel="Delete category"
      pendingLabel="Deleting…"
      mutation={remove}
      onConfirm={() => remove.mutate()}
      onCancel={onCancel}
    >
      <p data-testid="delete-category-consequence">
        {deleteCategoryConsequence(category.productCount)}
      </p>
    </ConfirmDialog>
  );
}
