import { describe, expect, it } from 'vitest';
import { bannerSection } from './banner';

describe('banner section', () => {
  it('shows the button settings only when the button is on', () => {
    const cta = bannerSection.settings.filter((s) => s.key.startsWith('cta'));
    expect(cta.length).toBeGreaterThan(0);
    for (const s of cta) expect(s.showIf).toEqual({ key: 'showCta', equals: true });
  });
});
