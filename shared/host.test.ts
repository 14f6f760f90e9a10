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
    expect(classifyHost('demo.localhost:3999', 'localhost')).toEqual({
      kind: 'subdomain',
      subdomain: 'demo',
    });
    expect(classifyHost('Acme.Builder.com', 'builder.com:8080')).toEqual({
      kind: 'subdomain',
      subdomain: 'acme',
    });
  });
  it('reads any other host as a custom domain', () => {
    expect(classifyHost('shop.example.com', 'localhost')).toEqual({
      kind: 'custom',
      domain: 'shop.example.com',
    });
    expect(classifyHost('a.b.localhost', 'localhost')).toEqual({
      kind: 'custom',
      domain: 'a.b.localhost',
    });
  });
});

describe('normalizeHost', () => {
  it('lower-cases and strips the port and a trailing dot', () => {
    expect(normalizeHost('Demo.Localhost:3000')).toBe('demo.localhost');
    expect(normalizeHost('example.com.')).toBe('example.com');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });
});
