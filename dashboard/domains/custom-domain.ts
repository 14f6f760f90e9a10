/**
 * Pure pieces of the custom-domain card: the connect form's schema (a domain is required
 * there; removing is its own action), and the words and tones of each state and record.
 */
import { z } from 'zod';
import {
  customDomainSchema,
  storeIdSchema,
  type DomainRecord,
  type DomainStatus,
} from '../../shared';
import type { BadgeWord } from '../kit';

export const connectDomainBodySchema = z.strictObject({
  storeId: storeIdSchema,
  domain: customDomainSchema,
});

export const statusBadge: Record<DomainStatus, BadgeWord> = {
  pending: { label: 'Pending', tone: 'warning' },
  verified: { label: 'Verified', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
  failed: { label: 'Failed', tone: 'critical' },
};

/** One sentence on what the state means for the merchant. */
export function statusSentence(status: DomainStatus, domain: string): string {
  switch (status) {
    case 'pending':
      return `Create the records below at the company that manages ${domain}. We check them automatically; DNS changes can take up to a few hours to show.`;
    case 'verified':
      return `The records are right: your store answers on ${domain}. Its HTTPS certificate is issued on the first visit.`;
    case 'active':
      return `Your store is served on ${domain} over HTTPS.`;
    case 'failed':
      return `We stopped checking ${domain} automatically. Fix the records below, then check again.`;
  }
}

export const recordBadge: Record<DomainRecord['state'], BadgeWord> = {
  ok: { label: 'Found', tone: 'success' },
  missing: { label: 'Not found', tone: 'critical' },
  wrong: { label: 'Wrong value', tone: 'critical' },
  unchecked: { label: 'Not checked yet', tone: 'neutral' },
};
