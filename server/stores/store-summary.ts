/**
 * A store row as the dashboard reads it (`StoreSummary`): its host names, address and social
 * links with every field present, and the reader's role.
 */
import { SOCIAL_NETWORKS, storeHostName, type StoreSummary } from '../../shared';
import type { stores } from '../db/schema';

export type StoreRow = typeof stores.$inferSelect;

/** `row` as the Store API answers it to a member with `role`, on `productHost`. */
export function toStoreSummary(
  row: StoreRow,
  role: 'owner' | 'staff',
  productHost: string,
): StoreSummary {
  return {
    storeId: row.id,
    name: row.name,
    subdomain: row.subdomain,
    storeDomain: storeHostName(row.subdomain, productHost),
    customDomain: row.customDomain,
    currency: row.currency,
    fbPixelId: row.fbPixelId,
    contactEmail: row.contactEmail,
    description: row.description,
    logoUrl: row.logoUrl,
    faviconUrl: row.faviconUrl,
    address: {
      line1: row.address.line1 ?? '',
      line2: row.address.line2 ?? '',
      city: row.address.city ?? '',
      region: row.address.region ?? '',
      postalCode: row.address.postalCode ?? '',
      country: row.address.country ?? '',
    },
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map(([key]) => [key, row.socialLinks[key] ?? '']),
    ) as StoreSummary['socialLinks'],
    timeZone: row.timeZone,
    role,
    createdAt: row.createdAt.toISOString(),
  };
}
