/**
 * The product editor's form (add and edit): react-hook-form validated by the shared
 * add/update-product schema, the cards of the resource screen, the save bar while dirty,
 * the leave guard, server errors on their fields (the rest in a banner), "Product saved",
 * and delete behind a confirmation. A new product opens as its edit screen once saved.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  addProductBodySchema,
  countOf,
  pluralWord,
  updateProductBodySchema,
  type AddProductBody,
  type AdminProduct,
  type UpdateProductBody,
} from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import {
  ConfirmDialog,
  applyServerErrors,
  schemaResolver,
  skipLeaveGuard,
  useSlugFromName,
} from '../../kit';
import { storefrontUrl } from '../../lib/storefront-url';
import { catalogApi } from '../catalog-api';
import { catalogKeys, invalidateProducts } from '../catalogue-queries';
import { EditorForm, type EditorFailure } from '../EditorForm';
import { editProductHref } from '../products/product-columns';
import { StatusBadge } from '../stock';
import { CategoriesCard } from './CategoriesCard';
import { CustomDataCard } from './CustomDataCard';
import { DetailsCard } from './DetailsCard';
import { InventoryCard } from './InventoryCard';
import { ShippingCard } from './ShippingCard';
import { MediaCard } from './MediaCard';
import { OrganizationCard } from './OrganizationCard';
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
import { RestockDemandCard } from './RestockDemandCard';
import { VariantsCard } from './VariantsCard';

export interface ProductFormProps {
  storeId: string;
  storeDomain: string | undefined;
  /** The stored product when editing; absent when adding. */
  product?: AdminProduct | undefined;
}

export function ProductForm({ storeId, storeDomain, product }: ProductFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<EditorFailure | null>(null);
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
        // A plan limit: the banner links to the Billing page.
        footer: info.status === 402 ? <Link to="/billing">Choose a plan</Link> : null,
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
      <EditorForm
        noun="product"
        onSubmit={handleSubmit(
          (values) => save.mutate(values),
          () =>
            setFailure({
              title: 'Some fields need your attention',
              lines: ['Fix the highlighted fields, then save again.'],
            }),
        )}
        title={product ? product.name : name.trim() || 'Add product'}
        backTo="/dashboard/products"
        backLabel="Products"
        badge={product ? <StatusBadge status={product.status} /> : null}
        storeLink={storeLink}
        viewLinkTestId="view-product-link"
        onDelete={
          product
            ? () => {
                remove.reset();
                setConfirmDelete(true);
              }
            : null
        }
        editing={Boolean(product)}
        dirty={formState.isDirty}
        saving={save.isPending}
        failure={failure}
        onDiscard={() => {
          reset();
          setFailure(null);
          slug.reset();
        }}
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
            <CustomDataCard />
            <SeoCard storeDomain={storeDomain} />
          </>
        }
        aside={
          <>
            <StatusCard />
            {product ? <RestockDemandCard storeId={storeId} productId={product.id} /> : null}
            <CategoriesCard storeId={storeId} />
            <OrganizationCard />
          </>
        }
      >
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
              {product.variations.length
                ? `${countOf(product.variations.length, 'variant', 'variants')} ${pluralWord(product.variations.length, 'goes', 'go')}`
                : 'stock goes'}{' '}
              with it and shoppers can no longer find it. This cannot be undone.
            </p>
          </ConfirmDialog>
        ) : null}
      </EditorForm>
    </FormProvider>
  );
}
