/**
 * Issue 24, defect 5: the platform's own names (a fixed list in shared/reserved-subdomains.ts
 * plus the first label of DOMAIN_CNAME_TARGET and of PRODUCT_HOST) cannot be claimed as a
 * store's subdomain, on create or on rename (400 naming `subdomain`, "reserved"), and a
 * punycode (`xn--`) label that reads like an existing store's subdomain is refused (409 naming
 * `subdomain`). `domain-exists` answers `exists: true` for both, so the form says so first.
 */
import { domainToASCII } from 'node:url';
import { expect, it } from 'vitest';
import { createStore, useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';

/** The platform's names the issue lists, and the two this app's configuration adds. */
const RESERVED = [
  'stores',
  'login',
  'billing',
  'support',
  'admin',
  'www',
  'mail',
  'api',
  // DOMAIN_CNAME_TARGET's first label (set below) and PRODUCT_HOST's (`localhost`).
  'edge-target',
  'localhost',
];

/** The ASCII (punycode) form of a label typed with look-alike letters. */
const puny = (label: string) => domainToASCII(`${label}.example`).split('.')[0]!;

describeOnDatabase('reserved and look-alike subdomains', () => {
  const t = useTestApp({ DOMAIN_CNAME_TARGET: 'edge-target.platform.example' });
  const owner = useShop(t, 'renaming-shop', 'Renaming Shop');
  // Imitated by the look-alikes below (another merchant's store).
  useShop(t, 'demoshop', 'Demo Shop');

  const create = (subdomain: string) =>
    owner.client.post('/api/dashboard/store/create-store', { name: 'Claim', subdomain });
  const rename = (subdomain: string) =>
    owner.client.put('/api/dashboard/store/update-subdomain', {
      storeId: owner.storeId,
      subdomain,
    });
  const exists = (label: string) =>
    owner.client.get(`/api/dashboard/store/domain-exists?storeDomain=${encodeURIComponent(label)}`);

  it('[regression] refuses every platform name on create and on rename, naming subdomain', async () => {
    for (const name of RESERVED) {
      for (const [action, res] of [
        ['create', await create(name)],
        ['rename', await rename(name)],
      ] as const) {
        expect(res.statusCode, `${action} ${name}`).toBe(400);
        expect(res.json().details, `${action} ${name}`).toEqual([
          { field: 'subdomain', message: 'This subdomain is reserved' },
        ]);
      }
    }
    // The store kept its name.
    const current = await owner.client.get(
      `/api/dashboard/store/get-subdomain?storeId=${owner.storeId}`,
    );
    expect(current.json().subdomain).toBe('renaming-shop');
  });

  it('[regression] domain-exists says a platform name exists, and why', async () => {
    for (const name of RESERVED) {
      const res = await exists(name);
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toEqual({ exists: true, reason: 'reserved' });
    }
  });

  it('[regression] refuses a punycode look-alike of an existing store on create and rename', async () => {
    // Cyrillic е and о, a Greek ο, a digit 0: each reads as "demoshop".
    for (const lookAlike of ['dеmoshop', 'demоshop', 'dem\u03bfshop', 'dеm0shop']) {
      const label = puny(lookAlike);
      expect(label.startsWith('xn--'), lookAlike).toBe(true);
      for (const res of [await create(label), await rename(label)]) {
        expect(res.statusCode, label).toBe(409);
        expect(res.json().details, label).toEqual([
          { field: 'subdomain', message: 'This subdomain looks like another store’s' },
        ]);
      }
      expect((await exists(label)).json(), label).toEqual({ exists: true, reason: 'look-alike' });
    }
    // A look-alike of a platform name is reserved.
    const admin = puny('аdmin');
    expect((await create(admin)).json().details).toEqual([
      { field: 'subdomain', message: 'This subdomain is reserved' },
    ]);
  });

  it('still accepts ordinary names and international names that resemble no store', async () => {
    expect((await exists('fresh-name')).json()).toEqual({ exists: false });
    expect((await create('fresh-name')).statusCode).toBe(201);
    const shop = puny('магазин');
    expect((await exists(shop)).json()).toEqual({ exists: false });
    expect((await create(shop)).statusCode).toBe(201);
    // Renaming to a name of its own kind works too.
    const renamed = await rename('demoshop-two');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().subdomain).toBe('demoshop-two');
    // A store whose own name has digits is imitated through them too: 0 reads as o.
    await createStore(owner.client, 'sh0p-one');
    expect((await create(puny('shоp-one'))).statusCode).toBe(409);
  });
});
