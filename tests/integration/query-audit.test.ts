/** The query audit's own check (helpers/query-audit.ts): what it lets through and what it fails. */
import { describe, expect, it } from 'vitest';
import { auditStatement } from './helpers/query-audit';

describe('query audit', () => {
  it('passes statements that name the store of every distributed table they touch', () => {
    for (const sql of [
      'select "id" from "products" where ("products"."store_id" = $1 and "products"."id" = $2)',
      'select o.id from orders o join order_items i on i.store_id = o.store_id and i.order_id = o.id where o.store_id = $1',
      'insert into "orders" ("id", "store_id", "status") values ($1, $2, $3)',
      'update "pages" set "title" = $1 where ("pages"."store_id" = $2 and "pages"."id" = $3)',
      'delete from "media" where "media"."store_id" in ($1)',
      'select "id" from "stores" where "stores"."subdomain" = $1',
      'select count(*) from users',
      'create index x on products (name)',
    ]) {
      expect(auditStatement(sql), sql).toBeNull();
    }
  });

  it('fails a statement on a distributed table without a store condition', () => {
    expect(auditStatement('select "id" from "products" where "products"."id" = $1')).toBe(
      'no store_id condition on products',
    );
    expect(
      auditStatement(
        'select o.id from orders o join order_items i on i.order_id = o.id where o.store_id = $1',
      ),
    ).toBe('no store_id condition on order_items');
    expect(auditStatement('insert into "orders" ("id", "status") values ($1, $2)')).toBe(
      'no store_id condition on orders (insert without store_id)',
    );
    // `pc.store_id` is not `c.store_id`: the categories join names no store.
    expect(
      auditStatement(
        'select 1 from product_categories pc join categories c on c.id = pc.category_id where pc.store_id = $1',
      ),
    ).toBe('no store_id condition on categories');
    // Selecting the column is not filtering by it.
    expect(auditStatement('select store_id from orders where id = $1')).toBe(
      'no store_id condition on orders',
    );
    expect(auditStatement('update "orders" set "status" = $1 where "orders"."id" = $2')).toBe(
      'no store_id condition on orders',
    );
  });
});
