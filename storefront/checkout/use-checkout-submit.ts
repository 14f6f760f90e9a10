/**
 * Place order: checks the form, sends the order once per attempt (one idempotency key, a
 * second click while sending is ignored), and on success sends the Purchase pixel, caches the
 * order for its confirmation page, navigates there and empties the cart; a card order goes to
 * the payment provider's page instead (`redirectUrl`, leave-for-payment.ts), the form busy
 * with "Redirecting to secure payment…" until the browser leaves. A failure is
 * explained through `describeCheckoutFailure` (checkout-failure.ts). In the checkout editor's
 * preview it only checks the form. What the form shows of it is one reducer's state.
 */
import { useEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useQueryCache } from '../data/use-query';
import type { CheckoutFieldSettings, CheckoutLineState } from '../../shared';
import { trackPurchase } from '../analytics/pixel';
import { useNavigate } from '../router/store-router';
import { useCart } from '../cart';
import { useDiscountCodes } from '../discounts/discount-codes';
import { useStorefront } from '../context/storefront-context';
import { placeOrder } from './checkout-api';
import { clearAttempt, getAttemptKey } from './checkout-attempt';
import { describeCheckoutFailure } from './checkout-failure';
import { confirmationPath, orderQueryKey, randomUuidV4 } from './checkout-ids';
import { forgetCheckoutId, savedCheckoutId } from './checkout-draft';
import { toCheckoutRequest } from './checkout-request';
import { leaveForPayment } from './leave-for-payment';
import {
  validateCheckoutForm,
  type CheckoutField,
  type CheckoutFormErrors,
  type CheckoutFormValues,
} from './validate-checkout-form';

/** A 409's lines, and when they arrived: prices read later supersede them. */
export interface CheckoutConflict {
  lines: CheckoutLineState[];
  at: number;
}

export interface CheckoutSubmitState {
  errors: CheckoutFormErrors;
  /** The sentence atop the error summary. */
  formError: string | null;
  /** Whether the error summary shows (after a failed attempt, until the next one). */
  showErrors: boolean;
  /** Counts failed attempts: each moves focus to the error summary. */
  focusTick: number;
  conflict: CheckoutConflict | null;
  priceNotice: string | null;
  /** The server's refusal of an entered code (its 409), shown at the code field. */
  codeError: string | null;
  sending: boolean;
  /** The card order is placed and the browser is on its way to the provider's page. */
  redirecting: boolean;
  /** The preview checked the form and placed nothing. */
  previewChecked: boolean;
}

type Action =
  | { type: 'explain'; errors: CheckoutFormErrors; message: string | null }
  | { type: 'fieldChanged'; field: CheckoutField }
  | { type: 'previewChecked' }
  | { type: 'sending' }
  | { type: 'redirecting' }
  | {
      type: 'answered';
      conflict: CheckoutConflict | null;
      priceNotice: string | null;
      codeError?: string | null;
    }
  | { type: 'sent' };

const initialState: CheckoutSubmitState = {
  errors: {},
  formError: null,
  showErrors: false,
  focusTick: 0,
  conflict: null,
  priceNotice: null,
  codeError: null,
  sending: false,
  redirecting: false,
  previewChecked: false,
};

function reduce(state: CheckoutSubmitState, action: Action): CheckoutSubmitState {
  switch (action.type) {
    case 'explain':
      return {
        ...state,
        errors: action.errors,
        formError: action.message,
        showErrors: true,
        focusTick: state.focusTick + 1,
      };
    case 'fieldChanged': {
      if (!state.errors[action.field]) return state;
      const { [action.field]: _cleared, ...rest } = state.errors;
      return { ...state, errors: rest };
    }
    case 'previewChecked':
      return { ...state, showErrors: false, previewChecked: true };
    case 'sending':
      return {
        ...state,
        sending: true,
        formError: null,
        priceNotice: null,
        codeError: null,
        showErrors: false,
      };
    case 'answered':
      return {
        ...state,
        conflict: action.conflict ?? state.conflict,
        priceNotice: action.priceNotice ?? state.priceNotice,
        codeError: action.codeError ?? state.codeError,
      };
    case 'redirecting':
      return { ...state, redirecting: true };
    case 'sent':
      return { ...state, sending: false };
  }
}

/** What one attempt sends and is checked against, as the form shows it now. */
export interface CheckoutAttempt {
  /** The form's values with the shipping rate and payment method in effect. */
  values: CheckoutFormValues;
  fields: CheckoutFieldSettings;
  /** Whether anything in the cart is shipped (else no address and no rate are sent). */
  ships: boolean;
  /** The summary's total (sent as `expectedTotal`) and whether a line needs attention. */
  total: number;
  hasProblems: boolean;
  /** False while prices and the store's settings are loading. */
  pricingLoaded: boolean;
  refetchPricing: () => Promise<unknown>;
  currency: string;
  /** The discount codes entered (sent as they are; the server prices with them). */
  discountCodes: string[];
}

export function useCheckoutSubmit({ preview }: { preview: boolean }) {
  const { store } = useStorefront();
  const cart = useCart();
  const codes = useDiscountCodes();
  const navigate = useNavigate();
  const queryCache = useQueryCache();
  const [state, dispatch] = useReducer(reduce, initialState);
  const sendingRef = useRef(false);
  const errorSummaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.focusTick > 0) errorSummaryRef.current?.focus();
  }, [state.focusTick]);

  const explain = (errors: CheckoutFormErrors, message: string | null) =>
    dispatch({ type: 'explain', errors, message });

  async function submit(attempt: CheckoutAttempt) {
    if (sendingRef.current || state.redirecting) return;
    const { values, fields, ships } = attempt;
    const found = validateCheckoutForm(values, fields, ships);
    if (Object.keys(found).length > 0 || attempt.hasProblems || !attempt.pricingLoaded) {
      explain(
        found,
        attempt.hasProblems
          ? 'Some items in your order need your attention (see the order summary).'
          : !attempt.pricingLoaded
            ? 'Prices are still loading. Please wait a moment.'
            : null,
      );
      return;
    }
    if (preview) {
      // The checkout editor's preview: everything checked, nothing sent.
      dispatch({ type: 'previewChecked' });
      return;
    }
    const request = {
      ...toCheckoutRequest(store.storeId, values, fields, ships, cart.lines),
      discountCodes: attempt.discountCodes,
      // The saved checkout this order completes (abandoned-checkout recovery).
      checkoutId: savedCheckoutId() ?? undefined,
    };
    const idempotencyKey = getAttemptKey(request, randomUuidV4);
    sendingRef.current = true;
    dispatch({ type: 'sending' });
    try {
      const { token, redirectUrl, ...order } = await placeOrder({
        ...request,
        idempotencyKey,
        expectedTotal: attempt.total,
      });
      clearAttempt();
      // A card order's Purchase waits for its payment (its confirmation page sends it).
      if (!redirectUrl) trackPurchase(order);
      queryCache.setQueryData(orderQueryKey(store.storeId, order.orderId, token), order);
      if (redirectUrl) {
        // Placed and unpaid, its items held: the shopper pays on the provider's page. The
        // form says so before the browser starts leaving (a fast page may replace it at once).
        flushSync(() => dispatch({ type: 'redirecting' }));
        leaveForPayment(redirectUrl, confirmationPath(order.orderId, token), () => {
          cart.clear();
          codes.clear();
          forgetCheckoutId();
        });
        return;
      }
      navigate(confirmationPath(order.orderId, token));
      cart.clear();
      codes.clear();
      forgetCheckoutId();
    } catch (error) {
      const failure = describeCheckoutFailure(error, attempt.currency);
      if (failure.forgetAttempt) clearAttempt();
      if (failure.conflictLines || failure.priceNotice || failure.codeError) {
        dispatch({
          type: 'answered',
          conflict: failure.conflictLines ? { lines: failure.conflictLines, at: Date.now() } : null,
          priceNotice: failure.priceNotice,
          codeError: failure.codeError,
        });
      }
      if (failure.refetchPricing) await attempt.refetchPricing();
      explain(failure.fieldErrors, failure.message);
    } finally {
      sendingRef.current = false;
      dispatch({ type: 'sent' });
    }
  }

  return {
    ...state,
    errorSummaryRef,
    submit,
    /** A field the shopper changes loses its error (in the summary too) until the next try. */
    fieldChanged: (field: CheckoutField) => dispatch({ type: 'fieldChanged', field }),
  };
}
