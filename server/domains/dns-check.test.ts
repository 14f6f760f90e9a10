import { describe, expect, it } from 'vitest';
import { customDomainSchema, domainNameProblem } from '../../shared';
import { loadConfig } from '../config';
import { checkDomainDns, expectedRecords, isApexDomain } from './dns-check';
import { allowList, isAllowed } from './tls-ask';
import { nextCheckDelayMs } from './domains';

const config = { cnameTarget: 'stores.example.net', aRecords: ['203.0.113.10'] };

/** A resolver answering from a table; a missing name is ENOTFOUND, an Error value is thrown. */
function fakeResolver(table: Record<string, string[] | string[][] | Error>) {
  const answer = async <T>(key: string): Promise<T> => {
    const value = table[key];
    if (value instanceof Error) throw value;
    if (!value) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return value as T;
  };
  return {
    resolveTxt: (name: string) => answer<string[][]>(`TXT ${name}`),
    resolveCname: (name: string) => answer<string[]>(`CNAME ${name}`),
    resolve4: (name: string) => answer<string[]>(`A ${name}`),
  };
}

describe('domain names', () => {
  it('accepts host names and normalises case and a final dot', () => {
    expect(customDomainSchema.parse(' Shop.Example.COM. ')).toBe('shop.example.com');
    expect(customDomainSchema.parse('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
    for (const bad of [
      'shop',
      'a..b',
      '-a.com',
      'a-.com',
      'a_b.com',
      '1.2.3.4',
      'http://a.com',
      'a.com/x',
      '',
    ]) {
      expect(domainNameProblem(bad), bad).not.toBe('');
    }
    expect(domainNameProblem(`${'a'.repeat(64)}.com`)).toMatch(/63/);
    expect(domainNameProblem(`${'a.'.repeat(130)}com`)).toMatch(/253/);
  });

  it('tells an apex by the documented rule', () => {
    for (const value of ['example.com', 'example.co.uk'])
      expect(isApexDomain(value), value).toBe(true);
    for (const value of ['shop.example.com', 'shop.example.co.uk', 'a.b.example'])
      expect(isApexDomain(value), value).toBe(false);
  });

  it('lists the records to create', () => {
    expect(
      expectedRecords('shop.example.com', 'tok', config).map((r) => [r.type, r.name, r.value]),
    ).toEqual([
      ['TXT', '_storebuilder-verify.shop.example.com', 'tok'],
      ['CNAME', 'shop.example.com', 'stores.example.net'],
    ]);
    expect(expectedRecords('example.com', 'tok', config).map((r) => [r.type, r.value])).toEqual([
      ['TXT', 'tok'],
      ['A', '203.0.113.10'],
    ]);
  });
});

describe('checkDomainDns', () => {
  it('passes with the token and the CNAME (TXT chunks joined, names compared case-blind)', async () => {
    const r = fakeResolver({
      'TXT _storebuilder-verify.shop.example.com': [['other'], ['to', 'k']],
      'CNAME shop.example.com': ['Stores.Example.NET.'],
    });
    const check = await checkDomainDns(r, 'shop.example.com', 'tok', config);
    expect(check).toMatchObject({ ok: true, reason: '' });
  });

  it('accepts a flattened CNAME holding the platform’s addresses', async () => {
    const r = fakeResolver({
      'TXT _storebuilder-verify.shop.example.com': [['tok']],
      'A shop.example.com': ['203.0.113.10'],
    });
    expect((await checkDomainDns(r, 'shop.example.com', 'tok', config)).ok).toBe(true);
  });

  it('names a failed lookup as such', async () => {
    const r = fakeResolver({
      'TXT _storebuilder-verify.shop.example.com': Object.assign(new Error('x'), {
        code: 'ETIMEOUT',
      }),
      'CNAME shop.example.com': ['stores.example.net'],
    });
    const check = await checkDomainDns(r, 'shop.example.com', 'tok', config);
    expect(check.ok).toBe(false);
    expect(check.reason).toMatch(/failed \(ETIMEOUT\)/);
  });

  it('an apex needs exactly the platform’s addresses', async () => {
    const r = fakeResolver({
      'TXT _storebuilder-verify.example.com': [['tok']],
      'A example.com': ['203.0.113.10', '198.51.100.1'],
    });
    const check = await checkDomainDns(r, 'example.com', 'tok', config);
    expect(check.ok).toBe(false);
    expect(check.reason).toBe(
      'Points elsewhere: example.com has A records 198.51.100.1, not 203.0.113.10',
    );
  });
});

describe('backoff and the ask allow-list', () => {
  it('backs off 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 4, 7, 20].map((n) => nextCheckDelayMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 60, 60,
    ]);
  });

  it('matches socket addresses against CIDRs, IPv4-mapped IPv6 included', () => {
    const list = allowList(['127.0.0.0/8', '::1/128', '10.1.2.3']);
    expect(isAllowed(list, '127.0.0.1')).toBe(true);
    expect(isAllowed(list, '127.9.9.9')).toBe(true);
    expect(isAllowed(list, '::ffff:127.0.0.1')).toBe(true);
    expect(isAllowed(list, '::1')).toBe(true);
    expect(isAllowed(list, '10.1.2.3')).toBe(true);
    expect(isAllowed(list, '10.1.2.4')).toBe(false);
    expect(isAllowed(list, undefined)).toBe(false);
    expect(() => allowList(['nonsense/8'])).toThrow(/TLS_ASK_ALLOW/);
  });
});

describe('domain configuration', () => {
  it('defaults: system resolvers, stores.<product host>, no apex addresses, loopback asks', () => {
    const c = loadConfig({
      PRODUCT_HOST: 'Shop-Builder.example:8080',
    } as NodeJS.ProcessEnv).domains;
    expect(c).toMatchObject({
      dnsServers: [],
      cnameTarget: 'stores.shop-builder.example',
      aRecords: [],
      tlsAskAllow: ['127.0.0.0/8', '::1/128'],
      giveUpMs: 72 * 3_600_000,
    });
  });

  it('reads the lists', () => {
    const c = loadConfig({
      DNS_SERVERS: '127.0.0.1:5353, 10.0.0.2',
      DOMAIN_A_RECORDS: '203.0.113.10,203.0.113.11',
      DOMAIN_CNAME_TARGET: 'Edge.Example.NET.',
      TLS_ASK_ALLOW: '10.0.0.0/8',
    } as NodeJS.ProcessEnv).domains;
    expect(c.dnsServers).toEqual(['127.0.0.1:5353', '10.0.0.2']);
    expect(c.aRecords).toEqual(['203.0.113.10', '203.0.113.11']);
    expect(c.cnameTarget).toBe('edge.example.net');
    expect(c.tlsAskAllow).toEqual(['10.0.0.0/8']);
    expect(() => loadConfig({ DOMAIN_A_RECORDS: 'example.com' } as NodeJS.ProcessEnv)).toThrow(
      /DOMAIN_A_RECORDS/,
    );
  });
});
