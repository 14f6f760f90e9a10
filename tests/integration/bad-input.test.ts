/**
 * Acceptance: every endpoint of the foundation, given malformed JSON, missing or
 * wrong-typed fields, an oversized body or unknown fields, answers 4xx JSON naming the field.
 */
import { expect, it } from 'vitest';
import { type TestClient, useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';

type Case = {
  name: string;
  send: (c: TestClient) => ReturnType<TestClient['request']>;
  field: string;
};

const huge = JSON.stringify({ name: 'x'.repeat(1_100_000) });

function bodyCases(
  method: 'POST' | 'PUT',
  url: string,
  valid: Record<string, unknown>,
  fields: Record<string, unknown>,
  optional: string[] = [],
): Case[] {
  const cases: Case[] = [
    {
      name: `${url} malformed JSON`,
      send: (c) => c.request(method, url, { rawBody: '{"name": "x",' }),
      field: 'body',
    },
    {
      name: `${url} body not an object`,
      send: (c) => c.request(method, url, { body: [1, 2] }),
      field: 'body',
    },
    {
      name: `${url} oversized body`,
      send: (c) => c.request(method, url, { rawBody: huge }),
      field: 'body',
    },
    {
      name: `${url} unknown field`,
      send: (c) => c.request(method, url, { body: { ...valid, isAdmin: true } }),
      field: 'isAdmin',
    },
    {
      name: `${url} wrong content type`,
      send: (c) =>
        c.request(method, url, { rawBody: 'a=b', headers: { 'content-type': 'text/xml' } }),
      field: 'content-type',
    },
  ];
  for (const [field, wrong] of Object.entries(fields)) {
    const missing = { ...valid };
    delete missing[field];
    if (field in valid && !optional.includes(field))
      cases.push({
        name: `${url} missing ${field}`,
        send: (c) => c.request(method, url, { body: missing }),
        field,
      });
    cases.push({
      name: `${url} wrong-typed ${field}`,
      send: (c) => c.request(method, url, { body: { ...valid, [field]: wrong } }),
      field,
    });
  }
  return cases;
}

function queryCases(
  url: string,
  valid: Record<string, string>,
  wrong: Record<string, string>,
): Case[] {
  const qs = (o: Record<string, string>) => new URLSearchParams(o).toString();
  const cases: Case[] = [
    {
      name: `${url} unknown query field`,
      send: (c) => c.get(`${url}?${qs({ ...valid, extra: '1' })}`),
      field: 'extra',
    },
  ];
  for (const [field, bad] of Object.entries(wrong)) {
    const missing = { ...valid };
    delete missing[field];
    cases.push({
      name: `${url} missing ${field}`,
      send: (c) => c.get(`${url}?${qs(missing)}`),
      field,
    });
    cases.push({
      name: `${url} bad ${field}`,
      send: (c) => c.get(`${url}?${qs({ ...valid, [field]: bad })}`),
      field,
    });
  }
  return cases;
}

describeOnDatabase('bad input on every endpoint', () => {
  const t = useTestApp();
  const shop = useShop(t, 'bad-input-shop');

  const S = () => shop.storeId;
  const cases = (): Case[] => [
    ...bodyCases(
      'POST',
      '/api/auth/signup',
      { name: 'N', email: 'n@example.com', password: 'long-enough-1' },
      { name: 42, email: 'not-an-email', password: 'short' },
    ),
    ...bodyCases(
      'POST',
      '/api/auth/login',
      { email: 'n@example.com', password: 'long-enough-1' },
      { email: 7, password: false },
    ),
    ...bodyCases(
      'POST',
      '/api/dashboard/store/create-store',
      { name: 'Shop', subdomain: 'fresh-shop', currency: 'USD' },
      { name: '', subdomain: 'Bad Sub!', currency: 'XYZ' },
      ['currency'],
    ),
    ...bodyCases(
      'PUT',
      '/api/dashboard/store/update-store-general-details',
      { storeId: S(), name: 'Renamed' },
      { storeId: 'not-a-uuid', name: 99, currency: 'DOGE', contactEmail: 'nope' },
      ['name'],
    ),
    ...bodyCases('POST', '/api/dashboard/store/select-store', { storeId: S() }, { storeId: 12 }),
    ...queryCases('/api/dashboard/store/find-stores', { userId: shop.userId }, { userId: 'abc' }),
    ...queryCases('/api/dashboard/store/find-current-store', { storeId: S() }, { storeId: 'abc' }),
    ...queryCases(
      '/api/dashboard/store/domain-exists',
      { storeDomain: 'okay-name' },
      { storeDomain: '-bad-' },
    ),
    ...queryCases(
      '/api/dashboard/store/get-store-info',
      { domain: 'bad-input-shop.localhost' },
      { domain: '' },
    ),
  ];

  it('answers each case with 4xx JSON naming the field, never 5xx', async () => {
    const all = cases();
    expect(all.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const c of all) {
      const res = await c.send(shop.client);
      let body: { error?: string; details?: { field: string }[] };
      try {
        body = res.json();
      } catch {
        failures.push(`${c.name}: not JSON (${res.statusCode})`);
        continue;
      }
      const fields = (body.details ?? []).map((d) => d.field);
      if (res.statusCode < 400 || res.statusCode >= 500)
        failures.push(`${c.name}: status ${res.statusCode}`);
      else if (!body.error) failures.push(`${c.name}: no error text`);
      else if (!fields.includes(c.field))
        failures.push(`${c.name}: fields ${JSON.stringify(fields)} lack ${c.field}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers an oversized body with 413', async () => {
    const res = await shop.client.request('POST', '/api/auth/login', { rawBody: huge });
    expect(res.statusCode).toBe(413);
  });

  it('lost nothing: the store is unchanged after the bad updates', async () => {
    const res = await shop.client.get(
      `/api/dashboard/store/find-current-store?storeId=${shop.storeId}`,
    );
    expect(res.json()).toMatchObject({ name: 'Test Store', currency: 'USD' });
  });

  it('answers unknown API routes with 404 JSON on every host', async () => {
    for (const host of [
      'localhost:3000',
      'bad-input-shop.localhost:3000',
      'nobody.localhost:3000',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/nothing/here',
        headers: { host },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatch(/No API route/);
      const post = await t.app.inject({ method: 'POST', url: '/api/nothing', headers: { host } });
      expect(post.statusCode).toBe(404);
      expect(post.headers['content-type']).toMatch(/json/);
    }
  });
});
