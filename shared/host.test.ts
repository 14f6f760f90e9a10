import { describe, expect, it } from 'vitest';
import { classifyHost, normalizeHost } from './host';

describe('classifyHost', () => {
  it('sends the product host, its www form and localhost to the dashboard, whatever the port', () => {
    for (const h of [
      'localhost',
      'localhost:3000',
      'www.localhost:3999',
      'LOCALHOST',
      '127.0.0.1:3000',
    ]) {
      expect(classifyHost(h, 'localhost')).toEqual({ kind: 'dashboard' });
    }
    expect(classifyHost('builder.com', 'builder.com')).toEqual({ kind: 'dashboard' });
    expect(classifyHost('www.builder.com:443', 'builder.com')).toEqual({ kind: 'dashboard' });
    expect(classifyHost('localhost:8080', 'builder.com')).toEqual({ kind: 'dashboard' });
  });
  it('reads {sub}.{PRODUCT_HOST} as a store subdomain, port ignored', () => {
    for (const [host, productHost, subdomain] of [
      ['demo.localhost:3999', 'localhost', 'demo'],
      ['Acme.Builder.com', 'builder.com:8080', 'acme'],
    ] as const) {
      expect(classifyHost(host, productHost), host).toEqual({ kind: 'subdomain', subdomain });
    }
  });
  it('reads any other host as a custom domain', () => {
    for (const domain of ['shop.example.com', 'a.b.localhost']) {
      expect(classifyHost(domain, 'localhost'), domain).toEqual({ kind: 'custom', domain });
    }
  });
});

describe('normalizeHost', () => {
  it('lower-cases and strips the port and a trailing dot', () => {
    expect(normalizeHost('Demo.Localhost:3000')).toBe('demo.localhost');
    expect(normalizeHost('example.com.')).toBe('example.com');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });
});
