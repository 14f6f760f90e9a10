import { describe, expect, it } from 'vitest';
import { isCheckoutPreviewUrl } from '../../shared';
import {
  dashboardFrameAncestors,
  storeHostsFrameSource,
  withDashboardFrameAncestors,
} from './checkout-preview-frame';

describe('checkout preview framing', () => {
  it('lets only the dashboard hosts frame the preview', () => {
    expect(dashboardFrameAncestors('localhost:3000')).toBe(
      'localhost:3000 www.localhost:3000 127.0.0.1:3000',
    );
    expect(dashboardFrameAncestors('shop-builder.com')).toBe(
      'shop-builder.com:* www.shop-builder.com:* localhost:* 127.0.0.1:*',
    );
    expect(
      withDashboardFrameAncestors(
        "default-src 'self';frame-ancestors 'self';img-src 'self'",
        'localhost:3000',
      ),
    ).toBe(
      "default-src 'self';frame-ancestors 'self' localhost:3000 www.localhost:3000 127.0.0.1:3000;img-src 'self'",
    );
  });

  it('lets the dashboard frame store subdomains', () => {
    expect(storeHostsFrameSource('localhost:3000')).toBe('*.localhost:3000');
    expect(storeHostsFrameSource('Shop-Builder.com')).toBe('*.shop-builder.com:*');
  });

  it('knows the preview URL and nothing else', () => {
    expect(isCheckoutPreviewUrl('/checkout?preview=1')).toBe(true);
    expect(isCheckoutPreviewUrl('/checkout?x=1&preview=1')).toBe(true);
    expect(isCheckoutPreviewUrl('/checkout')).toBe(false);
    expect(isCheckoutPreviewUrl('/checkout?preview=0')).toBe(false);
    expect(isCheckoutPreviewUrl('/product/x?preview=1')).toBe(false);
    expect(isCheckoutPreviewUrl('/checkout/?preview=1')).toBe(false);
  });
});
