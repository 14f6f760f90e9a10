/**
 * The live pricing read of a cart's products (prices, stock, shipping, automatic discounts,
 * taxes, the checkout's settings): one query, shared through the read cache by the cart drawer
 * and the checkout. A 4xx is the server's answer (not retried); no answer or a 5xx is, twice.
 */
import {
  ApiError,
  callEndpoint,
  endpointRefs,
  fetchTransport,
  type ProductPricingShippingDto,
} from '../../shared';
import { useQuery, type QueryResult } from '../data/use-query';

/** Whether a read's failure is the server's answer to this request (a 4xx): not retried. */
export function isFinalRefusal(error: Error): boolean {
  return error instanceof ApiError && error.status !== undefined && error.status < 500;
}

/** The pricing read of `productIds` (sorted, each once) of the store. */
export function usePricing(
  storeId: string,
  productIds: string[],
  options: { enabled: boolean; staleTime: number },
): QueryResult<ProductPricingShippingDto> {
  return useQuery({
    queryKey: ['checkout', storeId, 'pricing', productIds],
    queryFn: () =>
      callEndpoint(fetchTransport, endpointRefs.orders.productPricingShipping, {
        query: { storeId, productIds },
      }),
    enabled: options.enabled && productIds.length > 0,
    staleTime: options.staleTime,
    retry: (count, error) => !isFinalRefusal(error) && count < 2,
  });
}
