/**
 * What a failed Place order tells the shopper, as a pure function of the error: the messages
 * under the fields (a server `details[].field` maps onto its input), the sentence atop the
 * error summary, and for a 409 the lines as they stand now, the changed-total notice and
 * whether prices must be read again; for a replayed key that changed, that the attempt's key
 * must be forgotten (any other failure keeps it: a retry is the same attempt, and after a 502
 * of the card payment provider the same order). The submit hook (use-checkout-submit.ts)
 * applies it.
 */
import {
  ApiError,
  formatAmount,
  type CheckoutConflictBody,
  type CheckoutLineState,
} from '../../shared';
import { toFormField, type CheckoutFormErrors } from './validate-checkout-form';

export interface CheckoutFailure {
  /** Messages under their fields. */
  fieldErrors: CheckoutFormErrors;
  /** The sentence atop the error summary; null when the fields say it all. */
  message: string | null;
  /** A 409's lines as they stand now (stock, gone, prices): the summary explains each. */
  conflictLines: CheckoutLineState[] | null;
  /** A 409 of a changed total: the notice above the summary, with the new total. */
  priceNotice: string | null;
  /** Read prices and stock again before explaining (a 409 other than a changed key). */
  refetchPricing: boolean;
  /** The key was used for a different order: the next attempt needs a new one. */
  forgetAttempt: boolean;
  /** A 409 of an entered code that does not apply: why, for the code field. */
  codeError: string | null;
}

const failure = (message: string | null, more: Partial<CheckoutFailure> = {}): CheckoutFailure => ({
  fieldErrors: {},
  message,
  conflictLines: null,
  priceNotice: null,
  refetchPricing: false,
  forgetAttempt: false,
  codeError: null,
  ...more,
});

/** The explanation of `error` thrown by placing an order; `currency` formats a new total. */
export function describeCheckoutFailure(error: unknown, currency: string): CheckoutFailure {
  if (!(error instanceof ApiError) || error.status === undefined) {
    return failure('We could not reach the store. Check your connection and try again.');
  }
  const { details } = error;
  const body = error.body as Partial<CheckoutConflictBody>;
  const names = (field: string) => details.some((d) => d.field === field);
  if (error.status === 409) {
    if (names('idempotencyKey')) {
      return failure('This order changed while it was being sent. Please place it again.', {
        forgetAttempt: true,
      });
    }
    const fieldErrors: CheckoutFormErrors = {};
    for (const d of details) {
      const field = toFormField(d.field);
      if (field) fieldErrors[field] = d.message;
    }
    const code = details.find((d) => d.field.startsWith('discountCodes'));
    if (code) {
      const total = body.total === undefined ? null : formatAmount(body.total, currency);
      return failure(
        total ? `${code.message}. Remove it to place your order for ${total}.` : `${code.message}.`,
        { codeError: code.message, refetchPricing: true },
      );
    }
    const totalChanged = names('expectedTotal');
    return failure(
      details.some((d) => d.field.startsWith('lines'))
        ? `${error.message}. Please update your order (see the order summary).`
        : totalChanged
          ? 'Prices have changed. Please review the new total.'
          : error.message,
      {
        fieldErrors,
        conflictLines: body.lines ?? null,
        priceNotice: totalChanged
          ? `Prices have changed since you opened checkout. The new total is ${formatAmount(body.total ?? 0, currency)}: please check your order and place it again.`
          : null,
        refetchPricing: true,
      },
    );
  }
  if (error.status === 429) {
    return failure('Too many attempts. Please wait a minute and try again.');
  }
  if (error.status >= 400 && error.status < 500) {
    const fieldErrors: CheckoutFormErrors = {};
    const other: string[] = [];
    for (const d of details) {
      const field = toFormField(d.field);
      if (field) fieldErrors[field] ??= d.message;
      else other.push(d.message);
    }
    return failure(other.length ? other.join('. ') : null, { fieldErrors });
  }
  // The order is placed but the card payment provider could not be reached: the server's
  // sentence says what to do, and the same key (kept) opens the page for that same order.
  if (error.status === 502 && typeof body.error === 'string' && body.error) {
    return failure(body.error);
  }
  return failure('Something went wrong while placing your order. Please try again.');
}
