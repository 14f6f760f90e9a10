/**
 * /dashboard/addproduct and /dashboard/edit-product/{productId}: one editor for both. When
 * editing, the product loads first (a skeleton of the screen meanwhile; an error with Retry,
 * or "not found" for a product that is gone).
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { productIdSchema } from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import { useCurrentStore } from '../../state/use-current-store';
import { Card, EmptyState, QueryError, ResourcePage } from '../../kit';
import { productQueries } from '../catalogue-queries';
import { ProductForm } from './ProductForm';

function EditorSkeleton() {
  const block = (lines: number) => (
    <Card>
      <span className="skeleton skeleton-title" />
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton skeleton-field" />
      ))}
    </Card>
  );
  return (
    <div aria-busy="true" data-testid="product-loading">
      <p className="visually-hidden" role="status">
        Loading the product…
      </p>
      <div aria-hidden="true">
        <ResourcePage
          title="Loading product…"
          backTo="/dashboard/products"
          backLabel="Products"
          main={
            <>
              {block(3)}
              {block(2)}
              {block(2)}
            </>
          }
          aside={block(1)}
        />
      </div>
    </div>
  );
}

export function ProductEditorScreen() {
  const { productId } = useParams();
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const storeDomain = store.data?.storeDomain;
  const validId = productId !== undefined && productIdSchema.safeParse(productId).success;
  const product = useQuery({
    ...productQueries.detail(productId ?? ''),
    enabled: validId,
  });

  if (productId === undefined) {
    return <ProductForm key="new" storeId={storeId} storeDomain={storeDomain} />;
  }
  const status = product.isError ? readApiError(product.error).status : undefined;
  if (!validId || status === 404 || status === 400) {
    return (
      <ResourcePage
        title="Product not found"
        backTo="/dashboard/products"
        backLabel="Products"
        main={
          <EmptyState
            title="This product does not exist"
            link={{ to: '/dashboard/products', label: 'Go to products' }}
            data-testid="product-not-found"
          >
            It may have been deleted, or the link is wrong.
          </EmptyState>
        }
      />
    );
  }
  if (product.isError) {
    return (
      <ResourcePage
        title="Edit product"
        backTo="/dashboard/products"
        backLabel="Products"
        main={
          <QueryError
            what="this product"
            error={product.error}
            onRetry={() => void product.refetch()}
            retrying={product.isFetching}
            data-testid="product-error"
          />
        }
      />
    );
  }
  if (product.isPending) return <EditorSkeleton />;
  return (
    <ProductForm
      key={product.data.id}
      storeId={storeId}
      storeDomain={storeDomain}
      product={product.data}
    />
  );
}
