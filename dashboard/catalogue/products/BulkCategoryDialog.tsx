/**
 * Adds the selected products to a category, or removes them from one: choose the category,
 * then Apply. Validated with the bulk change's shared schema.
 */
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { bulkChangeSchema, countOf, type AdminCategory } from '../../../shared';
import { FormDialog, schemaResolver } from '../../kit';

interface CategoryForm {
  categoryId: string;
}

export interface BulkCategoryDialogProps {
  mode: 'add' | 'remove';
  count: number;
  categories: AdminCategory[];
  pending: boolean;
  error: string | null;
  onApply: (categoryId: string) => void;
  onCancel: () => void;
}

export function BulkCategoryDialog({
  mode,
  count,
  categories,
  pending,
  error,
  onApply,
  onCancel,
}: BulkCategoryDialogProps) {
  const selectId = useId();
  const base = schemaResolver<CategoryForm>(bulkChangeSchema, (v) => ({
    kind: mode === 'add' ? 'addCategory' : 'removeCategory',
    categoryId: v.categoryId,
  }));
  const resolver: Resolver<CategoryForm> = (values, context, options) =>
    values.categoryId
      ? base(values, context, options)
      : { values: {}, errors: { categoryId: { type: 'required', message: 'Choose a category' } } };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CategoryForm>({ defaultValues: { categoryId: '' }, resolver });
  const products = countOf(count, 'product', 'products');

  return (
    <FormDialog
      title={
        mode === 'add' ? `Add ${products} to a category` : `Remove ${products} from a category`
      }
      pending={pending}
      onCancel={onCancel}
      data-testid="bulk-category-dialog"
      submitLabel={mode === 'add' ? 'Add to category' : 'Remove from category'}
      pendingLabel="Applying…"
      submitTestId="bulk-category-apply"
      onSubmit={handleSubmit((v) => onApply(v.categoryId))}
      rootError={error ?? undefined}
    >
      <div className="field">
        <label htmlFor={selectId}>Category</label>
        <select
          id={selectId}
          {...register('categoryId')}
          aria-invalid={Boolean(errors.categoryId)}
          aria-describedby={errors.categoryId ? `${selectId}-error` : undefined}
          data-testid="bulk-category-select"
        >
          <option value="">Choose a category…</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.categoryId ? (
          <p id={`${selectId}-error`} className="field-error">
            {errors.categoryId.message}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
