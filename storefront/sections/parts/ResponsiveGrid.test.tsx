import { describe, expect, it } from 'vitest';
import type { ScreenSize, ViewMode } from '../../context/storefront-context';
import { renderInStorefront } from '../../test-support';
import { ResponsiveGrid } from './ResponsiveGrid';

function render(viewMode: ViewMode, screenSize: ScreenSize) {
  return renderInStorefront(
    <ResponsiveGrid columns={{ desktop: 4, tablet: 2, mobile: 1 }}>x</ResponsiveGrid>,
    { viewMode, screenSize },
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
