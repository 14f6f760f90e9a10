/**
 * React access to the builder store: the context the shell provides, a selector hook and the
 * undo/redo availability hook (reactive on zundo's history store).
 * Owns: the hooks. Not: creating the store (create-builder-store.ts), the provider element.
 */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { BuilderState, BuilderStoreApi } from './create-builder-store';

/** The builder store of the page being edited; provide one per Builder. */
export const BuilderStoreContext = createContext<BuilderStoreApi | null>(null);

/** The provided builder store; throws outside BuilderStoreContext's provider. */
export function useBuilderStore(): BuilderStoreApi {
  const store = useContext(BuilderStoreContext);
  if (!store) throw new Error('useBuilder must be used inside BuilderStoreContext.Provider');
  return store;
}

/** A slice of the builder state; re-renders when the selected value changes (Object.is). */
export function useBuilder<T>(selector: (state: BuilderState) => T): T {
  return useStore(useBuilderStore(), selector);
}

/** Whether undo/redo are available (reactive), and the store's undo/redo actions. */
export function useBuilderHistory(): {
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
} {
  const store = useBuilderStore();
  const canUndo = useStore(store.temporal, (h) => h.pastStates.length > 0);
  const canRedo = useStore(store.temporal, (h) => h.futureStates.length > 0);
  const undo = useStore(store, (s) => s.undo);
  const redo = useStore(store, (s) => s.redo);
  return { canUndo, canRedo, undo, redo };
}
