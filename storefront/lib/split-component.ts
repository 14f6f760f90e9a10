/**
 * A component kept out of the first JS load without upsetting server rendering. In the
 * browser it is `React.lazy` (inside the caller's Suspense boundary, hydration waits for the
 * chunk and keeps the server HTML meanwhile). On the server it renders the loaded module
 * directly, so nothing suspends and React never needs its inline scripts (which the CSP
 * forbids): the server calls `preloadSplitComponents()` once before rendering.
 */
import { createElement, lazy, type ComponentType } from 'react';

/** Split components not loaded yet on the server (each loads once; see preloadSplitComponents). */
const pending = new Set<() => Promise<void>>();

/** A split component; `preload()` loads its module (in the browser too: it then renders at once). */
export type SplitComponent<P extends object> = ComponentType<P> & { preload(): Promise<void> };

export function splitComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): SplitComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(load);
  const preload = async () => {
    loaded = (await load()).default;
    pending.delete(preload);
  };
  pending.add(preload);
  function SplitComponent(props: P) {
    if (loaded) return createElement(loaded, props);
    if (typeof window === 'undefined') {
      throw new Error('preloadSplitComponents() must run before server rendering');
    }
    return createElement(Lazy, props);
  }
  return Object.assign(SplitComponent, { preload: () => (loaded ? Promise.resolve() : preload()) });
}

/**
 * Loads every split component not loaded yet (and those their modules declare), for server
 * rendering; safe to call more than once. Each loads once: a dynamic `import()` per render (even of a loaded module) walks the
 * module resolver again, which cost the server a tenth of its time per page.
 */
export async function preloadSplitComponents(): Promise<void> {
  // Until none is left: a loaded module can declare split components of its own (the
  // categories slider's swiper part), which join `pending` while the first round loads.
  while (pending.size) await Promise.all([...pending].map((p) => p()));
}
