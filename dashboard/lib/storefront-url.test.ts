import { describe, expect, it } from 'vitest';
import { storeHostPreview } from './store-host-preview';
import { storefrontPagePath, storefrontUrl } from './storefront-url';

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

  it('appends a page path', () => {
    expect(storefrontUrl('demo.localhost', { protocol: 'http:', port: '3000' }, '/about')).toBe(
      'http://demo.localhost:3000/about',
    );
    expect(storefrontUrl('demo.localhost', { protocol: 'http:', port: '' }, 'page/faq')).toBe(
      'http://demo.localhost/page/faq',
    );
  });

  it('does not add a second port to a domain that names one', () => {
    expect(storefrontUrl('demo.localhost:3000', { protocol: 'http:', port: '5173' }, '/shop')).toBe(
      'http://demo.localhost:3000/shop',
    );
  });
});

describe('storefrontPagePath', () => {
  it('serves home, shop and about at their own paths and the rest under /page', () => {
    expect(storefrontPagePath({ slug: 'home', pageType: 'home' })).toBe('/');
    expect(storefrontPagePath({ slug: 'shop', pageType: 'shop' })).toBe('/shop');
    expect(storefrontPagePath({ slug: 'about', pageType: 'about' })).toBe('/about');
    expect(storefrontPagePath({ slug: 'summer-sale', pageType: 'custom' })).toBe(
      '/page/summer-sale',
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
