/**
 * Order test helpers: a merchant's store taking both payment methods, orders placed by a
 * shopper on the store host, the merchant's order calls, a shopper's proof upload (multipart,
 * as the confirmation page sends it) and a snapshot of everything an order action may touch
 * (to show that a refused action changes nothing).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  emailOutbox,
  orderEvents,
  orders,
  paymentProofs,
  products,
  shippingRates,
  stores,
} from '../../../server/db/schema';
import type { CheckoutAnswer, CheckoutRequest, OrderDetailDto } from '../../../shared';
import { checkoutRequest } from '../../support/checkout-request';
import { postMultipart, type UploadFile } from './media-upload';
import { createStore, signUpMerchant, TestClient, type Merchant, type TestApp } from './test-app';

export interface OrderStore {
  merchant: Merchant;
  storeId: string;
  subdomain: string;
  name: string;
  host: string;
  shopper: TestClient;
  rateId: string;
}

/** A merchant and a store (USD) taking cash on delivery and bank transfers. */
export async function orderStore(
  t: TestApp,
  subdomain: string,
  name = 'Proof & Co Store',
): Promise<OrderStore> {
  const merchant = await signUpMerchant(t.app);
  const storeId = await createStore(merchant.client, subdomain, name);
  await t.database.db
    .update(stores)
    .set({
      bankTransferEnabled: true,
      bankTransferInstructions: 'Pay to IBAN XX00 1234, reference: your order number',
      bankAccount: {
        accountName: 'Proof & Co',
        bankName: 'First Test Bank',
        accountNumber: 'XX00 1234',
        bankCode: 'FTBKXX',
      },
    })
    .where(eq(stores.id, storeId));
  const [rate] = await t.database.db
    .select({ id: shippingRates.id })
    .from(shippingRates)
    .where(and(eq(shippingRates.storeId, storeId), eq(shippingRates.name, 'Standard delivery')));
  const host = `${subdomain}.localhost:3000`;
  return {
    merchant,
    storeId,
    subdomain,
    name,
    host,
    shopper: new TestClient(t.app, host),
    rateId: rate!.id,
  };
}

let seq = 0;
/** A product of the store; price in minor units. */
export async function makeProduct(
  t: TestApp,
  storeId: string,
  values: Partial<typeof products.$inferInsert> = {},
): Promise<string> {
  const n = ++seq;
  const [row] = await t.database.db
    .insert(products)
    .values({
      storeId,
      name: `Lamp ${n}`,
      slug: `lamp-${n}`,
      priceMinor: 2000,
      stock: 10,
      ...values,
    })
    .returning({ id: products.id });
  return row!.id;
}

export const productStock = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

/** Places an order through the checkout (201 expected); answers it with its token. */
export async function placeOrder(
  s: OrderStore,
  lines: CheckoutRequest['lines'],
  overrides: Partial<CheckoutRequest> = {},
): Promise<CheckoutAnswer> {
  const body = checkoutRequest(s, lines, overrides);
  const res = await s.shopper.post('/api/storefront/checkout', body);
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json<CheckoutAnswer>();
}

export const transition = (s: OrderStore, body: Record<string, unknown>) =>
  s.merchant.client.post('/api/dashboard/orders/transition', body);

export async function orderDetail(s: OrderStore, orderId: string): Promise<OrderDetailDto> {
  const res = await s.merchant.client.get(`/api/dashboard/orders/get-order?orderId=${orderId}`);
  if (res.statusCode !== 200) throw new Error(`get-order failed: ${res.statusCode} ${res.body}`);
  return res.json<OrderDetailDto>();
}

/** POSTs a proof as the confirmation page does: the fields, then the file. */
export function uploadProof(
  t: TestApp,
  s: { host: string },
  fields: Record<string, string>,
  files: UploadFile[],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return postMultipart(
    t.app,
    { host: s.host },
    '/api/storefront/order/payment-proof',
    { files, fields },
    headers,
  );
}

/** Everything an action on `orderId` may change: the order, its events, proofs, emails, stock. */
export async function orderSnapshot(t: TestApp, storeId: string, orderId: string): Promise<string> {
  const db = t.database.db;
  const [order, events, proofs, outbox, stock] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, orderId)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt)),
    db.select().from(paymentProofs).where(eq(paymentProofs.orderId, orderId)),
    db.select().from(emailOutbox).where(eq(emailOutbox.storeId, storeId)),
    db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(eq(products.storeId, storeId))
      .orderBy(asc(products.id)),
  ]);
  return JSON.stringify({ order, events, proofs, outbox: outbox.length, stock });
}

/** The store's outbox emails to `to`, oldest first. */
export async function emailsTo(t: TestApp, storeId: string, to: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.storeId, storeId), eq(emailOutbox.toAddress, to)))
    .orderBy(asc(emailOutbox.createdAt));
}
