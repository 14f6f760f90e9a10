/**
 * React access to the canvas store: the context that carries it (and the error reporter) and
 * a selector hook. Components re-render only when their selected slice changes.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { CanvasState, CanvasStore } from './canvas-store';

export interface CanvasRuntime {
  store: CanvasStore;
  /** Tells the editor about an error shown in the canvas (`editor/error`). */
  reportError(message: string): void;
}

export const CanvasRuntimeContext = createContext<CanvasRuntime | null>(null);

/** The canvas runtime; throws outside its provider (a bug). */
export function useCanvasRuntime(): CanvasRuntime {
  const runtime = useContext(CanvasRuntimeContext);
  if (!runtime) throw new Error('useCanvasRuntime must be used inside <CanvasRuntimeContext>');
  return runtime;
}

/** A slice of the canvas state; compare with Object.is, so return primitives or stable objects. */
export function useCanvasState<T>(selector: (state: CanvasState) => T): T {
  const { store } = useCanvasRuntime();
  const get = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, get, get);
}
