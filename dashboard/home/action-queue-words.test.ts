import { describe, expect, it } from 'vitest';
import { actionQueueText } from './action-queue-words';

describe('action queue words', () => {
  it('counts in words, singular and plural', () => {
    expect(actionQueueText('to_confirm', 2)).toBe('2 orders to confirm');
    expect(actionQueueText('proofs_to_review', 1)).toBe('1 payment proof to review');
    expect(actionQueueText('to_ship', 1200)).toBe('1,200 orders to ship');
    expect(actionQueueText('low_stock', 1)).toBe('1 product low in stock');
  });

  it('says when there is nothing to do', () => {
    expect(actionQueueText('out_of_stock', 0)).toBe('No products out of stock');
    expect(actionQueueText('proofs_to_review', 0)).toBe('No payment proofs to review');
  });
});
