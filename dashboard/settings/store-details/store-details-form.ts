/**
 * Store details form values, pure: the store summary → form values (every field a string) →
 * the update-store-general-details body. API field paths are the form's own.
 */
import {
  SOCIAL_NETWORKS,
  type StoreSummary,
  type UpdateStoreGeneralDetailsBody,
} from '../../../shared';

export type StoreDetailsValues = Pick<
  StoreSummary,
  | 'name'
  | 'currency'
  | 'timeZone'
  | 'contactEmail'
  | 'logoUrl'
  | 'faviconUrl'
  | 'address'
  | 'socialLinks'
>;

export function toStoreDetailsValues(store: StoreSummary): StoreDetailsValues {
  return {
    name: store.name,
    currency: store.currency,
    timeZone: store.timeZone,
    contactEmail: store.contactEmail,
    logoUrl: store.logoUrl,
    faviconUrl: store.faviconUrl,
    address: { ...store.address },
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map(([key]) => [key, store.socialLinks[key] ?? '']),
    ) as StoreSummary['socialLinks'],
  };
}

export function toStoreDetailsBody(
  values: StoreDetailsValues,
  storeId: string,
): UpdateStoreGeneralDetailsBody {
  return { storeId, ...values } as UpdateStoreGeneralDetailsBody;
}
