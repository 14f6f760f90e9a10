import { describe, expect, it } from 'vitest';
import { confusableSkeleton, isReservedSubdomain } from './reserved-subdomains';

describe('reserved subdomains', () => {
  it('reserves the platform names and the first label of the hosts passed in', () => {
    for (const name of ['stores', 'login', 'billing', 'support', 'admin', 'www', 'mail', 'api']) {
      expect(isReservedSubdomain(name), name).toBe(true);
    }
    expect(isReservedSubdomain('edge', ['edge.example.net', 'shop.example:3000'])).toBe(true);
    expect(isReservedSubdomain('shop', ['edge.example.net', 'shop.example:3000'])).toBe(true);
    expect(isReservedSubdomain('acme-goods', ['edge.example.net'])).toBe(false);
  });
});

describe('confusableSkeleton', () => {
  it('reads Cyrillic, Greek, accented letters and the digits 0 and 1 as the ASCII they imitate', () => {
    expect(confusableSkeleton('раураl')).toBe('paypal');
    expect(confusableSkeleton('dem\u03bfshop')).toBe('demoshop');
    expect(confusableSkeleton('démo')).toBe('demo');
    expect(confusableSkeleton('g00g1e')).toBe('google');
    expect(confusableSkeleton('ＡＤＭＩＮ')).toBe('admin');
  });

  it('leaves other scripts as they are', () => {
    expect(confusableSkeleton('магазин')).not.toMatch(/^[a-z]+$/);
  });
});
