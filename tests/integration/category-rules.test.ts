/**
 * Automatic categories (issue 27): a category with a rule ("tag is sale", "product type is
 * Rings", "vendor is Acme", any capitals) holds exactly the products that meet it, as they are
 * created, edited and imported; a merchant cannot take a product out by hand while it meets
 * the rule; a rule taken away leaves its products in, chosen by hand from then on; a Shopify
 * file's types become such categories, so a product typed later joins too; a bad rule is a
 * 400 naming the field.
 */
import { expect, it } from 'vitest';
import type { AdminCategory, AdminProduct } from '../../shared';
import { runImport } from './helpers/imports';
import { createStore, describeOnDatabase, useTestApp } from './helpers/test-app';
import { useShop } from './helpers/shops';

const P = '/api/dashboard/products';
const C = '/api/dashboard/category';

describeOnDatabase('automatic categories', () => {
  const t = useTestApp();
  const shop = useShop(t, 'rules-shop', 'Rules Shop');

  async function product(body: Record<string, unknown>): Promise<AdminProduct> {
    const res = await shop.client.post(`${P}/add-product`, {
      storeId: shop.storeId,
      price: 10,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminProduct>();
  }
  async function update(id: string, body: Record<string, unknown>) {
    const res = await shop.client.put(`${P}/update-product`, {
      storeId: shop.storeId,
      productId: id,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function category(id: string): Promise<AdminCategory> {
    const res = await shop.client.get(`${C}/fetch-category?categoryId=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminCategory>();
  }
  /** The names of the products in category `id`, as the products list filters them. */
  async function members(id: string, storeId = shop.storeId): Promise<string[]> {
    const res = await shop.client.get(
      `${P}/filtered-products?storeId=${storeId}&category=${id}&sort=name_asc`,
    );
    return res.json<{ content: { name: string }[] }>().content.map((p) => p.name);
  }

  it('holds exactly the products that meet its rule, as they change', async () => {
    const ring = await product({
      name: 'Ring',
      tags: ['Sale', 'summer'],
      productType: 'Rings',
      vendor: 'Acme',
    });
    const band = await product({
      name: 'Band',
      tags: ['new'],
      productType: 'rings',
      vendor: 'Other',
    });
    await product({ name: 'Mug', productType: 'Mugs' });

    const res = await shop.client.post(`${C}/add-category`, {
      storeId: shop.storeId,
      name: 'On sale',
      rule: { field: 'tag', value: 'SALE' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json<AdminCategory>();
    expect(sale).toMatchObject({ rule: { field: 'tag', value: 'SALE' }, productCount: 1 });
    expect(await members(sale.id)).toEqual(['Ring']);

    // Tagged later: in; the tag taken off: out.
    await update(band.id, { tags: ['new', 'sale'] });
    expect(await members(sale.id)).toEqual(['Band', 'Ring']);
    await update(ring.id, { tags: ['summer'] });
    expect(await members(sale.id)).toEqual(['Band']);

    // While it meets the rule, choosing categories by hand does not take it out.
    await update(band.id, { categoryIds: [] });
    expect(await members(sale.id)).toEqual(['Band']);

    // A type rule, any capitals; then the rule changed to a vendor.
    const rings = (
      await shop.client.post(`${C}/add-category`, {
        storeId: shop.storeId,
        name: 'Rings',
        rule: { field: 'type', value: 'Rings' },
      })
    ).json<AdminCategory>();
    expect(await members(rings.id)).toEqual(['Band', 'Ring']);
    const changed = await shop.client.put(`${C}/update-category`, {
      storeId: shop.storeId,
      categoryId: rings.id,
      rule: { field: 'vendor', value: 'acme' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminCategory>()).toMatchObject({ productCount: 1 });
    expect(await members(rings.id)).toEqual(['Ring']);

    // No rule any more: its products stay, chosen by hand from now on.
    await shop.client.put(`${C}/update-category`, {
      storeId: shop.storeId,
      categoryId: rings.id,
      rule: null,
    });
    expect(await category(rings.id)).toMatchObject({ rule: null, productCount: 1 });
    await update(ring.id, { vendor: 'Someone else' });
    expect(await members(rings.id)).toEqual(['Ring']);
  });

  it('refuses a rule it cannot read, naming the field', async () => {
    for (const [rule, field, message] of [
      [{ field: 'colour', value: 'red' }, 'rule.field', 'A rule matches tag, type or vendor'],
      [{ field: 'tag', value: '  ' }, 'rule.value', 'Give the rule a value'],
    ] as const) {
      const res = await shop.client.post(`${C}/add-category`, {
        storeId: shop.storeId,
        name: 'Bad rule',
        rule,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field, message }]);
    }
  });

  it("makes a Shopify file's types automatic categories that products typed later join", async () => {
    const store = await createStore(shop.client, 'rules-import', 'Rules Import');
    const csv = [
      'Handle,Title,Type,Status,Variant Price',
      'hook-a,Hook A,Ear Hook,active,5',
      'hook-b,Hook B,Ear hook,active,6',
      'chain,Chain,Chains,active,9',
    ].join('\n');
    expect(await runImport(shop.client, store, csv)).toMatchObject({ status: 'done' });
    const cats = (
      await shop.client.get(`/api/dashboard/categories/get-categories?storeId=${store}`)
    ).json<AdminCategory[]>();
    const hooks = cats.find((c) => c.slug === 'ear-hook')!;
    expect(hooks).toMatchObject({
      name: 'Ear Hook',
      rule: { field: 'type', value: 'Ear Hook' },
      productCount: 2,
    });
    const added = await shop.client.post(`${P}/add-product`, {
      storeId: store,
      name: 'Hook C',
      price: 7,
      productType: 'EAR HOOK',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<AdminProduct>().categories.map((c) => c.slug)).toEqual(['ear-hook']);
    expect(await members(hooks.id, store)).toEqual(['Hook A', 'Hook B', 'Hook C']);
  });
});
