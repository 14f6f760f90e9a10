/**
 * Catalogue rules shared by the server, the dashboard and the CSV import: the one slug rule
 * (products, categories, pages, the seed), every combination of attribute values (the variant
 * generator), stock states and the bulk price change (one rounding rule for the preview and
 * the write). Pure.
 */
import { MAX_PRICE_MINOR } from './money';

/** The longest slug `slugify` makes: what the Pages API accepts (`pageSlugSchema`). */
export const SLUG_MAX_LENGTH = 100;

/** Letters NFKD leaves whole, spelled as ASCII (ß is `ss`, as German writes it without ß). */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  œ: 'oe',
  Œ: 'oe',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  þ: 'th',
  Þ: 'th',
};

/**
 * The one slug rule of products, categories (collections), pages and the demo seed:
 * `&` is `and`, letters spelled in ASCII (NFKD without marks, plus `LETTERS`), anything else
 * a single hyphen, at most `SLUG_MAX_LENGTH` characters, no hyphen at either end.
 * `Rock & Roll` -> `rock-and-roll`, `Straße` -> `strasse`; `''` when nothing usable is left.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßẞæÆøØœŒłŁđĐþÞ]/g, (c) => LETTERS[c] ?? c)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

/** `base`, else `base-2`, `base-3`… whichever `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'product';
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root.slice(0, 195)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export interface AttributeGroupShape {
  name: string;
  values: string[];
}

/** Every combination of one value per group, in group order (`[{}]` for no groups). */
export function attributeCombinations(groups: AttributeGroupShape[]): Record<string, string>[] {
  return groups
    .filter((g) => g.values.length > 0)
    .reduce<Record<string, string>[]>(
      (acc, g) => acc.flatMap((combo) => g.values.map((v) => ({ ...combo, [g.name]: v }))),
      [{}],
    );
}

/** A stable key of one combination, whatever the order of its keys. */
export function combinationKey(attributes: Record<string, string>): string {
  return JSON.stringify(
    Object.keys(attributes)
      .sort()
      .map((k) => [k, attributes[k]]),
  );
}

/** The combinations `existing` lacks ("generate missing" after a new value). */
export function missingCombinations(
  groups: AttributeGroupShape[],
  existing: Record<string, string>[],
): Record<string, string>[] {
  const have = new Set(existing.map(combinationKey));
  return attributeCombinations(groups).filter((c) => !have.has(combinationKey(c)));
}

export const stockStates = ['in_stock', 'low_stock', 'out_of_stock', 'untracked'] as const;
export type StockState = (typeof stockStates)[number];

/**
 * How a stock row (a variant, or a product without variants) sells:
 * - `deny`: the quantity is tracked and a shopper can buy at most what is on hand;
 * - `continue`: tracked, and it keeps selling at 0 (the quantity goes below 0: backorders);
 * - `untracked`: the quantity is not counted at all; always buyable, never taken from.
 */
export const inventoryPolicies = ['deny', 'continue', 'untracked'] as const;
export type InventoryPolicy = (typeof inventoryPolicies)[number];

/** The merchant's words for each policy (the editor's choice, the CSV's and the list's). */
export const inventoryPolicyLabels: Record<InventoryPolicy, string> = {
  deny: 'Track quantity, stop selling at 0',
  continue: 'Track quantity, keep selling at 0',
  untracked: 'Don’t track quantity',
};

/** Units a shopper may buy of a stock row now: what is on hand under `deny`, else no limit. */
export function sellableUnits(stock: number, policy: InventoryPolicy): number {
  return policy === 'deny' ? Math.max(0, stock) : Number.POSITIVE_INFINITY;
}

/** Whether a shopper can buy a stock row now (the storefront's "in stock"). */
export const isSellable = (stock: number, policy: InventoryPolicy) =>
  sellableUnits(stock, policy) > 0;

/**
 * Out of stock at 0, low at or below the threshold, else in stock; `untracked` when no row
 * of the product is counted (`tracked` false).
 */
export function stockState(units: number, lowStockThreshold: number, tracked = true): StockState {
  if (!tracked) return 'untracked';
  if (units <= 0) return 'out_of_stock';
  return units <= lowStockThreshold ? 'low_stock' : 'in_stock';
}

export type PriceChange = { mode: 'percent'; amount: number } | { mode: 'fixed'; amount: number };

/**
 * A price (minor units) after a bulk change: `percent` adds that percentage (−10 lowers by
 * 10 %), `fixed` adds that many minor units; rounded to a whole minor unit, never below 0
 * nor above MAX_PRICE_MINOR.
 */
export function changedPriceMinor(priceMinor: number, change: PriceChange): number {
  const next =
    change.mode === 'percent'
      ? Math.round((priceMinor * (100 + change.amount)) / 100)
      : Math.round(priceMinor + change.amount);
  return Math.min(MAX_PRICE_MINOR, Math.max(0, next));
}

/**
 * The margin of a unit sold at `paid` that cost `cost` (any one unit of money): the whole
 * percent of the price it earns (below 0 when sold under cost); null without a cost or a
 * price above 0.
 */
export function marginPercent(paid: number, cost: number | null): number | null {
  if (cost === null || !Number.isFinite(cost) || !(paid > 0)) return null;
  return Math.round(((paid - cost) / paid) * 100);
}

/** The longest tag, and the most tags one product has. */
export const TAG_MAX_LENGTH = 60;
export const MAX_TAGS = 100;

/**
 * A product's tags as kept: each trimmed with its inner spaces collapsed, empty ones dropped,
 * and a tag that differs from an earlier one only by case left out (the first spelling stays).
 */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase('en');
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** Tags written in one text, comma-separated (Shopify's Tags cell, the editor's field). */
export const splitTags = (text: string): string[] => normaliseTags(text.split(','));

/**
 * An automatic category's rule: every product whose tag, type or vendor is `value` (compared
 * without case) is in it, and no other. A category without a rule is filled by hand.
 */
export const categoryRuleFields = ['tag', 'type', 'vendor'] as const;
export type CategoryRuleField = (typeof categoryRuleFields)[number];
export interface CategoryRule {
  field: CategoryRuleField;
  value: string;
}

/** The merchant's words for a rule's field ("Tag is sale"). */
export const categoryRuleFieldLabels: Record<CategoryRuleField, string> = {
  tag: 'Tag',
  type: 'Product type',
  vendor: 'Vendor',
};

/** A rule in words: `Product type is “Rings”`. */
export const describeCategoryRule = (rule: CategoryRule) =>
  `${categoryRuleFieldLabels[rule.field]} is “${rule.value}”`;
