/**
 * The one pricing function: a cart, the discounts that may apply, its shipping, fee and taxes
 * → its lines and totals, every amount in minor units. The cart drawer's preview, the checkout,
 * the server's order placement and every order/invoice/email renderer read its answer, so the
 * total a shopper sees is the total they pay. Pure: the caller gives the clock (`now`) and
 * what only a database knows (which codes exist, which limits are reached).
 *
 * The rules (shared/pricing/README.md has them with examples):
 * - A discount holds when it is in its schedule, not used up, and its minimum is met: the
 *   cart's subtotal before discounts (or its item count) for order and shipping discounts, the
 *   items it applies to for product discounts.
 * - Product discounts each give every line they apply to an amount (a percentage rounded per
 *   line; a fixed amount off each unit, at most the unit's price; a fixed amount once, spread
 *   over its lines by largest remainder; buy X get Y per unit, the most expensive items bought
 *   and the cheapest got). A line takes one product discount: the one worth most to it.
 * - Then the order discount, on the subtotal left after product discounts (a percentage
 *   rounded once, a fixed amount at most that subtotal), spread over the lines by largest
 *   remainder. Then the shipping discount (free shipping). No line, and no total, goes below 0.
 * - Of every combination the rules allow (at most one order and one shipping discount, product
 *   discounts only together when each combines with the others, each pair saying it combines
 *   with the other's class) the engine takes the one that saves the most; on a tie, the one
 *   with more of the shopper's codes, then the fewer discounts. Codes left out say why.
 * - Tax, after discounts, per line and per rate, rounded half up per line: added to prices
 *   that exclude it, the part of prices that include it (`amount × R / (1 + R)`, split over
 *   the rates by largest remainder). Shipping is taxed when the store says so. Exempt products
 *   and payment fees carry none.
 */
import { allocate, divideRounded, ofRate, PPM } from './arithmetic';
import {
  canCombine,
  discountClass,
  inTarget,
  normaliseCode,
  type DiscountClass,
  type DiscountRule,
  type DiscountTarget,
} from './discount-rules';
import { taxRatesFor, type TaxRateRule, type TaxSettings } from './tax-rules';

export interface PricingLine {
  /** The caller's name for the line (answers are in the same order, under the same key). */
  key: string;
  productId: string | null;
  categoryIds: readonly string[];
  /** The unit price paid before discounts (a sale price already). */
  unitPriceMinor: number;
  quantity: number;
  taxExempt: boolean;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  /** The automatic discounts in effect and those the entered codes found. */
  discounts: readonly DiscountRule[];
  /** The codes the shopper entered (a code no discount brought is `unknown`). */
  codes: readonly string[];
  /**
   * The chosen rate's cost for this cart and its zone; null: nothing is shipped; `later`: it
   * will be (the cart, before an address): free shipping then holds on its minimum alone,
   * worth 0 until the rate is known.
   */
  shipping: { costMinor: number; zoneId: string | null } | null | 'later';
  /** A payment method's fee (cash on delivery). */
  feeMinor: number;
  tax: TaxSettings;
  /** Where tax is charged: the shipping address, else the store's own; null: none. */
  destination: { country: string; region: string | null } | null;
  /** Epoch milliseconds. */
  now: number;
}

export type DiscountRefusal =
  | 'unknown'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'customer_limit'
  | 'minimum_subtotal'
  | 'minimum_quantity'
  | 'not_for_these_products'
  | 'no_shipping'
  | 'not_for_destination'
  | 'not_combinable';

export type CodeResult =
  | { code: string; status: 'applied'; discountId: string }
  | {
      code: string;
      status: 'refused';
      reason: DiscountRefusal;
      /** For a minimum not met: the minimum. */
      minimum?: { subtotalMinor?: number; count?: number };
      /** For `not_combinable`: the title of the discount that applies instead. */
      instead?: string;
    };

export interface PricedLineAmounts {
  key: string;
  /** Unit price × quantity, before discounts. */
  subtotalMinor: number;
  /** Its product discount and its share of the order discount. */
  discountMinor: number;
  /** What the line is charged: subtotal less discounts (tax included when prices include it). */
  totalMinor: number;
  taxMinor: number;
  /** Which discounts make up `discountMinor`. */
  discounts: { discountId: string; amountMinor: number }[];
}

export interface AppliedDiscount {
  id: string;
  title: string;
  code: string | null;
  class: DiscountClass;
  amountMinor: number;
  /** The lines it took from (product and order discounts). */
  lineKeys: string[];
}

export interface TaxLine {
  rateId: string;
  name: string;
  ratePpm: number;
  amountMinor: number;
}

export interface PricedOrderAmounts {
  lines: PricedLineAmounts[];
  subtotalMinor: number;
  /** Product and order discounts. */
  discountMinor: number;
  shippingMinor: number;
  shippingDiscountMinor: number;
  feeMinor: number;
  taxLines: TaxLine[];
  taxMinor: number;
  /** The tax is part of the prices (not added to the total). */
  taxIncluded: boolean;
  totalMinor: number;
  applied: AppliedDiscount[];
  codes: CodeResult[];
}

interface Candidate {
  rule: DiscountRule;
  cls: DiscountClass;
  /** Product discounts: the amount it would give each line (by line index), alone. */
  perLine: number[];
}

const subtotalOf = (l: PricingLine) => l.unitPriceMinor * l.quantity;
const shippingCost = (input: PricingInput) =>
  input.shipping && input.shipping !== 'later' ? input.shipping.costMinor : 0;

/** Why `rule` does not hold for this cart, or null when it does (its amounts aside). */
function refusal(
  rule: DiscountRule,
  input: PricingInput,
): Extract<CodeResult, { status: 'refused' }> | null {
  const code = rule.code ?? '';
  const no = (
    reason: DiscountRefusal,
    extra: Partial<Extract<CodeResult, { status: 'refused' }>> = {},
  ) => ({
    code,
    status: 'refused' as const,
    reason,
    ...extra,
  });
  if (rule.startsAt !== null && input.now < rule.startsAt) return no('not_started');
  if (rule.endsAt !== null && input.now >= rule.endsAt) return no('expired');
  if (rule.exhausted) return no(rule.exhausted);
  const effect = rule.effect;
  const lines =
    effect.type === 'products'
      ? input.lines.filter((l) => inTarget(effect.target, l))
      : effect.type === 'buy_x_get_y'
        ? input.lines.filter((l) => inTarget(effect.buy.target, l))
        : input.lines;
  if (effect.type === 'free_shipping') {
    if (!input.shipping) return no('no_shipping');
    if (
      input.shipping !== 'later' &&
      effect.zoneIds &&
      !effect.zoneIds.includes(input.shipping.zoneId ?? '')
    ) {
      return no('not_for_destination');
    }
  }
  if (lines.length === 0) return no('not_for_these_products');
  const min = rule.minimum;
  if (min.kind === 'subtotal' && lines.reduce((s, l) => s + subtotalOf(l), 0) < min.amountMinor) {
    return no('minimum_subtotal', { minimum: { subtotalMinor: min.amountMinor } });
  }
  if (min.kind === 'quantity' && lines.reduce((s, l) => s + l.quantity, 0) < min.count) {
    return no('minimum_quantity', { minimum: { count: min.count } });
  }
  return null;
}

/** Units of the lines `target` applies to, as (line, unit price, count) groups. */
function unitGroups(lines: readonly PricingLine[], target: DiscountTarget) {
  return lines
    .map((l, index) => ({ index, price: l.unitPriceMinor, count: l.quantity }))
    .filter((g) => inTarget(target, lines[g.index]!));
}

/**
 * Buy X get Y over the cart: again and again, the `buy.quantity` most expensive units bought
 * and then the `get.quantity` cheapest units left (a unit counts once, bought or got), each got
 * unit `ratePpm` off (rounded per unit). Answers the amount per line.
 */
function buyXGetY(
  lines: readonly PricingLine[],
  effect: Extract<DiscountRule['effect'], { type: 'buy_x_get_y' }>,
): number[] {
  const perLine = lines.map(() => 0);
  const used = lines.map(() => 0);
  const buy = unitGroups(lines, effect.buy.target).sort(
    (a, b) => b.price - a.price || a.index - b.index,
  );
  const get = unitGroups(lines, effect.get.target).sort(
    (a, b) => a.price - b.price || a.index - b.index,
  );
  const free = (g: { index: number; count: number }) => g.count - used[g.index]!;
  for (let uses = 0; effect.usesPerOrder === null || uses < effect.usesPerOrder; uses++) {
    // The units this use buys, most expensive first.
    const bought = new Map<number, number>();
    let need = effect.buy.quantity;
    for (const g of buy) {
      if (need === 0) break;
      const take = Math.min(need, free(g));
      if (take > 0) {
        bought.set(g.index, take);
        used[g.index]! += take;
        need -= take;
      }
    }
    let want = effect.get.quantity;
    const got = new Map<number, number>();
    if (need === 0) {
      for (const g of get) {
        if (want === 0) break;
        const take = Math.min(want, free(g));
        if (take > 0) {
          got.set(g.index, take);
          used[g.index]! += take;
          want -= take;
        }
      }
    }
    if (need > 0 || got.size === 0) {
      // Not a whole use: the units go back.
      for (const [i, n] of bought) used[i]! -= n;
      for (const [i, n] of got) used[i]! -= n;
      break;
    }
    for (const [i, n] of got)
      perLine[i]! += ofRate(lines[i]!.unitPriceMinor, effect.get.ratePpm) * n;
    if (want > 0) break;
  }
  return perLine;
}

/** What a product discount would give each line, alone. */
function productAmounts(lines: readonly PricingLine[], rule: DiscountRule): number[] {
  const effect = rule.effect;
  if (effect.type === 'buy_x_get_y') return buyXGetY(lines, effect);
  if (effect.type !== 'products') return lines.map(() => 0);
  const applies = lines.map((l) => inTarget(effect.target, l));
  const value = effect.value;
  if (value.kind === 'percentage') {
    return lines.map((l, i) => (applies[i] ? ofRate(subtotalOf(l), value.ratePpm) : 0));
  }
  if (value.perItem) {
    return lines.map((l, i) =>
      applies[i] ? Math.min(value.amountMinor, l.unitPriceMinor) * l.quantity : 0,
    );
  }
  const weights = lines.map((l, i) => (applies[i] ? subtotalOf(l) : 0));
  const total = Math.min(
    value.amountMinor,
    weights.reduce((a, b) => a + b, 0),
  );
  return allocate(total, weights);
}

interface Combination {
  order: Candidate | null;
  shipping: Candidate | null;
  products: Candidate[];
}

interface Evaluated {
  combination: Combination;
  /** Per line: the product discount it takes (index into combination.products) and its amount. */
  lineProduct: { which: number; amount: number }[];
  orderParts: number[];
  orderAmount: number;
  shippingAmount: number;
  saving: number;
  codes: number;
  count: number;
}

function evaluate(input: PricingInput, combination: Combination): Evaluated {
  const lineProduct = input.lines.map((_, i) => {
    let best = { which: -1, amount: 0 };
    combination.products.forEach((c, which) => {
      const amount = c.perLine[i]!;
      if (amount > best.amount) best = { which, amount };
    });
    return best;
  });
  const left = input.lines.map((l, i) => subtotalOf(l) - lineProduct[i]!.amount);
  let orderAmount = 0;
  let orderParts = input.lines.map(() => 0);
  const order = combination.order;
  if (order && order.rule.effect.type === 'order') {
    const base = left.reduce((a, b) => a + b, 0);
    const value = order.rule.effect.value;
    orderAmount =
      value.kind === 'percentage' ? ofRate(base, value.ratePpm) : Math.min(value.amountMinor, base);
    orderParts = allocate(orderAmount, left);
  }
  const shippingAmount = combination.shipping ? shippingCost(input) : 0;
  const chosen = [combination.order, combination.shipping, ...combination.products].filter(
    (c): c is Candidate => c !== null,
  );
  return {
    combination,
    lineProduct,
    orderParts,
    orderAmount,
    shippingAmount,
    saving: lineProduct.reduce((s, p) => s + p.amount, 0) + orderAmount + shippingAmount,
    codes: chosen.filter((c) => c.rule.code !== null).length,
    count: chosen.length,
  };
}

const better = (a: Evaluated, b: Evaluated | null) =>
  !b ||
  a.saving > b.saving ||
  (a.saving === b.saving && (a.codes > b.codes || (a.codes === b.codes && a.count < b.count)));

/**
 * The first of each group of candidates that would give the same (the same amount, the same
 * combinations, a code or not): a later one can never be better (ties keep the first), so
 * the search need not try it. A store with many offers of one kind (a dozen free-shipping
 * thresholds a big cart meets) then costs what one does.
 */
function firstOfEach(candidates: Candidate[], gives: (c: Candidate) => unknown): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => {
    const key = JSON.stringify([gives(c), c.rule.combinesWith, c.rule.code !== null]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The best combination the rules allow (see the module header). */
function bestCombination(input: PricingInput, candidates: Candidate[]): Evaluated {
  // An order discount gives by its value; every free shipping gives the whole shipping.
  const orders = firstOfEach(
    candidates.filter((c) => c.cls === 'order'),
    (c) => (c.rule.effect.type === 'order' ? c.rule.effect.value : null),
  );
  const shippings = firstOfEach(
    candidates.filter((c) => c.cls === 'shipping'),
    () => null,
  );
  const products = candidates.filter((c) => c.cls === 'product');
  const fits = (c: Candidate, other: Candidate | null) => !other || canCombine(c.rule, other.rule);
  let best: Evaluated | null = null;
  for (const order of [null, ...orders]) {
    for (const shipping of [null, ...shippings]) {
      if (order && shipping && !canCombine(order.rule, shipping.rule)) continue;
      const allowed = products.filter((p) => fits(p, order) && fits(p, shipping));
      const together = allowed.filter((p) => p.rule.combinesWith.product);
      // Product discounts that combine with each other all go together (a line takes the best
      // of them); one that does not may only go alone.
      const sets = [
        together,
        ...allowed.filter((p) => !p.rule.combinesWith.product).map((p) => [p]),
      ];
      if (together.length > 0) sets.push([]);
      for (const set of sets) {
        const evaluated = evaluate(input, { order, shipping, products: set });
        if (better(evaluated, best)) best = evaluated;
      }
    }
  }
  return best ?? evaluate(input, { order: null, shipping: null, products: [] });
}

/** Tax on `amount` at `rates`: per rate, added (exclusive) or the part included. */
function taxOn(amount: number, rates: readonly TaxRateRule[], included: boolean): number[] {
  if (amount <= 0 || rates.length === 0) return rates.map(() => 0);
  if (!included) return rates.map((r) => ofRate(amount, r.ratePpm));
  const total = rates.reduce((s, r) => s + r.ratePpm, 0);
  const tax = divideRounded(amount * total, PPM + total);
  return allocate(
    tax,
    rates.map((r) => r.ratePpm),
  );
}

/** Prices an order (see the module header). */
export function priceOrder(input: PricingInput): PricedOrderAmounts {
  const codes = [...new Set(input.codes.map(normaliseCode).filter(Boolean))];
  const results = new Map<string, CodeResult>();
  const candidates: Candidate[] = [];
  for (const rule of input.discounts) {
    const refused = refusal(rule, input);
    if (refused) {
      if (rule.code !== null) results.set(normaliseCode(rule.code), refused);
      continue;
    }
    const cls = discountClass(rule);
    const perLine = cls === 'product' ? productAmounts(input.lines, rule) : [];
    if (cls === 'product' && !perLine.some((n) => n > 0)) {
      if (rule.code !== null) {
        results.set(normaliseCode(rule.code), {
          code: rule.code,
          status: 'refused',
          reason: 'not_for_these_products',
        });
      }
      continue;
    }
    candidates.push({ rule, cls, perLine });
  }
  const best = bestCombination(input, candidates);
  const { combination } = best;

  // Lines: product discount, then the order discount's share.
  const lines: PricedLineAmounts[] = input.lines.map((l, i) => {
    const product = best.lineProduct[i]!;
    const parts: { discountId: string; amountMinor: number }[] = [];
    if (product.amount > 0) {
      parts.push({
        discountId: combination.products[product.which]!.rule.id,
        amountMinor: product.amount,
      });
    }
    const orderPart = best.orderParts[i]!;
    if (orderPart > 0 && combination.order) {
      parts.push({ discountId: combination.order.rule.id, amountMinor: orderPart });
    }
    const discountMinor = product.amount + orderPart;
    return {
      key: l.key,
      subtotalMinor: subtotalOf(l),
      discountMinor,
      totalMinor: subtotalOf(l) - discountMinor,
      taxMinor: 0,
      discounts: parts,
    };
  });

  // Which discounts applied, and for how much.
  const applied: AppliedDiscount[] = [];
  const chosen = [...combination.products, combination.order, combination.shipping].filter(
    (c): c is Candidate => c !== null,
  );
  for (const c of chosen) {
    const amount =
      c.cls === 'shipping'
        ? best.shippingAmount
        : lines.reduce(
            (s, l) => s + (l.discounts.find((d) => d.discountId === c.rule.id)?.amountMinor ?? 0),
            0,
          );
    // A product discount every line had a better one for gives nothing: it is not applied.
    if (c.cls === 'product' && amount === 0) continue;
    applied.push({
      id: c.rule.id,
      title: c.rule.title,
      code: c.rule.code,
      class: c.cls,
      amountMinor: amount,
      lineKeys: lines
        .filter((l) => l.discounts.some((d) => d.discountId === c.rule.id))
        .map((l) => l.key),
    });
  }
  for (const c of candidates) {
    if (c.rule.code === null || applied.some((a) => a.id === c.rule.id)) continue;
    // Left out for a discount it does not combine with, or (a product discount) because the
    // lines it applies to have a better one.
    const ruleOf = (a: AppliedDiscount) => chosen.find((x) => x.rule.id === a.id)!.rule;
    const instead =
      applied.find((a) => !canCombine(c.rule, ruleOf(a))) ??
      applied.find((a) => a.class === 'product');
    results.set(normaliseCode(c.rule.code), {
      code: c.rule.code,
      status: 'refused',
      reason: 'not_combinable',
      ...(instead ? { instead: instead.title } : {}),
    });
  }
  for (const a of applied) {
    if (a.code !== null)
      results.set(normaliseCode(a.code), { code: a.code, status: 'applied', discountId: a.id });
  }

  // Shipping, fee, tax.
  const shippingMinor = shippingCost(input);
  const shippingDiscountMinor = best.shippingAmount;
  const rates = taxRatesFor(input.tax.rates, input.destination);
  const included = input.tax.pricesIncludeTax;
  const byRate = rates.map(() => 0);
  input.lines.forEach((l, i) => {
    if (l.taxExempt) return;
    const parts = taxOn(lines[i]!.totalMinor, rates, included);
    parts.forEach((p, r) => (byRate[r]! += p));
    lines[i]!.taxMinor = parts.reduce((a, b) => a + b, 0);
  });
  if (input.tax.taxShipping) {
    taxOn(shippingMinor - shippingDiscountMinor, rates, included).forEach(
      (p, r) => (byRate[r]! += p),
    );
  }
  const taxLines: TaxLine[] = rates.map((r, i) => ({
    rateId: r.id,
    name: r.name,
    ratePpm: r.ratePpm,
    amountMinor: byRate[i]!,
  }));
  const taxMinor = byRate.reduce((a, b) => a + b, 0);
  const subtotalMinor = lines.reduce((s, l) => s + l.subtotalMinor, 0);
  const discountMinor = lines.reduce((s, l) => s + l.discountMinor, 0);
  const totalMinor =
    subtotalMinor -
    discountMinor +
    shippingMinor -
    shippingDiscountMinor +
    input.feeMinor +
    (included ? 0 : taxMinor);

  return {
    lines,
    subtotalMinor,
    discountMinor,
    shippingMinor,
    shippingDiscountMinor,
    feeMinor: input.feeMinor,
    taxLines,
    taxMinor,
    taxIncluded: included,
    totalMinor,
    applied,
    codes: codes.map(
      (code) =>
        results.get(code) ?? { code, status: 'refused' as const, reason: 'unknown' as const },
    ),
  };
}
