import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  StorefrontProvider,
  type ScreenSize,
  type ViewMode,
} from '../../context/storefront-context';
import type { StorefrontApi } from '../../data/storefront-api';
import { ResponsiveGrid } from './ResponsiveGrid';

const store = {
  storeId: 's',
  name: 'S',
  currency: 'USD',
  fbPixelId: null,
  storeDomain: 's.localhost',
  description: '',
};

function render(viewMode: ViewMode, screenSize: ScreenSize) {
  return renderToString(
    <StorefrontProvider value={{ viewMode, screenSize, store, api: {} as StorefrontApi }}>
      <ResponsiveGrid columns={{ desktop: 4, tablet: 2, mobile: 1 }}>x</ResponsiveGrid>
    </StorefrontProvider>,
  );
}

describe('ResponsiveGrid', () => {
  it('leaves the storefront to the 320/768/1024 breakpoints', () => {
    const html = render('storeFront', 'mobile');
    expect(html).toContain('sf-grid--responsive');
    expect(html).toContain('--sf-cols-desktop:4');
    expect(html).not.toContain('--sf-cols:');
  });
  it("fixes builder mode to the chosen screen's columns and gap", () => {
    expect(render('builder', 'desktop')).toContain('--sf-cols:4;--sf-gap:12px');
    expect(render('builder', 'tablet')).toContain('--sf-cols:2;--sf-gap:16px');
    expect(render('builder', 'mobile')).toContain('--sf-cols:1;--sf-gap:6px');
  });
});
