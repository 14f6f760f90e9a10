/**
 * The Discounts and taxes screens' API (issue 30): create, list (status, usage, search), read,
 * update and delete discounts; a code names one discount per store, case-insensitively; the
 * storefront's code look-up; the store's tax settings and rates. Every refusal names its field.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { DiscountDto, DiscountListReply, TaxSettingsDto } from '../../shared';
import { makeProduct } from './helpers/orders';
import { useShop } from './helpers/shops';
import { describeOnDatabase, expectRefused, useTestApp } from './helpers/test-app';

const CREATE = '/api/dashboard/discounts/create';
const UPDATE = '/api/dashboard/discounts/update';
const LIST = '/api/dashboard/discounts/list';
const TAXES = '/api/dashboard/taxes';

describeOnDatabase('discounts and taxes: the merchant API', () => {
  const t = useTestApp();
  const a = useShop(t, 'disc-a', 'Disc A');
  const b = useShop(t, 'disc-b', 'Disc B');

  const tenOff = (extra: Record<string, unknown> = {}) => ({
    storeId: a.storeId,
    title: 'Ten off',
    method: 'code',
    codes: ['TEN'],
    effect: { kind: 'order', value: { type: 'percentage', percent: 10 } },
    ...extra,
  });

  it('creates a code discount: codes in capitals, active, unused', async () => {
    const res = await a.client.post(CREATE, tenOff({ codes: ['summer-10'], title: 'Summer' }));
    expect(res.statusCode, res.body).toBe(201);
    const dto = res.json<DiscountDto>();
    expect(dto).toMatchObject({
      title: 'Summer',
      method: 'code',
      codes: ['SUMMER-10'],
      codeCount: 1,
      status: 'active',
      usedCount: 0,
      totalSaved: 0,
      minimum: { kind: 'none' },
      combinesWith: { order: false, product: false, shipping: false },
    });
    const read = await a.client.get(`/api/dashboard/discounts/get/${a.storeId}/${dto.id}`);
    expect(read.json<DiscountDto>().codes).toEqual(['SUMMER-10']);
  });

  it('refuses a code another discount has, whatever its case (409 naming it)', async () => {
    const res = await a.client.post(CREATE, tenOff({ codes: ['Summer-10'], title: 'Again' }));
    expectRefused(res, 409, ['codes.0']);
    expect(res.json<{ error: string }>().error).toBe('SUMMER-10 is the code of another discount');
    // Another store may use it.
    const other = await b.client.post(CREATE, {
      ...tenOff({ codes: ['SUMMER-10'] }),
      storeId: b.storeId,
    });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('answers the names of the products a discount points at (the editor and list say them)', async () => {
    const lamp = await makeProduct(t, a.storeId, { name: 'Brass lamp' });
    const res = await a.client.post(
      CREATE,
      tenOff({
        title: 'Lamp week',
        codes: ['LAMPWEEK'],
        effect: {
          kind: 'products',
          value: { type: 'percentage', percent: 10 },
          target: { kind: 'products', productIds: [lamp] },
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<DiscountDto>().productNames).toEqual({ [lamp]: 'Brass lamp' });
    const listed = (
      await a.client.get(`${LIST}?storeId=${a.storeId}&search=lamp`)
    ).json<DiscountListReply>();
    expect(listed.discounts.map((d) => d.productNames)).toEqual([{ [lamp]: 'Brass lamp' }]);
    const removed = await a.client.request(
      'DELETE',
      `/api/dashboard/discounts/delete/${a.storeId}/${res.json<DiscountDto>().id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('names the field of every refusal', async () => {
    expectRefused(await a.client.post(CREATE, tenOff({ codes: [] })), 400, ['codes']);
    expectRefused(await a.client.post(CREATE, tenOff({ method: 'automatic' })), 400, ['codes']);
    expectRefused(await a.client.post(CREATE, tenOff({ codes: ['A B'] })), 400, ['codes.0']);
    expectRefused(await a.client.post(CREATE, tenOff({ codes: ['X1', 'x1'] })), 400, ['codes.1']);
    expectRefused(
      await a.client.post(
        CREATE,
        tenOff({ effect: { kind: 'order', value: { type: 'percentage', percent: 101 } } }),
      ),
      400,
      ['effect.value.percent'],
    );
    expectRefused(
      await a.client.post(
        CREATE,
        tenOff({ startsAt: '2026-12-31T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }),
      ),
      400,
      ['endsAt'],
    );
    // A product of another store.
    const foreign = randomUUID();
    expectRefused(
      await a.client.post(
        CREATE,
        tenOff({
          effect: {
            kind: 'products',
            value: { type: 'percentage', percent: 10 },
            target: { kind: 'products', productIds: [foreign] },
          },
        }),
      ),
      400,
      ['effect.target.productIds'],
    );
    // Finer than the currency (USD: cents).
    expectRefused(
      await a.client.post(
        CREATE,
        tenOff({ minimum: { kind: 'subtotal', amount: 10.005 }, codes: ['FINE'] }),
      ),
      400,
      ['minimum.amount'],
    );
  });

  it('lists with status and search; a scheduled and an expired one say so', async () => {
    // The app's clock is the test's (it stands still from the app's start otherwise).
    t.setNow(new Date());
    const soon = await a.client.post(
      CREATE,
      tenOff({
        title: 'Winter',
        codes: ['WINTER'],
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    expect(soon.statusCode, soon.body).toBe(201);
    const past = await a.client.post(
      CREATE,
      tenOff({
        title: 'Autumn',
        method: 'automatic',
        codes: [],
        endsAt: new Date(Date.now() - 1000).toISOString(),
        effect: { kind: 'free_shipping', zoneIds: null },
      }),
    );
    expect(past.statusCode, past.body).toBe(201);
    const list = (q = '') =>
      a.client
        .get(`${LIST}?storeId=${a.storeId}${q}`)
        .then((r) => r.json<DiscountListReply>().discounts);
    const all = await list();
    expect(Object.fromEntries(all.map((d) => [d.title, d.status]))).toMatchObject({
      Summer: 'active',
      Winter: 'scheduled',
      Autumn: 'expired',
    });
    expect((await list('&status=scheduled')).map((d) => d.title)).toEqual(['Winter']);
    expect((await list('&search=summer-1')).map((d) => d.title)).toEqual(['Summer']);
    expect((await list('&search=autu')).map((d) => d.title)).toEqual(['Autumn']);
    // B sees none of A's.
    const bList = await b.client.get(`${LIST}?storeId=${b.storeId}`);
    expect(bList.json<DiscountListReply>().discounts.map((d) => d.title)).toEqual(['Ten off']);
  });

  it('updates (codes replaced) and deletes; a deleted one is gone', async () => {
    const created = (
      await a.client.post(CREATE, tenOff({ title: 'Temp', codes: ['TEMP1'] }))
    ).json<DiscountDto>();
    const res = await a.client.put(UPDATE, {
      ...tenOff({ title: 'Temp 2', codes: ['TEMP2', 'TEMP3'] }),
      discountId: created.id,
      usageLimit: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DiscountDto>()).toMatchObject({
      title: 'Temp 2',
      codes: ['TEMP2', 'TEMP3'],
      usageLimit: 5,
    });
    const gone = await a.client.request(
      'DELETE',
      `/api/dashboard/discounts/delete/${a.storeId}/${created.id}`,
    );
    expect(gone.json()).toEqual({ deleted: true, discountId: created.id });
    expect(
      (await a.client.get(`/api/dashboard/discounts/get/${a.storeId}/${created.id}`)).statusCode,
    ).toBe(404);
    // Its codes are free again.
    expect(
      (await a.client.post(CREATE, tenOff({ title: 'Reuse', codes: ['temp2'] }))).statusCode,
    ).toBe(201);
  });

  it("looks a code up for the storefront: what it gives, or nothing; never another store's", async () => {
    const look = (storeId: string, code: string) =>
      a.shopper.get(`/api/storefront/discount-code?storeId=${storeId}&code=${code}`);
    const found = await look(a.storeId, 'summer-10');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      code: 'SUMMER-10',
      discount: { title: 'Summer', code: 'SUMMER-10', usedUp: false, effect: { kind: 'order' } },
    });
    expect(JSON.stringify(found.json())).not.toContain('usedCount');
    expect((await look(a.storeId, 'NOPE')).json()).toEqual({ code: 'NOPE', discount: null });
    expect((await look(b.storeId, 'WINTER')).json()).toEqual({ code: 'WINTER', discount: null });
    expectRefused(await look(a.storeId, 'a%20b'), 400, ['code']);
  });

  it('keeps tax settings and rates: percentages, regions instead of or added to the country', async () => {
    const empty = await a.client.get(`${TAXES}?storeId=${a.storeId}`);
    expect(empty.json<TaxSettingsDto>()).toEqual({
      storeId: a.storeId,
      pricesIncludeTax: false,
      taxShipping: false,
      rates: [],
    });
    const saved = await a.client.put(TAXES, {
      storeId: a.storeId,
      pricesIncludeTax: true,
      taxShipping: true,
      rates: [
        { country: 'ca', name: 'GST', percent: 5 },
        { country: 'CA', region: 'bc', name: 'PST', percent: 7, combine: 'add' },
        { country: 'US', region: 'NY', name: 'Sales tax', percent: 8.875 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TaxSettingsDto>()).toMatchObject({
      pricesIncludeTax: true,
      taxShipping: true,
      rates: [
        { country: 'CA', region: null, name: 'GST', percent: 5, combine: 'instead' },
        { country: 'CA', region: 'BC', name: 'PST', percent: 7, combine: 'add' },
        { country: 'US', region: 'NY', name: 'Sales tax', percent: 8.875 },
      ],
    });
    const twice = await a.client.put(TAXES, {
      storeId: a.storeId,
      pricesIncludeTax: false,
      taxShipping: false,
      rates: [
        { country: 'DE', name: 'VAT', percent: 19 },
        { country: 'de', name: 'MwSt', percent: 7 },
      ],
    });
    expectRefused(twice, 400, ['rates.1.country']);
    expectRefused(
      await a.client.put(TAXES, {
        storeId: a.storeId,
        pricesIncludeTax: false,
        taxShipping: false,
        rates: [{ country: 'DE', name: 'VAT', percent: 19.00001 }],
      }),
      400,
      ['rates.0.percent'],
    );
    // A region must be one of its country's (the checkout lists them by these codes).
    expectRefused(
      await a.client.put(TAXES, {
        storeId: a.storeId,
        pricesIncludeTax: false,
        taxShipping: false,
        rates: [{ country: 'US', region: 'ZZ', name: 'Sales tax', percent: 5 }],
      }),
      400,
      ['rates.0.region'],
    );
    // Nothing changed by the refusals; B's are its own.
    expect(
      (await a.client.get(`${TAXES}?storeId=${a.storeId}`)).json<TaxSettingsDto>().rates,
    ).toHaveLength(3);
    expect(
      (await b.client.get(`${TAXES}?storeId=${b.storeId}`)).json<TaxSettingsDto>().rates,
    ).toEqual([]);
  });
});
