import { describe, expect, it } from 'vitest';
import { describeBulkFailure } from './bulk-failure';

describe('describeBulkFailure', () => {
  it('names the product the server points at by its place in ids', () => {
    expect(
      describeBulkFailure(
        { message: 'Product not found', fieldErrors: { 'ids.1': 'No such product in this store' } },
        [{ name: 'Mug' }, { name: 'Linen Shirt' }],
      ),
    ).toEqual(['Linen Shirt: No such product in this store']);
  });

  it("falls back to the server's message when no product is named", () => {
    expect(
      describeBulkFailure(
        { message: 'A price cannot fall by more than 100%', fieldErrors: { 'change.amount': 'x' } },
        [{ name: 'Mug' }],
      ),
    ).toEqual(['A price cannot fall by more than 100%']);
  });
});
