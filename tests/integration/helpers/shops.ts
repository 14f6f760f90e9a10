/**
 * A merchant with a store of their own, the setup most integration files start with: `useShop`
 * signs a new merchant up and creates their store in a `beforeAll` registered where it is
 * called (so after `useTestApp`'s, which is called first, and before the block's own), and
 * answers a handle whose fields read what it made, as `useTestApp`'s handle does.
 */
import { beforeAll } from 'vitest';
import { createStore, signUpMerchant, TestClient, type Merchant, type TestApp } from './test-app';

export interface Shop extends Merchant {
  storeId: string;
  /** A shopper's client on the store's host (its own cookies: cart, order tokens). */
  shopper: TestClient;
}

/** Signs a merchant up and creates their store `subdomain` named `name`. */
export async function openShop(
  app: TestApp['app'],
  subdomain: string,
  name?: string,
  shopperHost = `${subdomain}.localhost`,
): Promise<Shop> {
  const merchant = await signUpMerchant(app);
  const storeId = await createStore(merchant.client, subdomain, name);
  return { ...merchant, storeId, shopper: new TestClient(app, shopperHost) };
}

/** Every field of a shop, so that a field added to `Shop` must be added here too. */
const shopFields: Record<keyof Shop, true> = {
  client: true,
  email: true,
  password: true,
  userId: true,
  storeId: true,
  shopper: true,
};

/** `openShop` for the enclosing describe block, in its `beforeAll`. */
export function useShop(t: TestApp, subdomain: string, name?: string, shopperHost?: string): Shop {
  let made: Shop | undefined;
  beforeAll(async () => {
    made = await openShop(t.app, subdomain, name, shopperHost);
  });
  const handle = {} as Shop;
  for (const key of Object.keys(shopFields) as (keyof Shop)[]) {
    Object.defineProperty(handle, key, {
      enumerable: true,
      get: () => {
        if (!made) throw new Error(`the shop ${subdomain} is made in beforeAll; use it in a test`);
        return made[key];
      },
    });
  }
  return handle;
}
