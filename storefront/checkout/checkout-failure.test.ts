import { describe, expect, it } from 'vitest';
import { ApiError, type CheckoutConflictBody, type CheckoutLineState } from '../../shared';
import { describeCheckoutFailure } from './checkout-failure';

/** The error `callEndpoint` rejects with for an answer of `status` with this JSON body. */
const apiError = (status: number, body: Partial<CheckoutConflictBody>) =>
  new ApiError(status, '', body);

const line: CheckoutLineState = {
  index: 0,
  productId: 'p1',
  variationId: null,
  name: 'Classic T-Shirt',
  variationLabel: '',
  quantity: 3,
  unitPrice: 19.99,
  regularPrice: null,
  available: 1,
  status: 'insufficient_stock',
};

describe('describeCheckoutFailure', () => {
  it('puts each 400 detail under its field and the rest in the summary sentence', () => {
    const result = describeCheckoutFailure(
      apiError(400, {
        error: 'Invalid checkout',
        details: [
          { field: 'customer.email', message: 'Enter a valid email' },
          { field: 'customer.email', message: 'Email is too long' },
          { field: 'address.postalCode', message: 'Postal code is required' },
          { field: 'lines', message: 'Your cart is empty' },
          { field: 'storeId', message: 'storeId must be an id' },
        ],
      }),
      'USD',
    );
    expect(result.fieldErrors).toEqual({
      email: 'Enter a valid email',
      postalCode: 'Postal code is required',
    });
    expect(result.message).toBe('Your cart is empty. storeId must be an id');
    expect(result.refetchPricing).toBe(false);
    expect(result.conflictLines).toBeNull();
  });

  it('leaves the summary sentence empty when every 400 detail has its field', () => {
    const result = describeCheckoutFailure(
      apiError(400, { details: [{ field: 'address.city', message: 'City is required' }] }),
      'USD',
    );
    expect(result).toMatchObject({ fieldErrors: { city: 'City is required' }, message: null });
  });

  it('explains an out-of-stock 409 line by line and asks for fresh prices', () => {
    const result = describeCheckoutFailure(
      apiError(409, {
        error: 'Some items are not available',
        details: [{ field: 'lines[0]', message: 'Only 1 left' }],
        lines: [line],
      }),
      'USD',
    );
    expect(result.message).toBe(
      'Some items are not available. Please update your order (see the order summary).',
    );
    expect(result.conflictLines).toEqual([line]);
    expect(result.refetchPricing).toBe(true);
    expect(result.priceNotice).toBeNull();
    expect(result.forgetAttempt).toBe(false);
  });

  it('names the new total in the store currency when the total changed', () => {
    const result = describeCheckoutFailure(
      apiError(409, {
        error: 'The total changed',
        details: [{ field: 'expectedTotal', message: 'The total is now 42.50' }],
        total: 42.5,
      }),
      'EUR',
    );
    expect(result.message).toBe('Prices have changed. Please review the new total.');
    expect(result.priceNotice).toBe(
      'Prices have changed since you opened checkout. The new total is €42.50: please check your order and place it again.',
    );
    expect(result.refetchPricing).toBe(true);
  });

  it('maps a 409 on a field (shipping rate no longer offered) under that field', () => {
    const result = describeCheckoutFailure(
      apiError(409, {
        error: 'Shipping rate not offered',
        details: [{ field: 'shippingRateId', message: 'Choose another shipping method' }],
      }),
      'USD',
    );
    expect(result.fieldErrors).toEqual({ shippingRateId: 'Choose another shipping method' });
    expect(result.message).toBe('Shipping rate not offered');
    expect(result.conflictLines).toBeNull();
  });

  it('says a code does not apply at the code field, with the total without it', () => {
    const result = describeCheckoutFailure(
      apiError(409, {
        error: 'RUSH10 has been used up',
        details: [{ field: 'discountCodes.0', message: 'RUSH10 has been used up' }],
        total: 12.5,
      }),
      'EUR',
    );
    expect(result).toMatchObject({
      codeError: 'RUSH10 has been used up',
      message: 'RUSH10 has been used up. Remove it to place your order for €12.50.',
      refetchPricing: true,
      forgetAttempt: false,
    });
  });

  it('forgets the attempt when its key was used for a different order', () => {
    const result = describeCheckoutFailure(
      apiError(409, { details: [{ field: 'idempotencyKey', message: 'reused' }] }),
      'USD',
    );
    expect(result).toMatchObject({
      message: 'This order changed while it was being sent. Please place it again.',
      forgetAttempt: true,
      refetchPricing: false,
    });
  });

  it("shows the server's sentence of a 502 (the card provider is down) and keeps the attempt's key", () => {
    const message =
      'Card payments are unavailable right now: try again in a moment, or choose another payment method';
    expect(describeCheckoutFailure(apiError(502, { error: message }), 'USD')).toEqual({
      fieldErrors: {},
      message,
      conflictLines: null,
      priceNotice: null,
      refetchPricing: false,
      forgetAttempt: false,
      codeError: null,
    });
  });

  it('has its own sentence for a 502 without one of ours (a proxy answered)', () => {
    const proxied = new ApiError(502, 'Bad Gateway', '<html>Bad Gateway</html>');
    expect(describeCheckoutFailure(proxied, 'USD')).toMatchObject({
      message: 'Something went wrong while placing your order. Please try again.',
      forgetAttempt: false,
      codeError: null,
    });
  });

  it('has a sentence for too many attempts, a server failure and no connection', () => {
    expect(describeCheckoutFailure(apiError(429, {}), 'USD').message).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(describeCheckoutFailure(apiError(503, {}), 'USD').message).toBe(
      'Something went wrong while placing your order. Please try again.',
    );
    const noConnection = {
      fieldErrors: {},
      message: 'We could not reach the store. Check your connection and try again.',
      conflictLines: null,
      priceNotice: null,
      refetchPricing: false,
      forgetAttempt: false,
      codeError: null,
    };
    expect(describeCheckoutFailure(new TypeError('Failed to fetch'), 'USD')).toEqual(noConnection);
    // What callEndpoint rejects with when no answer came.
    const noAnswer = new ApiError(undefined, '', undefined, 'No answer from the server');
    expect(describeCheckoutFailure(noAnswer, 'USD')).toEqual(noConnection);
  });
});
