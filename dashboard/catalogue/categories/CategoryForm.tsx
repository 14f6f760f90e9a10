/**
 * The category editor's form (add and edit): name, slug following the name until edited,
 * image URL with preview, description, how its products join (chosen by hand, or automatic
 * by a rule: tag, product type or vendor is a value); validated by the shared schema;
 * save bar, leave guard, server errors on their fields, "Category saved", delete with the
 * warning naming how many products it holds.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  addCategoryBodySchema,
  categoryRuleFieldLabels,
  categoryRuleFields,
  updateCategoryBodySchema,
  type AdminCategory,
} from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import {
  applyServerErrors,
  Card,
  FormField,
  ImageUrlController,
  schemaResolver,
  Segmented,
  skipLeaveGuard,
  TextField,
  useSlugFromName,
} from '../../kit';
import { storefrontUrl } from '../../lib/storefront-url';
import { catalogApi, type CategoryInput } from '../catalog-api';
import { catalogKeys, invalidateCategories } from '../catalogue-queries';
import { EditorForm } from '../EditorForm';
import {
  categoryFieldPath,
  toCategoryBody,
  toCategoryFormValues,
  type CategoryFormValues,
} from './category-form';
import { categoryProductsHref, editCategoryHref } from './CategoriesScreen';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import { NameSlugFields } from '../NameSlugFields';
import { RichTextField } from '../RichTextField';

export interface CategoryFormProps {
  storeId: string;
  storeDomain: string | undefined;
  category?: AdminCategory | undefined;
}

export function CategoryForm({ storeId, storeDomain, category }: CategoryFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const context = useRef({ storeId, categoryId: category?.id, slugFollowsName: !category });
  const resolver = useMemo(
    () =>
      schemaResolver<CategoryFormValues>(
        category ? updateCategoryBodySchema : addCategoryBodySchema,
        (values) => toCategoryBody(values, context.current),
        () => categoryFieldPath,
      ),
    [category],
  );
  const form = useForm<CategoryFormValues>({
    defaultValues: toCategoryFormValues(category),
    resolver,
  });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = form;
  const slug = useSlugFromName(form, { name: 'name', slug: 'slug' }, !category);
  useEffect(() => {
    context.current = { storeId, categoryId: category?.id, slugFollowsName: slug.follows };
  });

  const save = useMutation({
    mutationFn: (values: CategoryFormValues) => {
      const { storeId: _store, categoryId, ...input } = toCategoryBody(values, context.current);
      return categoryId
        ? catalogApi.updateCategory(storeId, categoryId, input as CategoryInput)
        : catalogApi.addCategory(storeId, input as CategoryInput);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(catalogKeys.category(saved.id), saved);
      invalidateCategories(queryClient, storeId);
      setFailure(null);
      toast.success('Category saved');
      if (category) reset(toCategoryFormValues(saved));
      else void navigate(editCategoryHref(saved.id), { replace: true, state: skipLeaveGuard });
    },
    onError: (error) => {
      const info = readApiError(error);
      const unshown = applyServerErrors(info, setError, categoryFieldPath);
      setFailure(unshown.length ? unshown : [`${info.message}. Fix the highlighted fields.`]);
    },
  });

  const name = watch('name');
  const slugValue = watch('slug');
  const storeLink =
    category && storeDomain
      ? storefrontUrl(storeDomain, window.location, `/collection/${category.slug}`)
      : null;

  return (
    <EditorForm
      noun="category"
      onSubmit={handleSubmit((values) => save.mutate(values))}
      title={category ? category.name : name.trim() || 'Add category'}
      backTo="/dashboard/categories"
      backLabel="Categories"
      storeLink={storeLink}
      onDelete={category ? () => setConfirmDelete(true) : null}
      editing={Boolean(category)}
      dirty={isDirty}
      saving={save.isPending}
      failure={failure ? { title: 'The category was not saved', lines: failure } : null}
      onDiscard={() => {
        reset();
        setFailure(null);
        slug.reset();
      }}
      main={
        <>
          <Card title="Category details">
            <NameSlugFields
              nameField={slug.nameField}
              slugField={slug.slugField}
              slugFollowsName={slug.follows}
              nameMaxLength={120}
              nameError={errors.name?.message}
              slugError={errors.slug?.message}
              address={
                <>
                  Its page is{' '}
                  <code>
                    {storeDomain ?? 'your-store'}/collection/{slugValue || '…'}
                  </code>
                  .
                </>
              }
            />
            <RichTextField
              control={control}
              name="description"
              label="Description"
              hint="Shown under the heading of the category's page, formatted as here."
            />
          </Card>
          <Card title="Image">
            <ImageUrlController
              control={control}
              name="image"
              label="Image URL"
              purpose="Category image"
              data-testid="category-image"
            />
          </Card>
        </>
      }
      aside={
        <Card title="Products">
          <CategoryRuleFields form={form} />
          {category ? (
            <>
              <p data-testid="category-product-count">
                {category.productCount === 1
                  ? '1 product is in this category.'
                  : `${category.productCount} products are in this category.`}
              </p>
              <Link to={categoryProductsHref(category.id)}>View its products</Link>
            </>
          ) : watch('automatic') ? null : (
            <p className="muted">
              Once saved, add products to it in the product editor or with the products list&apos;s
              bulk actions.
            </p>
          )}
        </Card>
      }
    >
      {confirmDelete && category ? (
        <DeleteCategoryDialog
          category={category}
          onCancel={() => setConfirmDelete(false)}
          onDeleted={() => {
            invalidateCategories(queryClient, storeId);
            queryClient.removeQueries({ queryKey: catalogKeys.category(category.id) });
            void navigate('/dashboard/categories', { state: skipLeaveGuard });
          }}
        />
      ) : null}
    </EditorForm>
  );
}

/** How products join the category: by hand, or automatically by a rule on one field. */
function CategoryRuleFields({ form }: { form: UseFormReturn<CategoryFormValues> }) {
  const { register, watch, setValue, formState } = form;
  const automatic = watch('automatic');
  const field = watch('ruleField');
  const value = watch('ruleValue').trim();
  return (
    <div className="category-rule" data-testid="category-rule">
      <Segmented
        label="How products join"
        options={[
          ['hand', 'Chosen by hand'],
          ['rule', 'Automatically'],
        ]}
        value={automatic ? 'rule' : 'hand'}
        onChange={(choice) => setValue('automatic', choice === 'rule', { shouldDirty: true })}
      />
      {automatic ? (
        <>
          <div className="field-row">
            <FormField
              name="ruleField"
              label="Products whose"
              error={formState.errors.ruleField?.message}
            >
              {(control) => (
                <select {...control} {...register('ruleField')} data-testid="category-rule-field">
                  {categoryRuleFields.map((f) => (
                    <option key={f} value={f}>
                      {categoryRuleFieldLabels[f]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <TextField
              label="is"
              maxLength={120}
              autoComplete="off"
              error={formState.errors.ruleValue?.message}
              data-testid="category-rule-value"
              {...register('ruleValue')}
            />
          </div>
          <p className="field-hint">
            {value
              ? `Every product whose ${categoryRuleFieldLabels[field].toLowerCase()} is “${value}” (any capitals) is in it, now and when products change; no other.`
              : 'Every product that matches is in it, now and when products change; no other.'}
          </p>
        </>
      ) : null}
    </div>
  );
}
