import { describe, expect, it } from 'vitest';
import { storeHostPreview } from './store-host-preview';
import { storefrontUrl } from './storefront-url';

describe('storefrontUrl', () => {
  it('keeps the dashboard protocol and port', () => {
    expect(storefrontUrl('acme.localhost', { protocol: 'http:', port: '3000' })).toBe(
      'http://acme.localhost:3000/',
    );
  });

  it('leaves out an empty port', () => {
    expect(storefrontUrl('shop.example.com', { protocol: 'https:', port: '' })).toBe(
      'https://shop.example.com/',
    );
  });
});

describe('storeHostPreview', () => {
  it('puts the subdomain in front of the dashboard host', () => {
    expect(storeHostPreview('acme', 'localhost')).toBe('acme.localhost');
  });

  it('drops the www of the dashboard host', () => {
    expect(storeHostPreview('acme', 'www.shop-builder.com')).toBe('acme.shop-builder.com');
  });
});
