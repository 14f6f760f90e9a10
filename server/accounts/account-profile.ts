/**
 * The signed-in customer as their account shows them, and what they do with it: change their
 * profile (name, phone, marketing consent), take everything the store keeps about them as
 * JSON, and delete it all (their orders stay in the store's books with the personal fields
 * erased). Every statement is keyed by the customer's store.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AccountData,
  CustomerAccount,
  EmailMarketingState,
  accountProfileBodySchema,
} from '../../shared';
import type { Db } from '../db/client';
import {
  contactMessages,
  customerAddresses,
  customerSignInCodes,
  customers,
  orders,
  type ShippingAddress,
  productReviews,
} from '../db/schema';
import { notFound } from '../http/errors';
import { getOrderItems, toOrderDto } from '../orders/order-dto';
import { customerOrders, latestOrderContact } from './account-orders';
import { listSavedAddresses } from './saved-addresses';

interface Owner {
  storeId: string;
  customerId: string;
}

const ofCustomer = ({ storeId, customerId }: Owner) =>
  and(eq(customers.storeId, storeId), eq(customers.id, customerId));

const customerNotFound = () => notFound('Customer not found', 'customerId', 'No such customer');

/** The orders' own fields for the buyer (no bank details: the account lists, it does not pay). */
const noBank = { bankTransferInstructions: '', bankAccount: {} };

/**
 * The customer: their profile's name and phone, else their latest order's; the address their
 * checkout starts from (the default saved one, else the latest order's).
 */
export async function loadCustomerAccount(
  db: Pick<Db, 'select'>,
  owner: Owner,
): Promise<CustomerAccount> {
  const [row] = await db.select().from(customers).where(ofCustomer(owner)).limit(1);
  if (!row) throw customerNotFound();
  const [latest, [saved]] = await Promise.all([
    latestOrderContact(db, owner),
    db
      .select()
      .from(customerAddresses)
      .where(
        and(
          eq(customerAddresses.storeId, owner.storeId),
          eq(customerAddresses.customerId, owner.customerId),
          eq(customerAddresses.isDefault, true),
        ),
      )
      .limit(1),
  ]);
  return {
    customerId: row.id,
    email: row.email,
    name: row.name || latest?.name || '',
    phone: row.phone || saved?.phone || latest?.phone || '',
    address: saved
      ? {
          company: saved.company,
          line1: saved.line1,
          line2: saved.line2,
          city: saved.city,
          region: saved.region,
          postalCode: saved.postalCode,
          country: saved.country,
        }
      : (latest?.address ?? null),
    acceptsMarketing: row.emailMarketing === 'subscribed',
    accountSince: (row.accountSince ?? row.createdAt).toISOString(),
  };
}

/**
 * Saves the customer's name, phone and consent. Agreeing subscribes them at once (the email
 * is theirs: they signed in with a code sent to it); withdrawing unsubscribes them; either is
 * dated with source `account`. An unchanged consent keeps its date and source.
 */
export async function updateAccountProfile(
  db: Db,
  owner: Owner,
  input: z.output<typeof accountProfileBodySchema>,
  now: Date,
): Promise<CustomerAccount> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ emailMarketing: customers.emailMarketing })
      .from(customers)
      .where(ofCustomer(owner))
      .for('update');
    if (!row) throw customerNotFound();
    const was = row.emailMarketing;
    const next: EmailMarketingState = input.acceptsMarketing
      ? 'subscribed'
      : was === 'subscribed' || was === 'pending'
        ? 'unsubscribed'
        : was;
    await tx
      .update(customers)
      .set({
        name: input.name,
        phone: input.phone,
        updatedAt: now,
        ...(next === was
          ? {}
          : { emailMarketing: next, marketingUpdatedAt: now, marketingSource: 'account' as const }),
      })
      .where(ofCustomer(owner));
  });
  return loadCustomerAccount(db, owner);
}

/** Everything the store keeps about the customer (their download). */
export async function exportAccountData(
  db: Db,
  owner: Owner,
  store: { name: string; host: string },
  now: Date,
): Promise<AccountData> {
  const [row] = await db.select().from(customers).where(ofCustomer(owner)).limit(1);
  if (!row) throw customerNotFound();
  const [addresses, orderRows] = await Promise.all([
    listSavedAddresses(db, owner),
    db
      .select()
      .from(orders)
      .where(customerOrders(owner))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber)),
  ]);
  const items = await getOrderItems(
    db,
    owner.storeId,
    orderRows.map((o) => o.id),
  );
  return {
    store,
    exportedAt: now.toISOString(),
    customer: {
      email: row.email,
      name: row.name,
      phone: row.phone,
      accountSince: row.accountSince?.toISOString() ?? null,
      emailMarketing: row.emailMarketing,
      marketingUpdatedAt: row.marketingUpdatedAt?.toISOString() ?? null,
    },
    addresses,
    orders: orderRows.map((o) => toOrderDto(o, items.get(o.id) ?? [], noBank)),
  };
}

/** An erased order's address: the country stays (the store's tax books need it). */
const erasedAddress = (address: ShippingAddress | null) =>
  address
    ? {
        line1: '',
        line2: '',
        company: '',
        city: '',
        region: '',
        postalCode: '',
        country: address.country,
      }
    : null;

/**
 * Deletes the customer (their sessions and addresses go with the row), their pending sign-in
 * code and contact messages, and erases the name, email, phone, address (but its country) and
 * note of their orders, which stay for the store's books. Answers how many orders were erased.
 */
export async function deleteCustomerData(db: Db, owner: Owner, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(customers)
      .where(ofCustomer(owner))
      .returning({ email: customers.email });
    if (!row) throw customerNotFound();
    const { storeId } = owner;
    await tx
      .delete(customerSignInCodes)
      .where(
        and(eq(customerSignInCodes.storeId, storeId), eq(customerSignInCodes.email, row.email)),
      );
    // Their reviews stay under the name they chose to show; the email they came from goes.
    await tx
      .update(productReviews)
      .set({ email: '', updatedAt: now })
      .where(and(eq(productReviews.storeId, storeId), eq(productReviews.email, row.email)));
    await tx
      .delete(contactMessages)
      .where(
        and(
          eq(contactMessages.storeId, storeId),
          sql`lower(${contactMessages.customerEmail}) = ${row.email}`,
        ),
      );
    const orderRows = await tx
      .select({ id: orders.id, shippingAddress: orders.shippingAddress })
      .from(orders)
      .where(customerOrders(owner))
      .orderBy(asc(orders.createdAt));
    // One statement per distinct country (an order ships to one or none): few in practice.
    const byCountry = new Map<string, string[]>();
    for (const o of orderRows) {
      const key = JSON.stringify(erasedAddress(o.shippingAddress));
      byCountry.set(key, [...(byCountry.get(key) ?? []), o.id]);
    }
    for (const [address, ids] of byCountry) {
      await tx
        .update(orders)
        .set({
          customerId: null,
          customerName: '',
          customerEmail: '',
          customerPhone: '',
          note: '',
          shippingAddress: JSON.parse(address) as ShippingAddress | null,
          updatedAt: now,
        })
        .where(and(eq(orders.storeId, storeId), inArray(orders.id, ids)));
    }
    return orderRows.length;
  });
}
