/**
 * What the entered codes give: each looked up (`endpointRefs.discounts.checkCode`), in one
 * query for the list, so the cart and the checkout price with them. A code no discount has
 * comes back without one (the pricing function then says it is not valid).
 */
import { callEndpoint, endpointRefs, fetchTransport, type CheckoutDiscountDto } from '../../shared';
import { useQuery } from '../data/use-query';

async function fetchCodeDiscounts(
  storeId: string,
  codes: string[],
): Promise<CheckoutDiscountDto[]> {
  const answers = await Promise.all(
    codes.map((code) =>
      callEndpoint(fetchTransport, endpointRefs.discounts.checkCode, { query: { storeId, code } }),
    ),
  );
  return answers.flatMap((a) => (a.discount ? [a.discount] : []));
}

/** The discounts the codes name (`[]` while loading or without codes), and whether loading. */
export function useCodeDiscounts(
  storeId: string,
  codes: string[],
  enabled = true,
): {
  discounts: CheckoutDiscountDto[];
  loading: boolean;
  failed: boolean;
  refetch: () => Promise<void>;
} {
  const query = useQuery({
    queryKey: ['discount-codes', storeId, codes],
    queryFn: () => fetchCodeDiscounts(storeId, codes),
    enabled: enabled && codes.length > 0,
    staleTime: 30_000,
  });
  return {
    discounts: codes.length ? (query.data ?? []) : [],
    loading: codes.length > 0 && query.isPending,
    failed: query.isError,
    refetch: query.refetch,
  };
}
