import { describe, expect, it } from 'vitest';
import { readPaymentRequestQuery } from './payment-request-query';

const read = (query: string) => readPaymentRequestQuery(new URLSearchParams(query));

describe('the payment requests queue’s URL', () => {
  it('shows pending requests, first page, by default', () => {
    expect(read('')).toEqual({ state: 'pending', page: 1 });
  });

  it('reads the state and the page', () => {
    expect(read('state=rejected&page=3')).toEqual({ state: 'rejected', page: 3 });
    expect(read('state=all')).toEqual({ state: 'all', page: 1 });
  });

  it('reads unknown states and bad pages as not set', () => {
    expect(read('state=deleted&page=0')).toEqual({ state: 'pending', page: 1 });
    expect(read('page=2.5')).toEqual({ state: 'pending', page: 1 });
    expect(read('page=abc')).toEqual({ state: 'pending', page: 1 });
  });
});
