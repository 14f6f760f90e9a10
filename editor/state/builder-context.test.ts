import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BuilderStoreContext, useBuilder, useBuilderHistory } from './builder-context';
import { createBuilderStore } from './create-builder-store';

function render(node: ReactNode, store = createBuilderStore()) {
  return renderToString(createElement(BuilderStoreContext.Provider, { value: store }, node));
}

describe('useBuilder', () => {
  it('throws outside the provider', () => {
    function Probe() {
      return useBuilder((s) => s.pageType);
    }
    expect(() => renderToString(createElement(Probe))).toThrow(/BuilderStoreContext/);
  });

  it('reads a slice of the provided store', () => {
    function Probe() {
      return `${useBuilder((s) => s.screenSize)}`;
    }
    expect(render(createElement(Probe))).toBe('desktop');
  });
});

describe('useBuilderHistory', () => {
  it('gives the availability of undo and redo and the store actions', () => {
    const store = createBuilderStore();
    let seen: ReturnType<typeof useBuilderHistory> | undefined;
    function Probe() {
      seen = useBuilderHistory();
      return null;
    }
    render(createElement(Probe), store);
    expect(seen).toMatchObject({ canUndo: false, canRedo: false });
    expect(seen!.undo).toBe(store.getState().undo);
    expect(seen!.redo).toBe(store.getState().redo);
  });

  it('follows a history store that notifies on every step (what useStore re-renders on)', () => {
    const store = createBuilderStore();
    const seen: boolean[] = [];
    store.temporal.subscribe((h) => seen.push(h.pastStates.length > 0));
    store.getState().add('faq');
    store.getState().undo();
    expect(seen).toContain(true);
    expect(seen.at(-1)).toBe(false);
    expect(store.temporal.getState().futureStates).toHaveLength(1);
  });

  it('throws outside the provider', () => {
    function Probe() {
      useBuilderHistory();
      return null;
    }
    expect(() => renderToString(createElement(Probe))).toThrow();
  });
});
