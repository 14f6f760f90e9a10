/**
 * The DNS side of a custom domain: which records the merchant creates, and what a real
 * resolver (node's `dns.promises.Resolver`, servers from DNS_SERVERS) finds under them.
 * Owns: the apex rule, the expected records, one check and its reason in plain words.
 * Not: state changes (domains.ts), scheduling (recheck-job.ts).
 */
import { Resolver } from 'node:dns/promises';
import { domainVerifyRecordName, type DomainRecord } from '../../shared';
import type { DomainsConfig } from '../config';

/**
 * Second-level labels under which country registries sell names (example.co.uk, shop.com.au):
 * there, three labels are the registrable domain.
 */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'ne', 'or', 'go']);

/**
 * Whether `domain` is an apex (the registrable name itself, which cannot hold a CNAME): two
 * labels (example.com), or three whose middle one is a registry's second level under a
 * two-letter country code (example.co.uk). Everything deeper is a subdomain (a CNAME).
 * A documented simple rule, not the public suffix list.
 */
export function isApexDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length === 2) return true;
  return labels.length === 3 && (labels[2]?.length ?? 0) === 2 && SECOND_LEVEL.has(labels[1] ?? '');
}

/** The records to create for `domain`, not yet checked. */
export function expectedRecords(
  domain: string,
  token: string,
  config: Pick<DomainsConfig, 'cnameTarget' | 'aRecords'>,
): DomainRecord[] {
  const txt: DomainRecord = {
    type: 'TXT',
    name: domainVerifyRecordName(domain),
    value: token,
    state: 'unchecked',
    found: [],
  };
  if (!isApexDomain(domain)) {
    return [
      txt,
      { type: 'CNAME', name: domain, value: config.cnameTarget, state: 'unchecked', found: [] },
    ];
  }
  return [
    txt,
    ...config.aRecords.map((address): DomainRecord => ({
      type: 'A',
      name: domain,
      value: address,
      state: 'unchecked',
      found: [],
    })),
  ];
}

/** The lookups a check makes (node's Resolver has them; tests pass a table). */
export interface DnsLookups {
  resolveTxt(name: string): Promise<string[][]>;
  resolveCname(name: string): Promise<string[]>;
  resolve4(name: string): Promise<string[]>;
}

export interface DnsCheck {
  ok: boolean;
  records: DomainRecord[];
  /** The first problem in plain words ('' when ok). */
  reason: string;
}

/** A resolver on the configured servers (system ones when none), bounded in time. */
export function createResolver(config: Pick<DomainsConfig, 'dnsServers' | 'dnsTimeoutMs'>) {
  const resolver = new Resolver({ timeout: config.dnsTimeoutMs, tries: 2 });
  if (config.dnsServers.length) resolver.setServers(config.dnsServers);
  return resolver;
}

type Lookup = { found: string[] } | { missing: true } | { failed: string };

const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

async function lookup(run: () => Promise<string[]>): Promise<Lookup> {
  try {
    const found = await run();
    return found.length ? { found } : { missing: true };
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    return NO_RECORD.has(code) ? { missing: true } : { failed: code };
  }
}

const host = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** Looks every expected record up now (in parallel) and says what is wrong first. */
export async function checkDomainDns(
  resolver: DnsLookups,
  domain: string,
  token: string,
  config: Pick<DomainsConfig, 'cnameTarget' | 'aRecords'>,
): Promise<DnsCheck> {
  const records = expectedRecords(domain, token, config);
  const apex = isApexDomain(domain);
  const txtName = domainVerifyRecordName(domain);
  const [txt, cname, a] = await Promise.all([
    lookup(async () => (await resolver.resolveTxt(txtName)).map((chunks) => chunks.join(''))),
    apex ? Promise.resolve<Lookup>({ missing: true }) : lookup(() => resolver.resolveCname(domain)),
    lookup(() => resolver.resolve4(domain)),
  ]);
  const reasons: string[] = [];
  const failedLookup = (l: Lookup, name: string, type: string) => {
    if ('failed' in l) {
      reasons.push(
        `The DNS lookup of the ${type} record ${name} failed (${l.failed}); we will try again`,
      );
      return true;
    }
    return false;
  };

  const [txtRecord, ...pointers] = records;
  if (txtRecord) {
    if (!failedLookup(txt, txtName, 'TXT')) {
      if ('missing' in txt) {
        txtRecord.state = 'missing';
        reasons.push(`Record missing: no TXT record ${txtName}`);
      } else if ('found' in txt) {
        txtRecord.found = txt.found;
        const match = txt.found.includes(token);
        txtRecord.state = match ? 'ok' : 'wrong';
        if (!match) {
          reasons.push(`Wrong value: the TXT record ${txtName} does not hold this store's token`);
        }
      }
    }
  }

  const addresses = 'found' in a ? a.found : [];
  const ours = addresses.length > 0 && addresses.every((ip) => config.aRecords.includes(ip));
  if (!apex) {
    const record = pointers[0];
    if (record && !failedLookup(cname, domain, 'CNAME')) {
      if ('found' in cname) {
        record.found = cname.found.map(host);
        const match = record.found.includes(config.cnameTarget);
        record.state = match ? 'ok' : 'wrong';
        if (!match) {
          reasons.push(
            `Points elsewhere: ${domain} is a CNAME of ${record.found.join(', ')}, not ${config.cnameTarget}`,
          );
        }
      } else if (ours) {
        // No alias, but the name holds the platform's own addresses (a provider's flattening).
        record.found = addresses.map((ip) => `A ${ip}`);
        record.state = 'ok';
      } else if (addresses.length) {
        record.found = addresses.map((ip) => `A ${ip}`);
        record.state = 'wrong';
        reasons.push(
          `Points elsewhere: ${domain} has A records ${addresses.join(', ')}; make it a CNAME of ${config.cnameTarget}`,
        );
      } else {
        record.state = 'missing';
        reasons.push(`Record missing: no CNAME record for ${domain} (to ${config.cnameTarget})`);
      }
    }
  } else if (!failedLookup(a, domain, 'A')) {
    for (const record of pointers) {
      record.found = addresses;
      record.state = addresses.includes(record.value)
        ? 'ok'
        : addresses.length
          ? 'wrong'
          : 'missing';
    }
    const foreign = addresses.filter((ip) => !config.aRecords.includes(ip));
    if (!addresses.length) {
      reasons.push(`Record missing: no A record for ${domain} (to ${config.aRecords.join(', ')})`);
    } else if (foreign.length) {
      reasons.push(
        `Points elsewhere: ${domain} has A records ${foreign.join(', ')}, not ${config.aRecords.join(', ')}`,
      );
    }
  }
  const ok = records.every((r) => r.state === 'ok') && (!apex || ours);
  return { ok, records, reason: ok ? '' : (reasons[0] ?? 'The records are not right yet') };
}
