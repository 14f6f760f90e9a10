import { describe, expect, it } from 'vitest';
import { pixelReportTarget } from './pixel-events';

describe('where a store reports its test events', () => {
  const store = { protocol: 'http:', host: 'demo.localhost:3000' };
  it('is the platform serving the store on its subdomain', () => {
    expect(pixelReportTarget('http://localhost:3000', store)).toBe('http://localhost:3000');
    expect(
      pixelReportTarget('https://shop-builder.com', {
        protocol: 'https:',
        host: 'a.shop-builder.com',
      }),
    ).toBe('https://shop-builder.com');
  });
  it('is nowhere else', () => {
    expect(pixelReportTarget(null, store)).toBeNull();
    expect(pixelReportTarget('http://evil.example', store)).toBeNull();
    expect(pixelReportTarget('http://localhost:3001', store)).toBeNull();
    expect(pixelReportTarget('https://localhost:3000', store)).toBeNull();
    expect(pixelReportTarget('http://localhost:3000/path', store)).toBeNull();
    expect(pixelReportTarget('not a url', store)).toBeNull();
    expect(
      pixelReportTarget('http://example.com', { protocol: 'http:', host: 'shop.example.com' }),
    ).toBe('http://example.com');
    expect(pixelReportTarget('http://com', { protocol: 'http:', host: 'example.com' })).toBe(
      'http://com',
    );
  });
});
