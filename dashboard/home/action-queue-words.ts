/**
 * What each action-queue item says: "2 orders to confirm", "1 payment proof to review",
 * "No products out of stock".
 */
import { countOf, type ActionQueueKind } from '../../shared';

const words: Record<ActionQueueKind, { one: string; many: string; none: string }> = {
  to_confirm: { one: 'order to confirm', many: 'orders to confirm', none: 'No orders to confirm' },
  to_ship: { one: 'order to ship', many: 'orders to ship', none: 'No orders to ship' },
  proofs_to_review: {
    one: 'payment proof to review',
    many: 'payment proofs to review',
    none: 'No payment proofs to review',
  },
  low_stock: {
    one: 'product low in stock',
    many: 'products low in stock',
    none: 'No products low in stock',
  },
  out_of_stock: {
    one: 'product out of stock',
    many: 'products out of stock',
    none: 'No products out of stock',
  },
};

/** The item's sentence for `count`. */
export function actionQueueText(kind: ActionQueueKind, count: number): string {
  const w = words[kind];
  if (count === 0) return w.none;
  return countOf(count, w.one, w.many);
}
