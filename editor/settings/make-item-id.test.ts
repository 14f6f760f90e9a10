import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeItemId } from './make-item-id';

describe('makeItemId', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes `${prefix}-${8 hex}` ids from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const id = makeItemId('faq');
    expect(id).toMatch(/^faq-[0-9a-f]{8}$/);
    expect(spy).toHaveBeenCalled();
  });

  it('uses the given random source', () => {
    const fill = (bytes: Uint8Array<ArrayBuffer>) => {
      bytes.set([0x0a, 0xff, 0x00, 0x10]);
      return bytes;
    };
    expect(makeItemId('nav-link', [], fill)).toBe('nav-link-0aff0010');
  });

  it('never returns a taken id, even from a stuck random source', () => {
    const zeros = (bytes: Uint8Array<ArrayBuffer>) => bytes;
    expect(makeItemId('faq', ['faq-00000000'], zeros)).toBe('faq-00000000-2');
    expect(makeItemId('faq', ['faq-00000000', 'faq-00000000-2'], zeros)).toBe('faq-00000000-3');
  });

  it('makes different ids on each call', () => {
    const ids = new Set(Array.from({ length: 50 }, () => makeItemId('t')));
    expect(ids.size).toBe(50);
  });
});
