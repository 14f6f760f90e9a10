/**
 * The API's discounts and taxes (decimals and percentages) as the engine reads them (minor
 * units and PPM): the storefront's preview and the server both convert with these, so both
 * price with the same numbers.
 */
import type { CheckoutDiscountDto, DiscountEffectDto } from '../api/discounts';
import type { TaxSettingsDto } from '../api/taxes';
import { toMinor } from '../money';
import { percentToPpm } from './arithmetic';
import type { DiscountEffect, DiscountRule, DiscountTarget } from './discount-rules';
import type { TaxSettings } from './tax-rules';

type TargetDto = Extract<DiscountEffectDto, { kind: 'products' }>['target'];

const toTarget = (t: TargetDto): DiscountTarget =>
  t.kind === 'all'
    ? { kind: 'all' }
    : t.kind === 'products'
      ? { kind: 'products', productIds: t.productIds }
      : { kind: 'categories', categoryIds: t.categoryIds };

export function toDiscountEffect(effect: DiscountEffectDto, currency: string): DiscountEffect {
  switch (effect.kind) {
    case 'order':
    case 'products': {
      const v = effect.value;
      const value =
        v.type === 'percentage'
          ? { kind: 'percentage' as const, ratePpm: percentToPpm(v.percent) }
          : {
              kind: 'fixed' as const,
              amountMinor: toMinor(v.amount, currency),
              perItem: v.perItem,
            };
      return effect.kind === 'order'
        ? { type: 'order', value }
        : { type: 'products', value, target: toTarget(effect.target) };
    }
    case 'buy_x_get_y':
      return {
        type: 'buy_x_get_y',
        buy: { quantity: effect.buy.quantity, target: toTarget(effect.buy.target) },
        get: {
          quantity: effect.get.quantity,
          target: toTarget(effect.get.target),
          ratePpm: percentToPpm(effect.get.percent),
        },
        usesPerOrder: effect.usesPerOrder,
      };
    case 'free_shipping':
      return { type: 'free_shipping', zoneIds: effect.zoneIds };
  }
}

/** A checkout's discount as the engine reads it. */
export function toDiscountRule(d: CheckoutDiscountDto, currency: string): DiscountRule {
  return {
    id: d.id,
    title: d.title,
    code: d.code,
    effect: toDiscountEffect(d.effect, currency),
    minimum:
      d.minimum.kind === 'subtotal'
        ? { kind: 'subtotal', amountMinor: toMinor(d.minimum.amount, currency) }
        : d.minimum,
    combinesWith: d.combinesWith,
    startsAt: d.startsAt === null ? null : Date.parse(d.startsAt),
    endsAt: d.endsAt === null ? null : Date.parse(d.endsAt),
    exhausted: d.usedUp ? 'used_up' : null,
  };
}

export function toTaxSettings(t: Omit<TaxSettingsDto, 'storeId'>): TaxSettings {
  return {
    pricesIncludeTax: t.pricesIncludeTax,
    taxShipping: t.taxShipping,
    rates: t.rates.map((r) => ({
      id: r.id,
      country: r.country,
      region: r.region,
      name: r.name,
      ratePpm: percentToPpm(r.percent),
      combine: r.combine,
    })),
  };
}
