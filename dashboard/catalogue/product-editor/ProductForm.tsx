/**
 * The product editor's form (add and edit): react-hook-form validated by the shared
 * add/update-product schema, the cards of the resource screen, the save bar while dirty,
 * the leave guard, server errors on their fields (the rest in a banner), "Product saved",
 * and delete behind a confirmation. A new product opens as its edit screen once saved.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  addProductBodySchema,
  updateProductBodySchema,
  type AddProductBody,
  type AdminProduct,
  type UpdateProductBody,
} from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import {
  ActionMenu,
  Banner,
  ConfirmDialog,
  LeaveGuard,
  ResourcePage,
  SaveBar,
  applyServerErrors,
  schemaResolver,
  skipLeaveGuard,
  useSlugFromName,
} from '../../kit';
import { storefrontUrl } from '../../lib/storefront-url';
import { catalogApi } from '../catalog-api';
import { catalogKeys, invalidateProducts } from '../catalogue-queries';
import { editProductHref } from '../products/product-columns';
import { StatusBadge } from '../stock';
import { CategoriesCard } from './CategoriesCard';
import { DetailsCard } from './DetailsCard';
import { InventoryCard } from './InventoryCard';
import { ShippingCard } from './ShippingCard';
import { MediaCard } from './MediaCard';
import { PricingCard } from './PricingCard';
import {
  emptyProductForm,
  productFieldPath,
  toProductBody,
  toProductFormValues,
  type ProductBodyContext,
  type ProductFormValues,
} from './product-form';
import { SeoCard } from './SeoCard';
import { StatusCard } from './StatusCard';
import { VariantsCard } from './VariantsCard';

export interface ProductFormProps {
  storeId: string;
  storeDomain: string | undefined;
  /** The stored product when editing; absent when adding. */
  product?: AdminProduct | undefined;
}

export function ProductForm({ storeId, storeDomain, product }: ProductFormProps) {
  const formId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<{
    title: string;
    lines: string[];
    /** A plan limit (402): the banner links to the Billing page. */
    planLimit?: boolean;
  } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The body's context, read by the resolver at validation time (the slug state lives in
  // useSlugFromName, which needs the form first).
  const context = useRef<ProductBodyContext>({
    storeId,
    productId: product?.id,
    slugFollowsName: !product,
  });
  const resolver = useMemo(
    () =>
      schemaResolver<ProductFormValues>(
        product ? updateProductBodySchema : addProductBodySchema,
        (values) => toProductBody(values, context.current),
        productFieldPath,
      ),
    [product],
  );
  const form = useForm<ProductFormValues>({
    defaultValues: product ? toProductFormValues(product) : emptyProductForm(),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, reset, setError, formState, watch } = form;
  const slug = useSlugFromName(form, { name: 'name', slug: 'slug' }, !product);
  useEffect(() => {
    context.current = { storeId, productId: product?.id, slugFollowsName: slug.follows };
  });

  const save = useMutation({
    mutationFn: (values: ProductFormValues) => {
      const body = toProductBody(values, context.current);
      return product
        ? catalogApi.updateProduct(body as UpdateProductBody)
        : catalogApi.addProduct(body as AddProductBody);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(catalogKeys.product(saved.id), saved);
      invalidateProducts(queryClient, storeId);
      setFailure(null);
      toast.success('Product saved');
      if (product) {
        reset(toProductFormValues(saved));
      } else {
        void navigate(editProductHref(saved.id), { replace: true, state: skipLeaveGuard });
      }
    },
    onError: (error, values) => {
      const info = readApiError(error);
      const unshown = applyServerErrors(info, setError, productFieldPath(values));
      setFailure({
        title: 'The product was not saved',
        lines: unshown.length
          ? unshown
          : [`${info.message}. Fix the highlighted fields and save again.`],
        planLimit: info.status === 402,
      });
    },
  });

  const remove = useMutation({
    mutationFn: () => catalogApi.deleteProduct(storeId, product?.id ?? ''),
    onSuccess: () => {
      invalidateProducts(queryClient, storeId);
      queryClient.removeQueries({ queryKey: catalogKeys.product(product?.id ?? '') });
      toast.success('Product deleted');
      void navigate('/dashboard/products', { state: skipLeaveGuard });
    },
  });

  const name = watch('name');
  const storeLink =
    product && product.status === 'active' && storeDomain
      ? storefrontUrl(storeDomain, window.location, `/product/${product.slug}`)
      : null;

  return (
    <FormProvider {...form}>
      <form
        id={formId}
        noValidate
        className="product-form"
        data-testid="product-form"
        onSubmit={handleSubmit(
          (values) => save.mutate(values),
          () =>
            setFailure({
              title: 'Some fields need your attention',
              lines: ['Fix the highlighted fields, then save again.'],
            }),
        )}
      >
        <ResourcePage
          title={product ? product.name : name.trim() || 'Add product'}
          backTo="/dashboard/products"
          backLabel="Products"
          badge={product ? <StatusBadge status={product.status} /> : null}
          actions={
            <>
              {storeLink ? (
                <a
                  className="button button-secondary"
                  href={storeLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="view-product-link"
                >
                  View on store<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
              {product ? (
                <ActionMenu
                  actions={[
                    {
                      label: 'Delete product',
                      tone: 'danger',
                      onSelect: () => {
                        remove.reset();
                        setConfirmDelete(true);
                      },
                      'data-testid': 'delete-product',
                    },
                  ]}
                />
              ) : null}
              <button
                type="submit"
                className="button button-primary"
                disabled={save.isPending || (Boolean(product) && !formState.isDirty)}
                data-testid="product-save"
              >
                {save.isPending ? 'Saving…' : 'Save'}
              </button>
            </>
          }
          banner={
            failure ? (
              <Banner tone="critical" title={failure.title} data-testid="product-save-error">
                <ul>
                  {failure.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {failure.planLimit ? <Link to="/billing">Choose a plan</Link> : null}
              </Banner>
            ) : null
          }
          main={
            <>
              <DetailsCard
                nameField={slug.nameField}
                slugField={slug.slugField}
                slugFollowsName={slug.follows}
                storeDomain={storeDomain}
              />
              <MediaCard />
              <PricingCard />
              <InventoryCard />
              <ShippingCard />
              <VariantsCard />
              <SeoCard storeDomain={storeDomain} />
            </>
          }
          aside={
            <>
              <StatusCard />
              <CategoriesCard storeId={storeId} />
            </>
          }
          data-testid="product-editor"
        />
        <SaveBar
          formId={formId}
          dirty={formState.isDirty}
          saving={save.isPending}
          onDiscard={() => {
            reset();
            setFailure(null);
            slug.reset();
          }}
        />
      </form>
      <LeaveGuard when={formState.isDirty && !save.isPending} />
      {confirmDelete && product ? (
        <ConfirmDialog
          title={`Delete ${product.name}?`}
          confirmLabel="Delete product"
          pendingLabel="Deleting…"
          mutation={remove}
          onConfirm={() => remove.mutate()}
          onCancel={() => setConfirmDelete(false)}
        >
          <p>
            Its{' '}
            {product.variations.length ? `${product.variations.length} variants go` : 'stock goes'}{' '}
            with it and shoppers can no longer find it. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </FormProvider>
  );
}
