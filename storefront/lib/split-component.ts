/**
 * A component kept out of the first JS load without upsetting server rendering. In the
 * browser it is `React.lazy` (inside the caller's Suspense boundary, hydration waits for the
 * chunk and keeps the server HTML meanwhile). On the server it renders the loaded module
 * directly, so nothing suspends and React never needs its inline scripts (which the CSP
 * forbids): the server calls `preloadSplitComponents()` once before rendering.
 */
import { createElement, lazy, type ComponentType } from 'react';

const preloaders: (() => Promise<void>)[] = [];

export function splitComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(load);
  preloaders.push(async () => {
    loaded = (await load()).default;
  });
  function SplitComponent(props: P) {
    if (typeof window === 'undefined') {
      if (!loaded) throw new Error('preloadSplitComponents() must run before server rendering');
      return createElement(loaded, props);
    }
    return createElement(Lazy, props);
  }
  return SplitComponent;
}

/** Loads every split component for server rendering; safe to call more than once. */
export async function preloadSplitComponents(): Promise<void> {
  await Promise.all(preloaders.map((p) => p()));
}
