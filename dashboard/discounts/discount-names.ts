/**
 * What the discounts area says of its references and states: the names of the store's
 * products, categories and zones a discount points at (read once, cached), and the status
 * badges' words.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DiscountStatus } from '../../shared';
import type { BadgeWord } from '../kit';
import { categoryQueries, productQueries } from '../catalogue/catalogue-queries';
import { shippingQueries } from '../shipping/shipping-queries';
import type { DiscountNames } from './discount-words';

export const discountStatusWords: Record<DiscountStatus, BadgeWord> = {
  active: { label: 'Active', tone: 'success' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  expired: { label: 'Expired', tone: 'neutral' },
};

/** The store's products (the first 100 by name: the API's largest page), categories and zones, by id. */
export function useDiscountNames(
  storeId: string,
  currency: string,
  timeZone: string,
): DiscountNames {
  const products = useQuery(productQueries.list({ storeId, page: 0, size: 100, sort: 'name_asc' }));
  const categories = useQuery(categoryQueries.list(storeId));
  const zones = useQuery(shippingQueries.zones(storeId));
  return useMemo(
    () => ({
      currency,
      timeZone,
      products: new Map((products.data?.content ?? []).map((p) => [p.id, p.name])),
      categories: new Map((categories.data ?? []).map((c) => [c.id, c.name])),
      zones: new Map((zones.data?.zones ?? []).map((z) => [z.id, z.name])),
    }),
    [currency, timeZone, products.data, categories.data, zones.data],
  );
}
