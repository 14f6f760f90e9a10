/**
 * Custom domains (issue 12): update-domain connects, replaces and removes a store's domain;
 * check-status and domain-status check its records through a real DNS server on loopback
 * (tests/support/dns-server.ts); pending -> verified -> active (served over HTTPS behind a
 * trusted proxy), or failed with the reason (record missing, wrong value, points elsewhere, or
 * given up by the background job); a domain verified for one store is never claimed by another;
 * removing it stops serving it at once. The on-demand TLS ask endpoint answers 200 only for
 * verified domains and store subdomains, and refuses every other case, a stranger's network
 * and a database that does not answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeDomains, stores } from '../../server/db/schema';
import { createResolver } from '../../server/domains/dns-check';
import { recheckPendingDomains } from '../../server/domains/recheck-job';
import { TAKEN_REASON } from '../../server/domains/domains';
import { startDnsServer, type DnsRecord, type LoopbackDnsServer } from '../support/dns-server';
import {
  TestClient,
  createStore,
  createTestApp,
  signUpMerchant,
  type TestApp,
  describeOnDatabase,
} from './helpers/test-app';

const HOUR = 3_600_000;
const A_ADDRESS = '203.0.113.10';
const TARGET = 'stores.localhost';

interface Status {
  domain: string | null;
  status: string | null;
  failureReason: string;
  apex: boolean;
  records: { type: string; name: string; value: string; state: string; found: string[] }[];
  lastCheckedAt: string | null;
  nextCheckAt: string | null;
  verifiedAt: string | null;
  activeAt: string | null;
  storeDomain: string;
}

describeOnDatabase('custom domains', () => {
  let t: TestApp;
  let dns: LoopbackDnsServer;
  let owner: TestClient;
  let rival: TestClient;
  let storeId: string;
  let rivalStoreId: string;
  let thirdStoreId: string;
  let start: Date;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    dns = await startDnsServer();
    t = await createTestApp({
      DNS_SERVERS: dns.address,
      DNS_TIMEOUT_MS: '500',
      DOMAIN_A_RECORDS: A_ADDRESS,
      TRUST_PROXY: '127.0.0.1',
    });
    start = new Date(Math.floor(Date.now() / 1000) * 1000);
    t.setNow(start);
    owner = (await signUpMerchant(t.app)).client;
    rival = (await signUpMerchant(t.app)).client;
    storeId = await createStore(owner, 'domain-shop', 'Domain Shop');
    rivalStoreId = await createStore(rival, 'rival-domains', 'Rival Domains');
    thirdStoreId = await createStore(owner, 'third-domains', 'Third Domains');
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  const connect = (domain: unknown, client = owner, id = storeId) =>
    client.put('/api/dashboard/store/update-domain', { storeId: id, domain });
  const checkNow = async (client = owner, id = storeId) => {
    const res = await client.post('/api/dashboard/domain/check-status', { storeId: id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Status>();
  };
  const readStatus = async (client = owner, id = storeId) => {
    const res = await client.get(`/api/dashboard/store/domain-status?storeId=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Status>();
  };
  const visit = (host: string, headers: Record<string, string> = {}) =>
    new TestClient(t.app, host).get('/', headers);
  const ask = (domain: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/internal/tls-ask?domain=${encodeURIComponent(domain)}`,
      remoteAddress,
      headers: { host: '127.0.0.1:3000', ...headers },
    });
  const tokenOf = async (id: string) => {
    const [row] = await t.database.db
      .select({ token: stores.domainVerifyToken })
      .from(stores)
      .where(eq(stores.id, id));
    return row?.token ?? '';
  };
  const proof = (domain: string, token: string): DnsRecord => ({
    name: `_storebuilder-verify.${domain}`,
    type: 'TXT',
    value: token,
  });

  it('refuses names that are not a domain of the merchant’s, naming `domain`', async () => {
    const bad: unknown[] = [
      'localhost',
      'shop',
      'domain-shop.localhost',
      'a.b.localhost',
      TARGET,
      'http://shop.example.com',
      'shop.example.com/path',
      '1.2.3.4',
      'shop..example.com',
      '-shop.example.com',
      'shop_1.example.com',
      `${'a'.repeat(64)}.example.com`,
      `${'abcdefghi.'.repeat(26)}com`,
      'exa mple.com',
      42,
    ];
    for (const domain of bad) {
      const res = await connect(domain);
      expect(res.statusCode, String(domain)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain('domain');
    }
    expect((await readStatus()).domain).toBeNull();
  });

  it('connects a domain as pending with the records to create; nothing is served on it yet', async () => {
    const res = await connect(' Shop.Example.TEST. ');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Status>();
    const token = await tokenOf(storeId);
    tokens.set(storeId, token);
    expect(token).toMatch(/^sbv-[0-9a-f]{32}$/);
    expect(body).toMatchObject({
      domain: 'shop.example.test',
      status: 'pending',
      apex: false,
      failureReason: '',
      storeDomain: 'domain-shop.localhost',
      verifiedAt: null,
      activeAt: null,
    });
    expect(body.records).toEqual([
      {
        type: 'TXT',
        name: '_storebuilder-verify.shop.example.test',
        value: token,
        state: 'unchecked',
        found: [],
      },
      { type: 'CNAME', name: 'shop.example.test', value: TARGET, state: 'unchecked', found: [] },
    ]);
    expect((await visit('shop.example.test')).statusCode).toBe(404);
    expect((await ask('shop.example.test')).statusCode).toBe(404);
  });

  it('says what is wrong in plain words: record missing, wrong value, points elsewhere', async () => {
    dns.set([]);
    let s = await checkNow();
    expect(s.status).toBe('pending');
    expect(s.failureReason).toBe(
      'Record missing: no TXT record _storebuilder-verify.shop.example.test',
    );
    expect(s.records.map((r) => r.state)).toEqual(['missing', 'missing']);
    expect(s.lastCheckedAt).toBe(start.toISOString());
    expect(s.nextCheckAt).toBe(new Date(start.getTime() + 60_000).toISOString());

    dns.set([
      proof('shop.example.test', 'sbv-someone-else'),
      { name: 'shop.example.test', type: 'CNAME', value: 'elsewhere.example.net' },
    ]);
    s = await checkNow();
    expect(s.status).toBe('pending');
    expect(s.failureReason).toMatch(/^Wrong value: the TXT record/);
    expect(s.records[0]).toMatchObject({ state: 'wrong', found: ['sbv-someone-else'] });
    expect(s.records[1]).toMatchObject({ state: 'wrong', found: ['elsewhere.example.net'] });

    dns.set([
      proof('shop.example.test', tokens.get(storeId) ?? ''),
      { name: 'shop.example.test', type: 'A', value: '198.51.100.7' },
    ]);
    s = await checkNow();
    expect(s.failureReason).toBe(
      `Points elsewhere: shop.example.test has A records 198.51.100.7; make it a CNAME of ${TARGET}`,
    );
    expect(s.records.map((r) => r.state)).toEqual(['ok', 'wrong']);
    expect((await visit('shop.example.test')).statusCode).toBe(404);
  });

  it('verifies once the records are right: the store answers on its domain and the ask says yes', async () => {
    dns.set([
      proof('shop.example.test', tokens.get(storeId) ?? ''),
      { name: 'shop.example.test', type: 'CNAME', value: TARGET },
    ]);
    const s = await checkNow();
    expect(s.status).toBe('verified');
    expect(s.failureReason).toBe('');
    expect(s.verifiedAt).toBe(start.toISOString());
    expect(s.nextCheckAt).toBeNull();
    expect(s.records.map((r) => r.state)).toEqual(['ok', 'ok']);
    const home = await visit('shop.example.test');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Domain Shop');
    expect((await ask('shop.example.test')).statusCode).toBe(200);
    expect((await ask('SHOP.example.test.')).statusCode).toBe(200);
  });

  it('turns active once served over HTTPS behind the trusted proxy (plain HTTP does not)', async () => {
    await visit('shop.example.test');
    expect((await readStatus()).status).toBe('verified');
    const later = new Date(start.getTime() + 5_000);
    t.setNow(later);
    const res = await visit('shop.example.test', { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    await expect.poll(async () => (await readStatus()).status).toBe('active');
    expect((await readStatus()).activeAt).toBe(later.toISOString());
    expect((await ask('shop.example.test')).statusCode).toBe(200);
  });

  it('never lets another store claim a verified domain', async () => {
    const taken = await connect('shop.example.test', rival, rivalStoreId);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([{ field: 'domain', message: TAKEN_REASON }]);

    // Both connect the same new name while it is pending; the first verified keeps it.
    expect((await connect('race.example.test', owner, thirdStoreId)).statusCode).toBe(200);
    expect((await connect('race.example.test', rival, rivalStoreId)).statusCode).toBe(200);
    dns.set([
      proof('race.example.test', await tokenOf(thirdStoreId)),
      proof('race.example.test', await tokenOf(rivalStoreId)),
      { name: 'race.example.test', type: 'CNAME', value: TARGET },
    ]);
    expect((await checkNow(owner, thirdStoreId)).status).toBe('verified');
    const lost = await checkNow(rival, rivalStoreId);
    expect(lost.status).toBe('failed');
    expect(lost.failureReason).toBe(TAKEN_REASON);
    const home = await visit('race.example.test');
    expect(home.body).toContain('Third Domains');
    expect(home.body).not.toContain('Rival Domains');
    // Another try changes nothing.
    expect((await checkNow(rival, rivalStoreId)).failureReason).toBe(TAKEN_REASON);
    expect((await visit('race.example.test')).body).toContain('Third Domains');
  });

  it('keeps each store’s domain state its own', async () => {
    const res = await rival.get(`/api/dashboard/store/domain-status?storeId=${storeId}`);
    expect(res.statusCode).toBe(404);
    const put = await rival.put('/api/dashboard/store/update-domain', {
      storeId,
      domain: null,
    });
    expect(put.statusCode).toBe(404);
    expect((await readStatus()).domain).toBe('shop.example.test');
  });

  it('removing the domain stops serving it at once', async () => {
    expect((await visit('shop.example.test')).statusCode).toBe(200);
    const res = await connect(null);
    expect(res.statusCode).toBe(200);
    expect(res.json<Status>()).toMatchObject({ domain: null, status: null, records: [] });
    const gone = await visit('shop.example.test');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Domain Shop');
    expect((await ask('shop.example.test')).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ customDomain: stores.customDomain })
      .from(stores)
      .where(eq(stores.id, storeId));
    expect(row?.customDomain).toBeNull();
    // The store's subdomain is untouched.
    expect((await visit('domain-shop.localhost')).statusCode).toBe(200);
    // Check-status needs a domain.
    const none = await owner.post('/api/dashboard/domain/check-status', { storeId });
    expect(none.statusCode).toBe(409);
  });

  it('replacing a verified domain stops the old one at once and starts the new one pending', async () => {
    dns.set([
      proof('old.example.test', tokens.get(storeId) ?? ''),
      { name: 'old.example.test', type: 'CNAME', value: TARGET },
    ]);
    await connect('old.example.test');
    expect((await checkNow()).status).toBe('verified');
    expect((await visit('old.example.test')).statusCode).toBe(200);
    const res = await connect('new.example.test');
    expect(res.json<Status>()).toMatchObject({ domain: 'new.example.test', status: 'pending' });
    expect((await visit('old.example.test')).statusCode).toBe(404);
    expect((await ask('old.example.test')).statusCode).toBe(404);
  });

  it('verifies an apex through its A records, and says when they point elsewhere', async () => {
    await connect('apex-shop.test');
    dns.set([
      proof('apex-shop.test', tokens.get(storeId) ?? ''),
      { name: 'apex-shop.test', type: 'A', value: '198.51.100.9' },
    ]);
    let s = await checkNow();
    expect(s.apex).toBe(true);
    expect(s.records.map((r) => [r.type, r.value, r.state])).toEqual([
      ['TXT', tokens.get(storeId), 'ok'],
      ['A', A_ADDRESS, 'wrong'],
    ]);
    expect(s.failureReason).toBe(
      `Points elsewhere: apex-shop.test has A records 198.51.100.9, not ${A_ADDRESS}`,
    );
    dns.set([
      proof('apex-shop.test', tokens.get(storeId) ?? ''),
      { name: 'apex-shop.test', type: 'A', value: A_ADDRESS },
    ]);
    s = await checkNow();
    expect(s.status).toBe('verified');
    expect((await visit('apex-shop.test')).body).toContain('Domain Shop');
  });

  it('a status read verifies a pending domain whose records became right', async () => {
    await connect('read.example.test');
    dns.set([
      proof('read.example.test', tokens.get(storeId) ?? ''),
      { name: 'read.example.test', type: 'CNAME', value: TARGET },
    ]);
    const s = await readStatus();
    expect(s.status).toBe('verified');
    expect((await visit('read.example.test')).statusCode).toBe(200);
  });

  it('the background job re-checks pending domains with backoff, verifies, and gives up', async () => {
    const resolver = createResolver(t.config.domains);
    dns.set([]);
    t.setNow(start);
    await connect('later.example.test');
    let done = await recheckPendingDomains(t.database.db, resolver, t.config.domains, start);
    expect(done).toEqual([
      { storeId, domain: 'later.example.test', status: 'pending', verifiedNow: false },
    ]);
    const row = async () =>
      (await t.database.db.select().from(storeDomains).where(eq(storeDomains.storeId, storeId)))[0];
    expect((await row())?.nextCheckAt?.getTime()).toBe(start.getTime() + 60_000);
    // Not due yet: nothing checked.
    done = await recheckPendingDomains(
      t.database.db,
      resolver,
      t.config.domains,
      new Date(start.getTime() + 30_000),
    );
    expect(done).toEqual([]);
    // Second failure: two minutes.
    const t1 = new Date(start.getTime() + 60_000);
    await recheckPendingDomains(t.database.db, resolver, t.config.domains, t1);
    expect((await row())?.attempts).toBe(2);
    expect((await row())?.nextCheckAt?.getTime()).toBe(t1.getTime() + 120_000);
    dns.set([
      proof('later.example.test', tokens.get(storeId) ?? ''),
      { name: 'later.example.test', type: 'CNAME', value: TARGET },
    ]);
    done = await recheckPendingDomains(
      t.database.db,
      resolver,
      t.config.domains,
      new Date(t1.getTime() + 120_000),
    );
    expect(done).toEqual([
      { storeId, domain: 'later.example.test', status: 'verified', verifiedNow: true },
    ]);

    // Never right: failed after DOMAIN_CHECK_GIVE_UP_HOURS (72 by default).
    dns.set([]);
    t.setNow(start);
    await connect('never.example.test');
    const after = new Date(start.getTime() + 72 * HOUR);
    done = await recheckPendingDomains(t.database.db, resolver, t.config.domains, after);
    expect(done).toEqual([
      { storeId, domain: 'never.example.test', status: 'failed', verifiedNow: false },
    ]);
    const failed = await readStatus();
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toBe(
      'Record missing: no TXT record _storebuilder-verify.never.example.test. We stopped checking after 72 hours: fix the record and press Check now',
    );
    expect(failed.nextCheckAt).toBeNull();
    // Fixed later: Check now verifies it.
    dns.set([
      proof('never.example.test', tokens.get(storeId) ?? ''),
      { name: 'never.example.test', type: 'CNAME', value: TARGET },
    ]);
    expect((await checkNow()).status).toBe('verified');
  });

  it('a DNS outage is a reason, not a crash', async () => {
    await connect('outage.example.test');
    dns.fail(true);
    try {
      const s = await checkNow();
      expect(s.status).toBe('pending');
      expect(s.failureReason).toMatch(/DNS lookup .* failed \(ESERVFAIL\); we will try again/);
    } finally {
      dns.fail(false);
    }
  });

  describe('on-demand TLS ask', () => {
    it('answers 200 for store subdomains and verified domains only', async () => {
      expect((await ask('domain-shop.localhost')).statusCode).toBe(200);
      expect((await ask('race.example.test')).statusCode).toBe(200);
      const refused = [
        'unknown-shop.localhost',
        'nobody.example.test',
        'outage.example.test', // pending
        'localhost',
        'www.localhost',
        'a.b.localhost',
        '127.0.0.1',
        'not a host',
        'shop.example.test:443',
      ];
      for (const name of refused) {
        const res = await ask(name);
        expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, name).toBeLessThan(500);
      }
      expect(
        (await t.app.inject({ url: '/api/internal/tls-ask', remoteAddress: '127.0.0.1' }))
          .statusCode,
      ).toBe(400);
    });

    it('refuses callers outside TLS_ASK_ALLOW by the socket address, whatever X-Forwarded-For says', async () => {
      const stranger = await ask('domain-shop.localhost', '198.51.100.20', {
        'x-forwarded-for': '127.0.0.1',
      });
      expect(stranger.statusCode).toBe(403);
      // Relayed by the proxy on loopback (a visitor of a store host): refused too.
      const relayed = await ask('domain-shop.localhost', '127.0.0.1', {
        'x-forwarded-for': '198.51.100.20',
      });
      expect(relayed.statusCode).toBe(403);
      const forwarded = await ask('domain-shop.localhost', '127.0.0.1', {
        forwarded: 'for=198.51.100.20',
      });
      expect(forwarded.statusCode).toBe(403);
      expect((await ask('domain-shop.localhost', '::ffff:127.0.0.1')).statusCode).toBe(200);
      expect((await ask('domain-shop.localhost', '::1')).statusCode).toBe(200);
      expect((await ask('domain-shop.localhost', '::ffff:10.0.0.1')).statusCode).toBe(403);
    });
  });
});

describeOnDatabase('on-demand TLS ask with the database down', () => {
  it('refuses (never 2xx) a name it cannot look up', async () => {
    const t = await createTestApp();
    const owner = (await signUpMerchant(t.app)).client;
    await createStore(owner, 'down-shop', 'Down Shop');
    const ask = (domain: string) =>
      t.app.inject({
        url: `/api/internal/tls-ask?domain=${domain}`,
        remoteAddress: '127.0.0.1',
        headers: { host: 'localhost' },
      });
    expect((await ask('down-shop.localhost')).statusCode).toBe(200);
    await t.database.close();
    try {
      for (const name of ['other-shop.localhost', 'shop.example.test']) {
        const res = await ask(name);
        expect(res.statusCode, name).toBe(503);
      }
    } finally {
      await t.app.close();
    }
  });
});
