import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { dashboardOrigin, storeLinkOrigin } from './public-links';

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/x', ...env });
const store = { subdomain: 'lamps', customDomain: null };

describe('public links', () => {
  it('default to http on the port for a local product host, https otherwise', () => {
    const local = config({ PORT: '3999' });
    expect(dashboardOrigin(local)).toBe('http://localhost:3999');
    expect(storeLinkOrigin(store, local)).toBe('http://lamps.localhost:3999');
    const withPort = config({ PRODUCT_HOST: 'localhost:5173', PORT: '3000' });
    expect(storeLinkOrigin(store, withPort)).toBe('http://lamps.localhost:5173');
    const hosted = config({ PRODUCT_HOST: 'shop-builder.example', PORT: '3000' });
    expect(dashboardOrigin(hosted)).toBe('https://shop-builder.example');
    expect(storeLinkOrigin(store, hosted)).toBe('https://lamps.shop-builder.example');
  });

  it('follow PUBLIC_URL; a custom domain is reached on the default port', () => {
    const c = config({ PRODUCT_HOST: 'builder.test', PUBLIC_URL: 'http://builder.test:8080/' });
    expect(dashboardOrigin(c)).toBe('http://builder.test:8080');
    expect(storeLinkOrigin(store, c)).toBe('http://lamps.builder.test:8080');
    expect(storeLinkOrigin({ ...store, customDomain: 'shop.lamps.example' }, c)).toBe(
      'http://shop.lamps.example',
    );
  });

  it('refuse a PUBLIC_URL on another host, naming it', () => {
    expect(() =>
      config({ PRODUCT_HOST: 'builder.test', PUBLIC_URL: 'https://evil.example' }),
    ).toThrow(ConfigError);
    expect(() => config({ PUBLIC_URL: 'https://localhost/path' })).toThrow(/PUBLIC_URL/);
  });
});
