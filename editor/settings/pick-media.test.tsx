import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultSectionProps, defaultTheme } from '../../shared';
import type { Component } from '../../protocol';
import { PickMediaContext, type PickMedia } from './pick-media';
import { SettingsPanel } from './SettingsPanel';

function renderBanner(pickMedia: PickMedia | null): string {
  const component = {
    id: 'banner-0000abcd',
    type: 'banner',
    props: defaultSectionProps('banner'),
  } as Component;
  return renderToStaticMarkup(
    <PickMediaContext.Provider value={pickMedia}>
      <SettingsPanel
        component={component}
        onChange={() => undefined}
        theme={defaultTheme}
        pageLinks={[]}
        categories={[]}
      />
    </PickMediaContext.Provider>,
  );
}

describe('image settings and the host image library', () => {
  it('offer "Choose from library", naming the setting, when the host lends a library', () => {
    const html = renderBanner(() => Promise.resolve(null));
    expect(html).toContain('Choose from library');
    expect(html).toMatch(
      /Choose from library<span class="be-visually-hidden"> for (<!-- -->)?Background image/,
    );
  });

  it('stay plain URL fields without one', () => {
    const html = renderBanner(null);
    expect(html).not.toContain('Choose from library');
    expect(html).toMatch(/name="backgroundImage"/);
  });
});
