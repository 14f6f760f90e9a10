/**
 * /dashboard/addproduct and /dashboard/edit-product/{productId}: one editor for both. When
 * editing, the product loads first (a skeleton of the screen meanwhile; an error with Retry,
 * or "not found" for a product that is gone).
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { productIdSchema } from '../../../shared';
import { useCurrentStore } from '../../state/use-current-store';
import { SkeletonCard } from '../../kit';
import { productQueries } from '../catalogue-queries';
import { EditorLoader } from '../EditorLoader';
import { ProductForm } from './ProductForm';

const back = { to: '/dashboard/products', label: 'Products' };

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
  return (
    <EditorLoader
      noun="product"
      back={back}
      validId={validId}
      query={product}
      skeleton={{
        main: (
          <>
            <SkeletonCard fields={3} />
            <SkeletonCard fields={2} />
            <SkeletonCard fields={2} />
          </>
        ),
        aside: <SkeletonCard fields={1} />,
      }}
    >
      {(data) => (
        <ProductForm key={data.id} storeId={storeId} storeDomain={storeDomain} product={data} />
      )}
    </EditorLoader>
  );
}
