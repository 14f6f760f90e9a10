/**
 * The marketing pages' words for a plan beyond the card's own (pure, tested): a yearly plan's
 * price per month and its saving against the monthly plan with the same limits, and a limit
 * as a comparison table's cell.
 */
import type { Plan } from '../../shared';

type FormatMoney = (amount: number, currency: string) => string;

/** Percent saved by a yearly plan against twelve months of the monthly plan with the same limits and currency; null when there is none or it saves nothing. */
export function yearlySavingPercent(plan: Plan, plans: readonly Plan[]): number | null {
  if (plan.interval !== 'year') return null;
  const monthly = plans.find(
    (p) =>
      p.interval === 'month' &&
      p.currency === plan.currency &&
      p.limits.products === plan.limits.products &&
      p.limits.pages === plan.limits.pages &&
      p.limits.customDomain === plan.limits.customDomain,
  );
  if (!monthly || monthly.price <= 0) return null;
  const percent = Math.round((1 - plan.price / (monthly.price * 12)) * 100);
  return percent > 0 ? percent : null;
}

/** Under a yearly plan's price: "$24.17 a month, billed yearly · save 17%"; null for a monthly plan. */
export function yearlyPriceNote(
  plan: Plan,
  plans: readonly Plan[],
  formatMoney: FormatMoney,
): string | null {
  if (plan.interval !== 'year') return null;
  const perMonth = `${formatMoney(plan.price / 12, plan.currency)} a month, billed yearly`;
  const saving = yearlySavingPercent(plan, plans);
  return saving === null ? perMonth : `${perMonth} · save ${saving}%`;
}

/** A count limit in a table cell: "10,000" or "Unlimited". */
export function limitCellText(limit: number | null): string {
  return limit === null ? 'Unlimited' : limit.toLocaleString('en');
}
