/**
 * /dashboard/discounts/new and /dashboard/discounts/{discountId}: one editor for both; when
 * editing, the discount loads first (skeleton, error with Retry, or not found). The store's
 * currency and time zone come with the list's answer.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { discountIdSchema } from '../../../shared';
import { EditorLoader } from '../../catalogue/EditorLoader';
import { useCurrentStore } from '../../state/use-current-store';
import { discountQueries } from '../discounts-queries';
import { DiscountForm } from './DiscountForm';

const back = { to: '/dashboard/discounts', label: 'Discounts' };

export function DiscountEditorScreen() {
  const { discountId } = useParams();
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const validId = discountId !== undefined && discountIdSchema.safeParse(discountId).success;
  const list = useQuery(discountQueries.list({ storeId }));
  const discount = useQuery({
    ...discountQueries.detail(storeId, discountId ?? ''),
    enabled: validId && storeId !== '',
  });
  const currency = list.data?.currency ?? store.data?.currency ?? 'USD';
  const timeZone = list.data?.timeZone ?? 'UTC';

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
