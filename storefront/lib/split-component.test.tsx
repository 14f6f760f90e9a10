/**
 * preloadSplitComponents: loads every split component before a server render, those a loaded
 * module declares too (the categories slider declares its swiper part when it loads).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadSplitComponents, splitComponent, type SplitComponent } from './split-component';

describe('preloadSplitComponents', () => {
  it('also loads the split components a loaded module declares', async () => {
    let Inner: SplitComponent<object> | null = null;
    const Outer = splitComponent(async () => {
      // The module's top level declares a split component of its own.
      Inner = splitComponent(async () => ({ default: () => <b>swiper</b> }));
      const InnerPart = Inner;
      return { default: () => <section>slider {<InnerPart />}</section> };
    });
    await preloadSplitComponents();
    expect(Inner).not.toBeNull();
    expect(renderToString(<Outer />)).toBe('<section>slider <b>swiper</b></section>');
  });
});
