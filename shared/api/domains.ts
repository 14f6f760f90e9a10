/**
 * The custom-domain API contract (spec 7): connect, replace or remove a store's own domain
 * (`PUT /api/dashboard/store/update-domain`), read its verification state
 * (`GET /api/dashboard/store/domain-status?storeId`) and check its DNS now
 * (`POST /api/dashboard/domain/check-status`). A domain moves pending -> verified (its DNS
 * records are right; the store answers on it) -> active (served over HTTPS), or failed with a
 * reason in plain words. The server also refuses the product's own host and its subdomains.
 */
import { z } from 'zod';
import { storeIdSchema } from './store';

/** The longest host name DNS allows, and the longest label. */
export const DOMAIN_MAX_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The TXT record that proves a domain is the store's: `_storebuilder-verify.<domain>`. */
export const DOMAIN_VERIFY_PREFIX = '_storebuilder-verify';
export const domainVerifyRecordName = (domain: string) => `${DOMAIN_VERIFY_PREFIX}.${domain}`;

/**
 * Why a host name is not one a store can connect, or '' when it is: lowercase letters, digits
 * and inner hyphens in labels of at most 63, at least two labels, a top-level label that is
 * not all digits (no IP addresses), 253 characters at most. Pure: the caller lower-cases.
 */
export function domainNameProblem(domain: string): string {
  if (domain.length === 0) return 'Enter a domain such as shop.example.com';
  if (domain.length > DOMAIN_MAX_LENGTH) return 'A domain is at most 253 characters';
  if (/^[a-z]+:\/\//.test(domain) || domain.includes('/')) {
    return 'Enter the domain only, without http:// or a path (shop.example.com)';
  }
  const labels = domain.split('.');
  if (labels.length < 2) return 'A domain has at least one dot (shop.example.com)';
  for (const label of labels) {
    if (label.length === 0) return 'A domain has no empty parts (two dots in a row, or an end dot)';
    if (label.length > 63) return 'Each part of a domain is at most 63 characters';
    if (!LABEL.test(label)) {
      return 'Use letters, digits and inner hyphens only (shop.example.com)';
    }
  }
  if (/^\d+$/.test(labels[labels.length - 1] ?? ''))
    return 'Enter a domain name, not an IP address';
  return '';
}

/** A custom domain as typed: trimmed, lower-cased, a final dot dropped, then checked. */
export const customDomainSchema = z
  .string({ error: 'domain must be text' })
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/\.$/, ''))
  .superRefine((domain, ctx) => {
    const problem = domainNameProblem(domain);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ examples: ['shop.example.com', 'www.my-store.example', 'example.org'] });

/** PUT update-domain: connect or replace the store's domain; null (or '') removes it. */
export const updateDomainBodySchema = z.strictObject({
  storeId: storeIdSchema,
  domain: z.union([z.literal('').transform(() => null), z.null(), customDomainSchema], {
    error: 'Enter a domain such as shop.example.com, or null to remove it',
  }),
});
export type UpdateDomainBody = z.input<typeof updateDomainBodySchema>;

/** POST check-status: check the store's domain's DNS now. */
export const checkDomainStatusBodySchema = z.strictObject({ storeId: storeIdSchema });
export type CheckDomainStatusBody = z.infer<typeof checkDomainStatusBodySchema>;

export const domainStatuses = ['pending', 'verified', 'active', 'failed'] as const;
export type DomainStatus = (typeof domainStatuses)[number];

/** A DNS record the merchant creates at their DNS provider, with what the last check found. */
export const domainRecordSchema = z.object({
  type: z.enum(['TXT', 'CNAME', 'A']),
  /** The full record name, e.g. `_storebuilder-verify.shop.example.com`. */
  name: z.string(),
  /** The value it must hold (for A: one address; one record per address). */
  value: z.string(),
  /** `ok`, `missing` (no such record), `wrong` (it holds something else), `unchecked`. */
  state: z.enum(['ok', 'missing', 'wrong', 'unchecked']),
  /** What the last check found under that name (empty when missing or unchecked). */
  found: z.array(z.string()),
});
export type DomainRecord = z.infer<typeof domainRecordSchema>;

/** GET domain-status?storeId, and the answer of update-domain and check-status. */
export const domainStatusReplySchema = z.object({
  storeId: z.string(),
  /** The store's own subdomain host, e.g. `demo.localhost` (always served). */
  storeDomain: z.string(),
  /** The custom domain, or null when none is connected. */
  domain: z.string().nullable(),
  /** Null when no domain is connected. */
  status: z.enum(domainStatuses).nullable(),
  /** Why the last check failed, in plain words ('' when it did not). */
  failureReason: z.string(),
  /** Whether the domain is an apex (example.com: A records) or a subdomain (a CNAME). */
  apex: z.boolean(),
  /** The records to create, each with its live state from the last check. */
  records: z.array(domainRecordSchema),
  lastCheckedAt: z.string().nullable(),
  /** When the background job checks again (null once verified, failed, or none). */
  nextCheckAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  activeAt: z.string().nullable(),
});
export type DomainStatusReply = z.infer<typeof domainStatusReplySchema>;

/** GET tls-ask?domain (Caddy's on_demand_tls ask): the host name Caddy wants a certificate for. */
export const tlsAskQuerySchema = z.strictObject({
  domain: z.string({ error: 'domain is required' }).trim().min(1).max(DOMAIN_MAX_LENGTH),
});
export const tlsAskReplySchema = z.object({ ok: z.literal(true) });
