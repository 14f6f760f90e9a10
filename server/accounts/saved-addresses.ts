/**
 * A signed-in customer's saved addresses: at most MAX_SAVED_ADDRESSES, one the default (the
 * first saved is, and the oldest left takes over when the default is deleted), which their
 * checkout starts from. Every statement is keyed by the customer's store and id: an address
 * of another customer, or another store's, is "not found".
 */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { MAX_SAVED_ADDRESSES, type SavedAddress, type savedAddressBodySchema } from '../../shared';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { customerAddresses, customers } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

type AddressRow = typeof customerAddresses.$inferSelect;
type AddressInput = z.output<typeof savedAddressBodySchema>;
interface Owner {
  storeId: string;
  customerId: string;
}

const ofOwner = ({ storeId, customerId }: Owner) =>
  and(eq(customerAddresses.storeId, storeId), eq(customerAddresses.customerId, customerId));

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    addressId: row.id,
    name: row.name,
    phone: row.phone,
    company: row.company,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
    isDefault: row.isDefault,
  };
}

/**
 * Locks the customer's row: their address changes queue one behind another, so the limit and
 * the one default hold (the default's unique index would refuse a race with a 500).
 */
async function lockCustomer(tx: Tx, { storeId, customerId }: Owner) {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
    .for('update');
}

const addressNotFound = () =>
  notFound('Address not found', 'addressId', 'This address is not on your account');

/** The customer's addresses, the default first, then oldest first. */
export async function listSavedAddresses(
  db: Pick<Db, 'select'>,
  owner: Owner,
): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(ofOwner(owner))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.createdAt))
    .limit(MAX_SAVED_ADDRESSES);
  return rows.map(toSavedAddress);
}

const columns = (input: AddressInput) => ({
  name: input.name,
  phone: input.phone,
  company: input.company,
  line1: input.line1,
  line2: input.line2,
  city: input.city,
  region: input.region,
  postalCode: input.postalCode,
  country: input.country,
});

/**
 * Saves a new address (the default when asked, or when it is the first); a customer at the
 * limit gets a 409 naming nothing to lose: the form keeps what was typed.
 */
export async function addSavedAddress(
  db: Db,
  owner: Owner,
  input: AddressInput,
  now: Date,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    // Counted under the customer's row lock: two adds at once cannot both pass the limit.
    await lockCustomer(tx, owner);
    const [held] = await tx.select({ n: count() }).from(customerAddresses).where(ofOwner(owner));
    const existing = Number(held?.n ?? 0);
    if (existing >= MAX_SAVED_ADDRESSES) {
      const message = `You can keep up to ${MAX_SAVED_ADDRESSES} addresses: delete one first`;
      throw new HttpError(409, message, [{ field: 'addressId', message }]);
    }
    const isDefault = input.isDefault || existing === 0;
    if (isDefault) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: false, updatedAt: now })
        .where(and(ofOwner(owner), eq(customerAddresses.isDefault, true)));
    }
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...owner, ...columns(input), isDefault, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('address insert returned no row');
    return toSavedAddress(row);
  });
}

/** Changes an address; `isDefault: true` makes it the default (false leaves the default be). */
export async function updateSavedAddress(
  db: Db,
  owner: Owner,
  addressId: string,
  input: AddressInput,
  now: Date,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, owner);
    const mine = and(ofOwner(owner), eq(customerAddresses.id, addressId));
    const [current] = await tx.select().from(customerAddresses).where(mine).for('update');
    if (!current) throw addressNotFound();
    if (input.isDefault && !current.isDefault) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: false, updatedAt: now })
        .where(and(ofOwner(owner), eq(customerAddresses.isDefault, true)));
    }
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...columns(input), isDefault: current.isDefault || input.isDefault, updatedAt: now })
      .where(mine)
      .returning();
    if (!row) throw addressNotFound();
    return toSavedAddress(row);
  });
}

/** Deletes an address; when it was the default, the oldest one left becomes the default. */
export async function deleteSavedAddress(
  db: Db,
  owner: Owner,
  addressId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, owner);
    const [gone] = await tx
      .delete(customerAddresses)
      .where(and(ofOwner(owner), eq(customerAddresses.id, addressId)))
      .returning({ isDefault: customerAddresses.isDefault });
    if (!gone) throw addressNotFound();
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(ofOwner(owner), ne(customerAddresses.id, addressId)))
      .orderBy(asc(customerAddresses.createdAt))
      .limit(1);
    if (next) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: true, updatedAt: now })
        .where(and(ofOwner(owner), eq(customerAddresses.id, next.id)));
    }
  });
}
