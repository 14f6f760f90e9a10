/**
 * /dashboard/discounts/new and /dashboard/discounts/{discountId}: one editor for both; when
 * editing, the discount loads first (skeleton, error with Retry, or not found). The store
 * loads before either: its currency and time zone (Store details) shape the form's values.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { discountIdSchema } from '../../../shared';
import { EditorLoader } from '../../catalogue/EditorLoader';
import { useCurrentStore } from '../../state/use-current-store';
import { PagePending } from '../../kit';
import { discountQueries } from '../discounts-queries';
import { DiscountForm } from './DiscountForm';

const back = { to: '/dashboard/discounts', label: 'Discounts' };

export function DiscountEditorScreen() {
  const { discountId } = useParams();
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const validId = discountId !== undefined && discountIdSchema.safeParse(discountId).success;
  const discount = useQuery({
    ...discountQueries.detail(storeId, discountId ?? ''),
    enabled: validId && storeId !== '',
  });
  if (!store.data) {
    return <PagePending title="Discount" what="your store" query={store} testId="discount-store" />;
  }
  const { currency, timeZone } = store.data;

  if (discountId === undefined) {
    return <DiscountForm key="new" storeId={storeId} currency={currency} timeZone={timeZone} />;
  }
  return (
    <EditorLoader noun="discount" back={back} validId={validId} query={discount}>
      {(data) => (
        <DiscountForm
          key={data.id}
          storeId={storeId}
          currency={currency}
          timeZone={timeZone}
          discount={data}
        />
      )}
    </EditorLoader>
  );
}
