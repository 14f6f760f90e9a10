/**
 * Shipping zones and rates (issue 11): the merchant's CRUD and its rules, and what the
 * checkout makes of them — rates offered by country, a country with no zone answered with a
 * message rather than an error, weight bands charged for a mixed cart on the server.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, type products, productVariations } from '../../server/db/schema';
import type { AdminShippingRate, AdminShippingZone, CheckoutRequest } from '../../shared';
import { useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';
import { makeProduct as storeProduct } from './helpers/orders';

const API = '/api/dashboard/shipping';
const PRICING = '/api/dashboard/products/product-pricing-shipping';
const CHECKOUT = '/api/storefront/checkout';

describeOnDatabase('shipping zones and rates', () => {
  const t = useTestApp({ CHECKOUT_RATE_LIMIT: '10000' });
  const shop = useShop(t, 'ship-shop', 'Ship Shop');
  const rival = useShop(t, 'rival-ship', 'Rival Ship');

  const list = async (client = shop.client, store = shop.storeId) =>
    client.get(`${API}/zones?storeId=${store}`);
  const zones = async () => (await list()).json<{ zones: AdminShippingZone[] }>().zones;
  const addZone = (name: string, countries: string[], client = shop.client, store = shop.storeId) =>
    client.post(`${API}/add-zone`, { storeId: store, name, countries });
  const addRate = (zoneId: string, rate: Record<string, unknown>) =>
    shop.client.post(`${API}/add-rate`, { storeId: shop.storeId, zoneId, ...rate });
  const fields = (res: { json: () => unknown }) =>
    (res.json() as { details: { field: string; message: string }[] }).details;

  const makeProduct = (values: Partial<typeof products.$inferInsert>) =>
    storeProduct(t, shop.storeId, { stock: 100, ...values });
  async function makeVariation(
    productId: string,
    attributes: Record<string, string>,
    weightGrams: number | null,
  ) {
    const [row] = await t.database.db
      .insert(productVariations)
      .values({ storeId: shop.storeId, productId, attributes, stock: 100, weightGrams })
      .returning({ id: productVariations.id });
    return row!.id;
  }
  const body = (
    lines: CheckoutRequest['lines'],
    country: string,
    shippingRateId: string,
    extra: Partial<CheckoutRequest> = {},
  ): CheckoutRequest => ({
    storeId: shop.storeId,
    idempotencyKey: randomUUID(),
    customer: { name: 'Ines Ortega', phone: '+34 600 000 000', email: 'ines@example.com' },
    address: { line1: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', country },
    shippingRateId,
    paymentMethod: 'cod',
    lines,
    ...extra,
  });

  it('lists a new store’s rest-of-world zone with its default rates', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const reply = res.json<{ currency: string; zones: AdminShippingZone[] }>();
    expect(reply.currency).toBe('USD');
    expect(reply.zones).toHaveLength(1);
    expect(reply.zones[0]).toMatchObject({
      name: 'Rest of world',
      restOfWorld: true,
      countries: [],
    });
    expect(reply.zones[0]!.rates.map((r) => [r.name, r.kind, r.price, r.freeOver])).toEqual([
      ['Standard delivery', 'flat', 5, 50],
      ['Express delivery', 'flat', 15, null],
    ]);
  });

  it('creates, renames and re-lists a zone; a country belongs to one zone only', async () => {
    const created = await addZone('Europe', ['de', 'FR', 'es']);
    expect(created.statusCode).toBe(201);
    const europe = created.json<AdminShippingZone>();
    expect(europe).toMatchObject({ name: 'Europe', countries: ['DE', 'FR', 'ES'], rates: [] });

    const clash = await addZone('Iberia', ['PT', 'ES']);
    expect(clash.statusCode).toBe(400);
    expect(fields(clash)).toEqual([{ field: 'countries', message: 'Spain is already in Europe' }]);

    const iberia = (await addZone('Iberia', ['PT'])).json<AdminShippingZone>();
    const moveClash = await shop.client.put(`${API}/update-zone`, {
      storeId: shop.storeId,
      zoneId: iberia.id,
      countries: ['PT', 'FR'],
    });
    expect(moveClash.statusCode).toBe(400);
    expect(fields(moveClash)[0]).toMatchObject({ field: 'countries' });

    // Its own countries are no clash; a rename keeps them.
    const renamed = await shop.client.put(`${API}/update-zone`, {
      storeId: shop.storeId,
      zoneId: europe.id,
      name: 'EU',
      countries: ['DE', 'FR', 'ES', 'IT'],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'EU', countries: ['DE', 'FR', 'ES', 'IT'] });

    const names = (await zones()).map((z) => z.name);
    expect(names).toEqual(['EU', 'Iberia', 'Rest of world']);

    const gone = await shop.client.request(
      'DELETE',
      `${API}/delete-zone/${shop.storeId}/${iberia.id}`,
    );
    expect(gone.statusCode).toBe(200);
    expect((await zones()).map((z) => z.name)).toEqual(['EU', 'Rest of world']);
  });

  it('refuses bad zones naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ storeId: shop.storeId, name: '', countries: ['DE'] }, 'name'],
      [{ storeId: shop.storeId, name: 'Nowhere', countries: [] }, 'countries'],
      [{ storeId: shop.storeId, name: 'Typo', countries: ['XX'] }, 'countries.0'],
      [{ storeId: shop.storeId, name: 'Twice', countries: ['NO', 'no'] }, 'countries.1'],
      [{ storeId: shop.storeId, name: 'Names', countries: ['Norway'] }, 'countries.0'],
      [
        { storeId: shop.storeId, name: 'Extra', countries: ['NO'], restOfWorld: true },
        'restOfWorld',
      ],
    ];
    for (const [input, field] of cases) {
      const res = await shop.client.post(`${API}/add-zone`, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(fields(res).map((d) => d.field)).toContain(field);
    }
  });

  it('keeps the rest-of-world zone: no countries, no delete', async () => {
    const world = (await zones()).find((z) => z.restOfWorld)!;
    const listed = await shop.client.put(`${API}/update-zone`, {
      storeId: shop.storeId,
      zoneId: world.id,
      countries: ['PE'],
    });
    expect(listed.statusCode).toBe(400);
    expect(fields(listed)[0]?.field).toBe('countries');
    const deleted = await shop.client.request(
      'DELETE',
      `${API}/delete-zone/${shop.storeId}/${world.id}`,
    );
    expect(deleted.statusCode).toBe(409);
    expect(fields(deleted)[0]?.field).toBe('zoneId');
    const renamed = await shop.client.put(`${API}/update-zone`, {
      storeId: shop.storeId,
      zoneId: world.id,
      name: 'Everywhere else',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Everywhere else', restOfWorld: true });
  });

  it('creates, updates, reorders and deletes rates, and refuses bad ones naming the field', async () => {
    const zone = (await addZone('Nordics', ['SE', 'NO', 'DK'])).json<AdminShippingZone>();
    const flat = await addRate(zone.id, {
      kind: 'flat',
      name: 'Post',
      price: 7.5,
      freeOver: 80,
    });
    expect(flat.statusCode).toBe(201);
    expect(flat.json()).toMatchObject({
      kind: 'flat',
      name: 'Post',
      price: 7.5,
      freeOver: 80,
      minSubtotal: null,
      weightBands: [],
      active: true,
      position: 0,
    });
    const weight = await addRate(zone.id, {
      kind: 'weight',
      name: 'Parcel',
      description: 'Tracked',
      price: 99,
      weightBands: [
        { upToGrams: 1000, price: 6 },
        { upToGrams: 5000, price: 11.25 },
      ],
    });
    expect(weight.statusCode).toBe(201);
    const parcel = weight.json<AdminShippingRate>();
    // A weight rate charges its bands; its own price is not kept.
    expect(parcel).toMatchObject({ price: 0, position: 1 });
    expect(parcel.weightBands).toEqual([
      { upToGrams: 1000, price: 6 },
      { upToGrams: 5000, price: 11.25 },
    ]);

    const bad: [Record<string, unknown>, string][] = [
      [{ kind: 'flat', name: ' ', price: 1 }, 'name'],
      [{ kind: 'flat', name: 'Neg', price: -1 }, 'price'],
      [{ kind: 'weight', name: 'No bands' }, 'weightBands'],
      [
        {
          kind: 'weight',
          name: 'Overlap',
          weightBands: [
            { upToGrams: 2000, price: 5 },
            { upToGrams: 2000, price: 6 },
          ],
        },
        'weightBands.1.upToGrams',
      ],
      [
        {
          kind: 'weight',
          name: 'Backwards',
          weightBands: [
            { upToGrams: 5000, price: 5 },
            { upToGrams: 1000, price: 6 },
          ],
        },
        'weightBands.1.upToGrams',
      ],
      [
        { kind: 'weight', name: 'Zero', weightBands: [{ upToGrams: 0, price: 1 }] },
        'weightBands.0.upToGrams',
      ],
      [{ kind: 'boat', name: 'Boat' }, 'kind'],
    ];
    for (const [input, field] of bad) {
      const res = await addRate(zone.id, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(fields(res).map((d) => d.field)).toContain(field);
    }
    expect((await addRate(randomUUID(), { kind: 'flat', name: 'Lost', price: 1 })).statusCode).toBe(
      404,
    );

    const updated = await shop.client.put(`${API}/update-rate`, {
      storeId: shop.storeId,
      rateId: flat.json<AdminShippingRate>().id,
      kind: 'flat',
      name: 'Free over 100',
      price: 0,
      minSubtotal: 100,
      active: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Free over 100',
      price: 0,
      freeOver: null,
      minSubtotal: 100,
      active: false,
      position: 0,
    });

    const reordered = await shop.client.put(`${API}/reorder-rates`, {
      storeId: shop.storeId,
      zoneId: zone.id,
      rateIds: [parcel.id, flat.json<AdminShippingRate>().id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<AdminShippingZone>().rates.map((r) => r.name)).toEqual([
      'Parcel',
      'Free over 100',
    ]);
    const partial = await shop.client.put(`${API}/reorder-rates`, {
      storeId: shop.storeId,
      zoneId: zone.id,
      rateIds: [parcel.id],
    });
    expect(partial.statusCode).toBe(400);
    expect(fields(partial)[0]?.field).toBe('rateIds');

    const deleted = await shop.client.request(
      'DELETE',
      `${API}/delete-rate/${shop.storeId}/${parcel.id}`,
    );
    expect(deleted.statusCode).toBe(200);
    const again = await shop.client.request(
      'DELETE',
      `${API}/delete-rate/${shop.storeId}/${parcel.id}`,
    );
    expect(again.statusCode).toBe(404);
    const left = (await zones()).find((z) => z.id === zone.id)!;
    expect(left.rates.map((r) => r.name)).toEqual(['Free over 100']);
  });

  it("never reads or changes another merchant's zones and rates", async () => {
    const theirs = (
      await addZone('Theirs', ['JP'], rival.client, rival.storeId)
    ).json<AdminShippingZone>();
    expect([403, 404]).toContain((await list(shop.client, rival.storeId)).statusCode);
    // Addressed through the merchant's own store, the rival's zone does not exist.
    const rename = await shop.client.put(`${API}/update-zone`, {
      storeId: shop.storeId,
      zoneId: theirs.id,
      name: 'Mine now',
    });
    expect(rename.statusCode).toBe(404);
    const del = await shop.client.request(
      'DELETE',
      `${API}/delete-zone/${shop.storeId}/${theirs.id}`,
    );
    expect(del.statusCode).toBe(404);
    const rate = await addRate(theirs.id, { kind: 'flat', name: 'Sneaky', price: 1 });
    expect(rate.statusCode).toBe(404);
    // A country the rival ships to is free for this store.
    const mine = await addZone('Japan', ['JP']);
    expect(mine.statusCode).toBe(201);
    const after = (await list(rival.client, rival.storeId)).json<{ zones: AdminShippingZone[] }>();
    expect(after.zones.find((z) => z.id === theirs.id)).toMatchObject({
      name: 'Theirs',
      rates: [],
    });
  });

  describe('at checkout', () => {
    let latam: AdminShippingZone;
    let byWeight: AdminShippingRate;
    let heavyTee: string;
    let lightTee: string;
    let shirt: string;
    let mug: string;
    let poster: string;

    beforeAll(async () => {
      latam = (await addZone('Latin America', ['MX', 'BR'])).json<AdminShippingZone>();
      byWeight = (
        await addRate(latam.id, {
          kind: 'weight',
          name: 'Courier by weight',
          weightBands: [
            { upToGrams: 500, price: 4 },
            { upToGrams: 2000, price: 9.5 },
            { upToGrams: 10000, price: 20 },
          ],
        })
      ).json<AdminShippingRate>();
      // No rest of world anywhere: delete its rates, so Peru gets nothing.
      const world = (await zones()).find((z) => z.restOfWorld)!;
      for (const r of world.rates) {
        await shop.client.request('DELETE', `${API}/delete-rate/${shop.storeId}/${r.id}`);
      }
      // A shirt of 300 g whose XL variation weighs 700 g and M has none (the product's).
      shirt = await makeProduct({ name: 'Shirt', priceMinor: 2500, weightGrams: 300 });
      heavyTee = await makeVariation(shirt, { Size: 'XL' }, 700);
      lightTee = await makeVariation(shirt, { Size: 'M' }, null);
      mug = await makeProduct({ name: 'Mug', priceMinor: 1200, weightGrams: 450 });
      poster = await makeProduct({ name: 'Poster', priceMinor: 800, weightGrams: null });
    });

    it('answers the zones, their rates and the weights in the pricing read', async () => {
      const res = await shop.shopper.get(`${PRICING}?productIds=${shirt}&productIds=${mug}`);
      expect(res.statusCode).toBe(200);
      const pricing = res.json();
      const zone = pricing.shippingZones.find((z: { id: string }) => z.id === latam.id);
      expect(zone).toMatchObject({ countries: ['MX', 'BR'], restOfWorld: false });
      expect(zone.rates[0]).toMatchObject({
        kind: 'weight',
        weightBands: [
          { upToGrams: 500, price: 4 },
          { upToGrams: 2000, price: 9.5 },
          { upToGrams: 10000, price: 20 },
        ],
      });
      const shirtDto = pricing.products.find((p: { id: string }) => p.id === shirt);
      expect(shirtDto.weightGrams).toBe(300);
      expect(
        Object.fromEntries(
          shirtDto.variations.map((v: { id: string; weightGrams: number | null }) => [
            v.id,
            v.weightGrams,
          ]),
        ),
      ).toEqual({ [heavyTee]: 700, [lightTee]: null });
    });

    it('charges a weight rate for a mixed cart from the server’s weights, ignoring client prices', async () => {
      // XL 2 × 700 + M 1 × 300 (the product's) + mug 1 × 450 + poster 3 × 0 = 2150 g: 20.00.
      const lines = [
        { productId: shirt, variationId: heavyTee, quantity: 2, price: 0.01 },
        { productId: shirt, variationId: lightTee, quantity: 1 },
        { productId: mug, variationId: null, quantity: 1 },
        { productId: poster, variationId: null, quantity: 3 },
      ];
      const placed = await shop.shopper.post(CHECKOUT, body(lines, 'MX', byWeight.id));
      expect(placed.statusCode, placed.body).toBe(201);
      // 3 × 25.00 + 12.00 + 3 × 8.00 = 111.00, + 20.00 shipping.
      expect(placed.json()).toMatchObject({ subtotal: 111, shipping: 20, total: 131 });
      const [row] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, placed.json().orderId));
      expect(row).toMatchObject({ weightGrams: 2150, shippingMinor: 2000 });
      expect(row?.shippingAddress?.country).toBe('MX');

      // One XL less: 1450 g, the 9.50 band.
      const lighter = await shop.shopper.post(
        CHECKOUT,
        body(
          [{ productId: shirt, variationId: heavyTee, quantity: 1 }, lines[1]!, lines[2]!],
          'BR',
          byWeight.id,
        ),
      );
      expect(lighter.statusCode, lighter.body).toBe(201);
      expect(lighter.json()).toMatchObject({ shipping: 9.5 });
    });

    it('ignores a forged shipping value: an extra field is refused, a forged total is a 409', async () => {
      const lines = [{ productId: mug, variationId: null, quantity: 1 }];
      const extra = await shop.shopper.post(CHECKOUT, {
        ...body(lines, 'MX', byWeight.id),
        shipping: 0,
      });
      expect(extra.statusCode).toBe(400);
      expect(fields(extra).map((d) => d.field)).toContain('shipping');
      // 12.00 + 4.00 is the real total; a client claiming free shipping is told the truth.
      const forged = await shop.shopper.post(
        CHECKOUT,
        body(lines, 'MX', byWeight.id, { expectedTotal: 12 }),
      );
      expect(forged.statusCode).toBe(409);
      expect(forged.json()).toMatchObject({ total: 16 });
    });

    it('refuses a rate of another zone, and one whose last band the cart outweighs', async () => {
      const ordersBefore = (await t.database.db.select().from(orders)).length;
      const nordicRate = (await zones())
        .find((z) => z.name === 'Nordics')!
        .rates.find((r) => r.name === 'Free over 100')!;
      await shop.client.put(`${API}/update-rate`, {
        storeId: shop.storeId,
        rateId: nordicRate.id,
        kind: 'flat',
        name: 'Nordic post',
        price: 3,
      });
      const wrongZone = await shop.shopper.post(
        CHECKOUT,
        body([{ productId: mug, variationId: null, quantity: 1 }], 'MX', nordicRate.id),
      );
      expect(wrongZone.statusCode).toBe(409);
      expect(fields(wrongZone)[0]).toMatchObject({
        field: 'shippingRateId',
        message: expect.stringContaining('Nordic post does not ship to Mexico'),
      });
      // 23 mugs: 10,350 g, above the last band (10 kg).
      const heavy = await shop.shopper.post(
        CHECKOUT,
        body([{ productId: mug, variationId: null, quantity: 23 }], 'MX', byWeight.id),
      );
      expect(heavy.statusCode).toBe(409);
      expect(fields(heavy)[0]?.field).toBe('shippingRateId');
      expect(await t.database.db.select().from(orders)).toHaveLength(ordersBefore);
    });

    it('tells a shopper from a country with no zone that the store does not ship there', async () => {
      const pricing = (await shop.shopper.get(`${PRICING}?productIds=${mug}`)).json();
      const world = pricing.shippingZones.find((z: { restOfWorld: boolean }) => z.restOfWorld);
      expect(world.rates).toEqual([]);
      const res = await shop.shopper.post(
        CHECKOUT,
        body([{ productId: mug, variationId: null, quantity: 1 }], 'Peru', byWeight.id),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: "We don't ship to Peru yet",
        details: [{ field: 'shippingRateId', message: "We don't ship to Peru yet" }],
      });
    });

    it('reads a typed country name as its code and refuses an unknown country', async () => {
      const typed = await shop.shopper.post(
        CHECKOUT,
        body([{ productId: mug, variationId: null, quantity: 1 }], 'brazil', byWeight.id),
      );
      expect(typed.statusCode, typed.body).toBe(201);
      expect(typed.json().address.country).toBe('BR');
      const unknown = await shop.shopper.post(
        CHECKOUT,
        body([{ productId: mug, variationId: null, quantity: 1 }], 'Atlantis', byWeight.id),
      );
      expect(unknown.statusCode).toBe(400);
      expect(fields(unknown)).toContainEqual({
        field: 'address.country',
        message: 'Choose a country from the list',
      });
    });
  });
});
