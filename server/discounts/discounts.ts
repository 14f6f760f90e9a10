/**
 * A store's discounts, as the Discounts screen lists and edits them: create, update (codes
 * replaced as sent), delete (orders keep their discount lines, their id cleared), list with
 * status, usage and what they saved, search by title or code. A code names one discount per
 * store (case-insensitive: stored in capitals); a clash is a 409 naming the code.
 * Owns: the rows of `discounts` and `discount_codes`. Not: pricing (shared/pricing/), an
 * order's use of one (usage.ts).
 */
import { and, asc, desc, eq, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import {
  discountStatusAt,
  fitsCurrency,
  toDecimal,
  type CreateDiscountBody,
  type DiscountDto,
  type DiscountListReply,
  type DiscountStatus,
  type UpdateDiscountBody,
} from '../../shared';
import type { Db } from '../db/client';
import {
  categories,
  discountCodes,
  discounts,
  products,
  shippingZones,
  stores,
} from '../db/schema';
import { HttpError, notFound, type FieldError } from '../http/errors';
import { isUniqueViolation } from '../lib/pg-errors';

type DiscountRow = typeof discounts.$inferSelect;
type DiscountFields = Omit<CreateDiscountBody, 'storeId'>;

/** The codes shown with a discount in the list (the rest are counted). */
const CODES_SHOWN = 50;

const discountNotFound = () => notFound('Discount not found', 'discountId', 'No such discount');

async function storeOf(db: Db, storeId: string) {
  const [row] = await db
    .select({ currency: stores.currency, timeZone: stores.timeZone })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!row) throw notFound('Store not found', 'storeId', 'No such store');
  return row;
}

/** Amounts finer than the store's currency allows (1.5 yen) are refused, naming the field. */
function checkAmounts(body: DiscountFields, currency: string): void {
  const problems: FieldError[] = [];
  const check = (amount: number, field: string) => {
    if (!fitsCurrency(amount, currency)) {
      problems.push({ field, message: `The amount has more decimals than ${currency} allows` });
    }
  };
  const effect = body.effect;
  if ((effect.kind === 'order' || effect.kind === 'products') && effect.value.type === 'fixed') {
    check(effect.value.amount, 'effect.value.amount');
  }
  if (body.minimum.kind === 'subtotal') check(body.minimum.amount, 'minimum.amount');
  if (problems.length) {
    throw new HttpError(400, `Invalid body: ${problems.map((p) => p.field).join(', ')}`, problems);
  }
}

type TargetRef = { kind: string; productIds?: string[]; categoryIds?: string[] };

/** The targets an effect names, with their body paths. */
function targetsOf(
  effect: DiscountFields['effect'] | DiscountRow['effect'],
): [string, TargetRef][] {
  if (effect.kind === 'products') return [['effect.target', effect.target]];
  if (effect.kind === 'buy_x_get_y') {
    return [
      ['effect.buy.target', effect.buy.target],
      ['effect.get.target', effect.get.target],
    ];
  }
  return [];
}

/** The ids of the products `effect` names. */
const productIdsOf = (effect: DiscountRow['effect']) =>
  targetsOf(effect).flatMap(([, t]) => t.productIds ?? []);

/** The names of the products the discounts name, by id (one read for a whole list). */
async function productNamesOf(
  db: Db,
  storeId: string,
  rows: readonly Pick<DiscountRow, 'effect'>[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => productIdsOf(r.effect)))];
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, ids)));
  return new Map(found.map((p) => [p.id, p.name]));
}

/** Every product, category and zone the discount names is the store's (else 400 naming it). */
async function checkReferences(db: Db, storeId: string, body: DiscountFields): Promise<void> {
  const wanted = { products: new Set<string>(), categories: new Set<string>() };
  const effect = body.effect;
  const targets = targetsOf(effect);
  for (const [, t] of targets) {
    t.productIds?.forEach((id) => wanted.products.add(id));
    t.categoryIds?.forEach((id) => wanted.categories.add(id));
  }
  const zoneIds = effect.kind === 'free_shipping' ? (effect.zoneIds ?? []) : [];
  const [foundProducts, foundCategories, foundZones] = await Promise.all([
    wanted.products.size
      ? db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.storeId, storeId), inArray(products.id, [...wanted.products])))
      : [],
    wanted.categories.size
      ? db
          .select({ id: categories.id })
          .from(categories)
          .where(
            and(eq(categories.storeId, storeId), inArray(categories.id, [...wanted.categories])),
          )
      : [],
    zoneIds.length
      ? db
          .select({ id: shippingZones.id })
          .from(shippingZones)
          .where(and(eq(shippingZones.storeId, storeId), inArray(shippingZones.id, zoneIds)))
      : [],
  ]);
  const problems: FieldError[] = [];
  const has = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));
  const productSet = has(foundProducts);
  const categorySet = has(foundCategories);
  for (const [field, t] of targets) {
    if (t.productIds?.some((id) => !productSet.has(id))) {
      problems.push({ field: `${field}.productIds`, message: 'A product is not in this store' });
    }
    if (t.categoryIds?.some((id) => !categorySet.has(id))) {
      problems.push({ field: `${field}.categoryIds`, message: 'A category is not in this store' });
    }
  }
  const zoneSet = has(foundZones);
  if (zoneIds.some((id) => !zoneSet.has(id))) {
    problems.push({ field: 'effect.zoneIds', message: 'A shipping zone is not in this store' });
  }
  if (problems.length) {
    throw new HttpError(400, `Invalid body: ${problems.map((p) => p.field).join(', ')}`, problems);
  }
}

/** The 409 of codes another discount of the store has. */
async function codeClash(db: Db, storeId: string, codes: string[], except: string | null) {
  if (!codes.length) return null;
  const taken = await db
    .select({ code: discountCodes.code, discountId: discountCodes.discountId })
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, storeId), inArray(discountCodes.code, codes)));
  const clash = taken.filter((t) => t.discountId !== except);
  if (!clash.length) return null;
  const first = clash[0]!.code;
  const message =
    clash.length === 1
      ? `${first} is the code of another discount`
      : `${first} and ${clash.length - 1} more are codes of other discounts`;
  return new HttpError(409, message, [
    { field: `codes.${codes.indexOf(first)}`, message: `${first} is the code of another discount` },
  ]);
}

function rowValues(body: DiscountFields, now: Date) {
  return {
    title: body.title,
    method: body.method,
    kind: body.effect.kind,
    effect: body.effect,
    minimum: body.minimum,
    combinesWith: body.combinesWith,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    usageLimit: body.usageLimit,
    perCustomerLimit: body.perCustomerLimit,
    updatedAt: now,
  };
}

function toDto(
  row: DiscountRow,
  codes: string[],
  codeCount: number,
  currency: string,
  now: Date,
  names: ReadonlyMap<string, string>,
): DiscountDto {
  const productNames: Record<string, string> = {};
  for (const id of productIdsOf(row.effect)) {
    const name = names.get(id);
    if (name !== undefined) productNames[id] = name;
  }
  const startsAt = row.startsAt?.toISOString() ?? null;
  const endsAt = row.endsAt?.toISOString() ?? null;
  return {
    id: row.id,
    storeId: row.storeId,
    title: row.title,
    method: row.method,
    codes,
    codeCount,
    effect: row.effect,
    minimum: row.minimum,
    combinesWith: row.combinesWith,
    startsAt,
    endsAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    totalSaved: toDecimal(row.savedMinor, currency),
    status: discountStatusAt({ startsAt, endsAt }, now.getTime()),
    productNames,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The discounts' codes (the first `CODES_SHOWN` of each, in order) and how many each has. */
async function codesOf(db: Db, storeId: string, ids: string[]) {
  const out = new Map<string, { codes: string[]; count: number }>();
  if (!ids.length) return out;
  const rows = await db
    .select({ discountId: discountCodes.discountId, code: discountCodes.code })
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, storeId), inArray(discountCodes.discountId, ids)))
    .orderBy(asc(discountCodes.code));
  for (const r of rows) {
    const entry = out.get(r.discountId) ?? { codes: [], count: 0 };
    if (entry.codes.length < CODES_SHOWN) entry.codes.push(r.code);
    entry.count += 1;
    out.set(r.discountId, entry);
  }
  return out;
}

export async function getDiscount(
  db: Db,
  storeId: string,
  discountId: string,
  now: Date,
  allCodes = false,
): Promise<DiscountDto> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.storeId, storeId), eq(discounts.id, discountId)))
    .limit(1);
  if (!row) throw discountNotFound();
  const { currency } = await storeOf(db, storeId);
  const codes = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, storeId), eq(discountCodes.discountId, discountId)))
    .orderBy(asc(discountCodes.code));
  const list = codes.map((c) => c.code);
  const names = await productNamesOf(db, storeId, [row]);
  const shown = allCodes ? list : list.slice(0, CODES_SHOWN);
  return toDto(row, shown, list.length, currency, now, names);
}

export async function listDiscounts(
  db: Db,
  storeId: string,
  filters: { search?: string | undefined; status?: DiscountStatus | undefined },
  now: Date,
): Promise<DiscountListReply> {
  const store = await storeOf(db, storeId);
  const search = filters.search?.trim();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.storeId, storeId),
        pattern
          ? or(
              ilike(discounts.title, pattern),
              sql`exists (select 1 from ${discountCodes} c where c.store_id = ${discounts.storeId} and c.discount_id = ${discounts.id} and c.code ilike ${pattern})`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(discounts.createdAt), asc(discounts.id));
  const [codes, names] = await Promise.all([
    codesOf(
      db,
      storeId,
      rows.map((r) => r.id),
    ),
    productNamesOf(db, storeId, rows),
  ]);
  const list = rows
    .map((r) => {
      const c = codes.get(r.id);
      return toDto(r, c?.codes ?? [], c?.count ?? 0, store.currency, now, names);
    })
    .filter((d) => !filters.status || d.status === filters.status);
  return { storeId, currency: store.currency, timeZone: store.timeZone, discounts: list };
}

async function writeCodes(db: Db, storeId: string, discountId: string, codes: string[]) {
  await db
    .delete(discountCodes)
    .where(and(eq(discountCodes.storeId, storeId), eq(discountCodes.discountId, discountId)));
  if (codes.length) {
    await db.insert(discountCodes).values(codes.map((code) => ({ storeId, discountId, code })));
  }
}

/** Runs a write whose codes may clash with another's written meanwhile: the clash is a 409. */
async function withCodes<T>(
  db: Db,
  storeId: string,
  codes: string[],
  except: string | null,
  write: () => Promise<T>,
): Promise<T> {
  const clash = await codeClash(db, storeId, codes, except);
  if (clash) throw clash;
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw (await codeClash(db, storeId, codes, except)) ?? error;
    }
    throw error;
  }
}

export async function createDiscount(
  db: Db,
  storeId: string,
  body: DiscountFields,
  now: Date,
): Promise<DiscountDto> {
  const { currency } = await storeOf(db, storeId);
  checkAmounts(body, currency);
  await checkReferences(db, storeId, body);
  const id = await withCodes(db, storeId, body.codes, null, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(discounts)
        .values({ storeId, ...rowValues(body, now), createdAt: now })
        .returning({ id: discounts.id });
      await writeCodes(tx as unknown as Db, storeId, row!.id, body.codes);
      return row!.id;
    }),
  );
  return getDiscount(db, storeId, id, now);
}

export async function updateDiscount(
  db: Db,
  storeId: string,
  body: Omit<UpdateDiscountBody, 'storeId'>,
  now: Date,
): Promise<DiscountDto> {
  const { discountId, ...fields } = body;
  const { currency } = await storeOf(db, storeId);
  checkAmounts(fields, currency);
  await checkReferences(db, storeId, fields);
  await withCodes(db, storeId, fields.codes, discountId, () =>
    db.transaction(async (tx) => {
      const ofThis = and(eq(discounts.storeId, storeId), eq(discounts.id, discountId));
      // A limit below the uses so far is refused (guarded: an order may use it meanwhile).
      const [row] = await tx
        .update(discounts)
        .set(rowValues(fields, now))
        .where(
          and(
            ofThis,
            fields.usageLimit === null ? undefined : lte(discounts.usedCount, fields.usageLimit),
          ),
        )
        .returning({ id: discounts.id });
      if (!row) {
        const [found] = await tx
          .select({ usedCount: discounts.usedCount })
          .from(discounts)
          .where(ofThis);
        if (!found) throw discountNotFound();
        const message = `It was used ${found.usedCount} times already: the limit must be at least that`;
        throw new HttpError(400, 'Invalid body: usageLimit', [{ field: 'usageLimit', message }]);
      }
      await writeCodes(tx as unknown as Db, storeId, discountId, fields.codes);
    }),
  );
  return getDiscount(db, storeId, discountId, now);
}

export async function deleteDiscount(db: Db, storeId: string, discountId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Orders keep their lines (title, code, amount: `orders.discount_lines`); the id no
    // longer names anything.
    const [row] = await tx
      .delete(discounts)
      .where(and(eq(discounts.storeId, storeId), eq(discounts.id, discountId)))
      .returning({ id: discounts.id });
    if (!row) throw discountNotFound();
  });
}
