/**
 * The discount editor's form values (flat, as the inputs hold them) and the API body they
 * make (shared/api/discounts.ts, nested by kind); the API's field paths back to the inputs.
 * Schedules are entered as wall-clock times in the store's time zone. Pure.
 */
import {
  wallTimeInZone,
  zonedInstant,
  type CreateDiscountBody,
  type DiscountDto,
  type DiscountEffectDto,
} from '../../shared';

export type NumberValue = number | '';
export type TargetKind = 'all' | 'products' | 'categories';

export interface DiscountFormValues {
  title: string;
  method: 'code' | 'automatic';
  /** One code per line (or separated by commas or spaces). */
  codes: string;
  kind: DiscountEffectDto['kind'];
  valueType: 'percentage' | 'fixed';
  value: NumberValue;
  perItem: boolean;
  target: TargetKind;
  productIds: string[];
  categoryIds: string[];
  buyQuantity: NumberValue;
  buyTarget: TargetKind;
  buyProductIds: string[];
  buyCategoryIds: string[];
  getQuantity: NumberValue;
  getTarget: TargetKind;
  getProductIds: string[];
  getCategoryIds: string[];
  getPercent: NumberValue;
  usesPerOrder: NumberValue;
  allZones: boolean;
  zoneIds: string[];
  minimum: 'none' | 'subtotal' | 'quantity';
  minimumSubtotal: NumberValue;
  minimumQuantity: NumberValue;
  combinesOrder: boolean;
  combinesProduct: boolean;
  combinesShipping: boolean;
  /** `YYYY-MM-DDTHH:mm` in the store's time zone; '' for none. */
  startsAt: string;
  endsAt: string;
  limitTotal: boolean;
  usageLimit: NumberValue;
  oncePerCustomer: boolean;
}

type Target = Extract<DiscountEffectDto, { kind: 'products' }>['target'];

const targetValues = (t: Target | undefined) => ({
  kind: (t?.kind ?? 'all') as TargetKind,
  productIds: t?.kind === 'products' ? t.productIds : [],
  categoryIds: t?.kind === 'categories' ? t.categoryIds : [],
});

/** The values of a stored discount (or of a new one: 10% off the order by a code). */
export function toDiscountFormValues(
  d: DiscountDto | undefined,
  timeZone: string,
): DiscountFormValues {
  const effect = d?.effect;
  const value =
    effect && (effect.kind === 'order' || effect.kind === 'products') ? effect.value : null;
  const target = targetValues(effect?.kind === 'products' ? effect.target : undefined);
  const buy = targetValues(effect?.kind === 'buy_x_get_y' ? effect.buy.target : undefined);
  const get = targetValues(effect?.kind === 'buy_x_get_y' ? effect.get.target : undefined);
  return {
    title: d?.title ?? '',
    method: d?.method ?? 'code',
    codes: d?.codes.join('\n') ?? '',
    kind: effect?.kind ?? 'order',
    valueType: value?.type ?? 'percentage',
    value: value ? (value.type === 'percentage' ? value.percent : value.amount) : '',
    perItem: value?.type === 'fixed' ? value.perItem : false,
    target: target.kind,
    productIds: target.productIds,
    categoryIds: target.categoryIds,
    buyQuantity: effect?.kind === 'buy_x_get_y' ? effect.buy.quantity : 2,
    buyTarget: buy.kind,
    buyProductIds: buy.productIds,
    buyCategoryIds: buy.categoryIds,
    getQuantity: effect?.kind === 'buy_x_get_y' ? effect.get.quantity : 1,
    getTarget: get.kind,
    getProductIds: get.productIds,
    getCategoryIds: get.categoryIds,
    getPercent: effect?.kind === 'buy_x_get_y' ? effect.get.percent : 100,
    usesPerOrder: effect?.kind === 'buy_x_get_y' ? (effect.usesPerOrder ?? '') : '',
    allZones: effect?.kind === 'free_shipping' ? effect.zoneIds === null : true,
    zoneIds: effect?.kind === 'free_shipping' ? (effect.zoneIds ?? []) : [],
    minimum: d?.minimum.kind ?? 'none',
    minimumSubtotal: d?.minimum.kind === 'subtotal' ? d.minimum.amount : '',
    minimumQuantity: d?.minimum.kind === 'quantity' ? d.minimum.count : '',
    combinesOrder: d?.combinesWith.order ?? false,
    combinesProduct: d?.combinesWith.product ?? false,
    combinesShipping: d?.combinesWith.shipping ?? false,
    startsAt: d?.startsAt ? wallTimeInZone(new Date(d.startsAt), timeZone) : '',
    endsAt: d?.endsAt ? wallTimeInZone(new Date(d.endsAt), timeZone) : '',
    limitTotal: d ? d.usageLimit !== null : false,
    usageLimit: d?.usageLimit ?? '',
    oncePerCustomer: d ? d.perCustomerLimit === 1 : false,
  };
}

const num = (v: NumberValue) => (v === '' ? Number.NaN : v);

const toTarget = (kind: TargetKind, productIds: string[], categoryIds: string[]) =>
  kind === 'products'
    ? { kind, productIds }
    : kind === 'categories'
      ? { kind, categoryIds }
      : { kind: 'all' as const };

/** The codes typed, each once, in the order typed. */
export const splitCodes = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((c) => c.trim())
      .filter(Boolean),
  ),
];

/** Letters and digits no one misreads (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Random characters per generated code: 31^8 ≈ 8.5e11, so a thousand never meet. */
const CODE_LENGTH = 8;

/**
 * `count` new random codes (`PREFIX-7KQ2M9XA`, or the characters alone without a prefix),
 * none of them among `existing`: the many single-use codes a merchant hands out.
 */
export function generateCodes(
  count: number,
  prefix: string,
  existing: readonly string[] = [],
  random: (n: number) => Uint32Array = (n) => crypto.getRandomValues(new Uint32Array(n)),
): string[] {
  // A code is at most 40 characters: the prefix keeps room for the dash and the 8.
  const head = prefix
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '')
    .slice(0, 40 - CODE_LENGTH - 1);
  const taken = new Set(existing.map((c) => c.toUpperCase()));
  const out: string[] = [];
  while (out.length < count) {
    const chars = [...random(CODE_LENGTH)].map((n) => CODE_ALPHABET[n % CODE_ALPHABET.length]);
    const code = head ? `${head}-${chars.join('')}` : chars.join('');
    if (taken.has(code)) continue;
    taken.add(code);
    out.push(code);
  }
  return out;
}

/** The API body of `values` (numbers left empty become NaN: the schema names their field). */
export function toDiscountBody(
  values: DiscountFormValues,
  storeId: string,
  timeZone: string,
): Omit<CreateDiscountBody, 'codes'> & { codes: string[] } {
  const value =
    values.valueType === 'percentage'
      ? { type: 'percentage' as const, percent: num(values.value) }
      : { type: 'fixed' as const, amount: num(values.value), perItem: values.perItem };
  const effect: DiscountEffectDto =
    values.kind === 'order'
      ? {
          kind: 'order',
          value: { ...value, ...(value.type === 'fixed' ? { perItem: false } : {}) },
        }
      : values.kind === 'products'
        ? {
            kind: 'products',
            value,
            target: toTarget(values.target, values.productIds, values.categoryIds),
          }
        : values.kind === 'buy_x_get_y'
          ? {
              kind: 'buy_x_get_y',
              buy: {
                quantity: num(values.buyQuantity),
                target: toTarget(values.buyTarget, values.buyProductIds, values.buyCategoryIds),
              },
              get: {
                quantity: num(values.getQuantity),
                target: toTarget(values.getTarget, values.getProductIds, values.getCategoryIds),
                percent: num(values.getPercent),
              },
              usesPerOrder: values.usesPerOrder === '' ? null : values.usesPerOrder,
            }
          : { kind: 'free_shipping', zoneIds: values.allZones ? null : values.zoneIds };
  return {
    storeId,
    title: values.title,
    method: values.method,
    codes: values.method === 'code' ? splitCodes(values.codes).map((c) => c.toUpperCase()) : [],
    effect: effect as CreateDiscountBody['effect'],
    minimum:
      values.minimum === 'subtotal'
        ? { kind: 'subtotal', amount: num(values.minimumSubtotal) }
        : values.minimum === 'quantity'
          ? { kind: 'quantity', count: num(values.minimumQuantity) }
          : { kind: 'none' },
    combinesWith: {
      order: values.combinesOrder,
      product: values.combinesProduct,
      shipping: values.combinesShipping,
    },
    startsAt: values.startsAt ? zonedInstant(values.startsAt, timeZone).toISOString() : null,
    endsAt: values.endsAt ? zonedInstant(values.endsAt, timeZone).toISOString() : null,
    usageLimit: values.limitTotal ? num(values.usageLimit) : null,
    perCustomerLimit: values.oncePerCustomer ? 1 : null,
  };
}

/** An API field path → the input that shows its message (null: the banner). */
export function discountFieldPath(path: string): string | null {
  if (path === 'title' || path === 'method' || path === 'startsAt' || path === 'endsAt')
    return path;
  if (path === 'codes' || path.startsWith('codes.')) return 'codes';
  if (path === 'usageLimit') return 'usageLimit';
  if (path === 'minimum.amount') return 'minimumSubtotal';
  if (path === 'minimum.count') return 'minimumQuantity';
  if (path.startsWith('effect.value.percent') || path.startsWith('effect.value.amount'))
    return 'value';
  if (path === 'effect.value.perItem') return 'perItem';
  if (path.startsWith('effect.target')) return 'target';
  if (path === 'effect.buy.quantity') return 'buyQuantity';
  if (path.startsWith('effect.buy.target')) return 'buyTarget';
  if (path === 'effect.get.quantity') return 'getQuantity';
  if (path.startsWith('effect.get.target')) return 'getTarget';
  if (path === 'effect.get.percent') return 'getPercent';
  if (path === 'effect.usesPerOrder') return 'usesPerOrder';
  if (path.startsWith('effect.zoneIds')) return 'zoneIds';
  return null;
}
