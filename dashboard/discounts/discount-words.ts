/**
 * A discount in one sentence, as the editor's live summary and the list say it: "10% off
 * Apparel, minimum $50.00, once per customer, until Dec 31". Pure: the names of the products,
 * categories and zones it points at are passed in.
 */
import {
  countOf,
  formatAmount,
  type DiscountDto,
  type DiscountEffectDto,
  type DiscountMinimumDto,
} from '../../shared';

export interface DiscountNames {
  currency: string;
  /** The store's time zone (dates are said in it). */
  timeZone: string;
  products: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, string>;
  zones: ReadonlyMap<string, string>;
}

type Target = Extract<DiscountEffectDto, { kind: 'products' }>['target'];

const percentText = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

function listNames(ids: string[], names: ReadonlyMap<string, string>, one: string, many: string) {
  const known = ids.map((id) => names.get(id)).filter((n): n is string => Boolean(n));
  if (known.length === 0) return countOf(ids.length, one, many);
  if (known.length <= 2 && known.length === ids.length) return known.join(' and ');
  return `${known[0]} and ${countOf(ids.length - 1, `other ${one}`, `other ${many}`)}`;
}

function targetText(target: Target, names: DiscountNames): string {
  switch (target.kind) {
    case 'all':
      return 'every product';
    case 'products':
      return listNames(target.productIds, names.products, 'product', 'products');
    case 'categories':
      return listNames(target.categoryIds, names.categories, 'category', 'categories');
  }
}

function effectText(effect: DiscountEffectDto, names: DiscountNames): string {
  const money = (n: number) => formatAmount(n, names.currency);
  switch (effect.kind) {
    case 'order':
      return effect.value.type === 'percentage'
        ? `${percentText(effect.value.percent)} off the order`
        : `${money(effect.value.amount)} off the order`;
    case 'products': {
      const what = targetText(effect.target, names);
      if (effect.value.type === 'percentage')
        return `${percentText(effect.value.percent)} off ${what}`;
      return effect.value.perItem
        ? `${money(effect.value.amount)} off each item of ${what}`
        : `${money(effect.value.amount)} off ${what}`;
    }
    case 'buy_x_get_y': {
      const got = effect.get.percent >= 100 ? 'free' : `at ${percentText(effect.get.percent)} off`;
      const uses =
        effect.usesPerOrder === null
          ? ''
          : `, ${countOf(effect.usesPerOrder, 'time', 'times')} per order at most`;
      return `Buy ${effect.buy.quantity} of ${targetText(effect.buy.target, names)}, get ${effect.get.quantity} of ${targetText(effect.get.target, names)} ${got} (cheapest first)${uses}`;
    }
    case 'free_shipping':
      return effect.zoneIds === null
        ? 'Free shipping'
        : `Free shipping to ${listNames(effect.zoneIds, names.zones, 'zone', 'zones')}`;
  }
}

function minimumText(minimum: DiscountMinimumDto, currency: string): string | null {
  if (minimum.kind === 'subtotal') return `minimum ${formatAmount(minimum.amount, currency)}`;
  if (minimum.kind === 'quantity') return `minimum ${countOf(minimum.count, 'item', 'items')}`;
  return null;
}

const dayText = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));

/** The sentence (see the header). */
export function describeDiscount(
  d: Pick<
    DiscountDto,
    'effect' | 'minimum' | 'startsAt' | 'endsAt' | 'usageLimit' | 'perCustomerLimit' | 'method'
  >,
  names: DiscountNames,
): string {
  const parts = [effectText(d.effect, names)];
  const minimum = minimumText(d.minimum, names.currency);
  if (minimum) parts.push(minimum);
  if (d.perCustomerLimit === 1) parts.push('once per customer');
  else if (d.perCustomerLimit !== null)
    parts.push(`${countOf(d.perCustomerLimit, 'time', 'times')} per customer`);
  if (d.usageLimit !== null) parts.push(`${countOf(d.usageLimit, 'use', 'uses')} in all`);
  if (d.startsAt && Date.parse(d.startsAt) > Date.now())
    parts.push(`from ${dayText(d.startsAt, names.timeZone)}`);
  if (d.endsAt) parts.push(`until ${dayText(d.endsAt, names.timeZone)}`);
  if (d.method === 'automatic') parts.push('applied automatically');
  return parts.join(', ');
}
