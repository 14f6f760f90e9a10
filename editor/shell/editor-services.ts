/**
 * Per-Builder services the shell's parts share: the canvas bridge (connection, drag
 * forwarding) and the drag registry (Escape cancels the drag in progress).
 * Owns: the context. Not: the store (editor/state's BuilderStoreContext).
 */
import { createContext, useContext } from 'react';
import type { CanvasBridge } from '../frame/canvas-bridge';
import type { DragRegistry } from '../dnd/drag-registry';

export interface EditorServices {
  bridge: CanvasBridge;
  drags: DragRegistry;
}

export const EditorServicesContext = createContext<EditorServices | null>(null);

/** The Builder's services; throws outside its provider. */
export function useEditorServices(): EditorServices {
  const services = useContext(EditorServicesContext);
  if (!services) throw new Error('useEditorServices must be used inside the Builder');
  return services;
}
