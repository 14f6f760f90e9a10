import { describe, expect, it } from 'vitest';
import { allowedActions } from '../../../shared';
import { splitActions } from './order-actions';

const order = (
  status: 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled',
  paymentStatus: 'unpaid' | 'awaiting_review' | 'paid',
  paymentMethod: 'cod' | 'bank_transfer' = 'bank_transfer',
) => allowedActions({ status, paymentStatus, paymentMethod, totalMinor: 2499, refundedMinor: 0 });

describe('the order header actions', () => {
  it('makes the next step primary and puts the rest in the menu', () => {
    expect(splitActions(order('pending', 'awaiting_review'))).toEqual({
      primary: 'confirm',
      menu: ['cancel', 'approve_proof', 'reject_proof'],
    });
    expect(splitActions(order('confirmed', 'paid'))).toEqual({
      primary: 'ship',
      menu: ['process', 'cancel', 'refund'],
    });
  });

  it('offers marking a delivered cash-on-delivery order as paid', () => {
    expect(splitActions(order('delivered', 'unpaid', 'cod'))).toEqual({
      primary: 'mark_paid',
      menu: [],
    });
  });

  it('has no primary action when nothing moves the order on', () => {
    expect(splitActions(order('cancelled', 'unpaid')).primary).toBeNull();
    expect(splitActions(order('delivered', 'paid'))).toEqual({ primary: null, menu: ['refund'] });
  });
});
