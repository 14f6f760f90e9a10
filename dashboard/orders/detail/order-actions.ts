/**
 * Which of an order's allowed actions the header shows as its one primary button and which
 * go to the actions menu, and the words each action's outcome is announced with.
 */
import { orderActionLabels, type OrderActionName } from '../../../shared';

/** The next step of the order's life, most pressing first: the primary button. */
const primaryPreference: readonly OrderActionName[] = ['confirm', 'ship', 'deliver', 'mark_paid'];

/** The header's actions: one primary (or none) and the menu, both in lifecycle order. */
export function splitActions(allowed: readonly OrderActionName[]): {
  primary: OrderActionName | null;
  menu: OrderActionName[];
} {
  const primary = primaryPreference.find((a) => allowed.includes(a)) ?? null;
  return { primary, menu: allowed.filter((a) => a !== primary) };
}

/** What the header and menu call an action. */
export const actionLabel = (action: OrderActionName): string => orderActionLabels[action];

/** The toast after an action succeeded. */
export const actionDoneMessages: Record<OrderActionName, string> = {
  confirm: 'Order confirmed',
  process: 'Order marked as processing',
  ship: 'Order marked as shipped',
  deliver: 'Order marked as delivered',
  cancel: 'Order cancelled',
  mark_paid: 'Order marked as paid',
  approve_proof: 'Payment approved',
  reject_proof: 'Proof rejected: the shopper is emailed',
  refund: 'Refund recorded',
};

/** Actions that open a dialog (they need more input or a confirmation) before they run. */
export const actionsWithDialog: ReadonlySet<OrderActionName> = new Set([
  'ship',
  'cancel',
  'refund',
  'reject_proof',
]);
