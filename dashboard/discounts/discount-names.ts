/**
 * What the discounts area says of its references and states: the names of the products,
 * categories and zones a discount points at, and the status badges' words.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DiscountStatus } from '../../shared';
import type { BadgeWord } from '../kit';
import { categoryQueries } from '../catalogue/catalogue-queries';
import { shippingQueries } from '../shipping/shipping-queries';
import type { DiscountNames } from './discount-words';

export const discountStatusWords: Record<DiscountStatus, BadgeWord> = {
  active: { label: 'Active', tone: 'success' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  expired: { label: 'Expired', tone: 'neutral' },
};

/**
 * The names a discount sentence says: the products given (those the discounts point at, from
 * their answer: a catalogue of thousands is never read whole), and the store's categories and
 * zones, by id.
 */
export function useDiscountNames(
  storeId: string,
  currency: string,
  timeZone: string,
  products: ReadonlyMap<string, string>,
): DiscountNames {
  const categories = useQuery(categoryQueries.list(storeId));
  const zones = useQuery(shippingQueries.zones(storeId));
  return useMemo(
    () => ({
      currency,
      timeZone,
      products,
      categories: new Map((categories.data ?? []).map((c) => [c.id, c.name])),
      zones: new Map((zones.data?.zones ?? []).map((z) => [z.id, z.name])),
    }),
    [currency, timeZone, products, categories.data, zones.data],
  );
}
