import { describe, expect, it, vi } from 'vitest';
import { createComponentId, defaultRootIndex } from './new-component';
import { makeComponent } from '../../tests/support/section-trees';

describe('createComponentId', () => {
  it('is the type, a dash and 8 hex digits from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    expect(createComponentId('hero')).toMatch(/^hero-[0-9a-f]{8}$/);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('draws again when the id is taken', () => {
    const bytes = [
      [0, 0, 0, 1],
      [0xab, 0xcd, 0xef, 0x12],
    ];
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint8Array).set(bytes.shift()!);
      return array;
    });
    expect(createComponentId('faq', new Set(['faq-00000001']))).toBe('faq-abcdef12');
    spy.mockRestore();
  });
});

describe('defaultRootIndex', () => {
  const ids = (...types: Parameters<typeof makeComponent>[0][]) =>
    types.map((type) => makeComponent(type));

  it('puts header globals after the leading header globals', () => {
    expect(defaultRootIndex(ids('topbar', 'navbar', 'hero', 'footer'), 'navbar')).toBe(2);
    expect(defaultRootIndex(ids('hero', 'navbar'), 'topbar')).toBe(0);
  });

  it('puts the footer at the very end and the rest before the trailing footers', () => {
    expect(defaultRootIndex(ids('hero', 'footer'), 'footer')).toBe(2);
    expect(defaultRootIndex(ids('navbar', 'hero', 'footer', 'footer'), 'faq')).toBe(2);
    expect(defaultRootIndex([], 'faq')).toBe(0);
  });
});
