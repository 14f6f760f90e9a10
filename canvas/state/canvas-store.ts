/**
 * The canvas's state: what the editor last sent (components, store, screen size, preview,
 * selection) plus the canvas's own hover, drag and alert. A pure reducer and a tiny external
 * store read with useSyncExternalStore selectors. No history: the editor owns it.
 * Owns: how each message changes what is shown. Not: DOM events (interaction.ts).
 */
import type { Component, PatchOp, ScreenSize, StoreInfo } from '../../protocol';
import { applyPatch, findComponent } from '../../shared';
import { reuseUnchanged } from './reuse-unchanged';

/** Where the drop indicator is drawn, in iframe viewport (CSS pixel) coordinates. */
export interface DropIndicator {
  x: number;
  y: number;
  width: number;
  height: number;
  /** `line`: a gap between items; `box`: an empty list. */
  kind: 'line' | 'box';
  /** Why the section under a dragged block refuses it (drawn as a refused box with it). */
  refusal?: string;
}

export interface CanvasState {
  /** False until the first `canvas/render`. */
  rendered: boolean;
  components: Component[];
  store: StoreInfo | null;
  selectedId: string | null;
  /** The selected section's block being edited (outlined), if any. */
  selectedBlockId: string | null;
  hoveredId: string | null;
  screenSize: ScreenSize;
  preview: boolean;
  /** The component being dragged inside the canvas, if any. */
  draggingId: string | null;
  indicator: DropIndicator | null;
  /** Shown in a `role="alert"` banner: a protocol reject or the version mismatch. */
  alert: string | null;
  /** The versions differ: the alert stays and nothing else is applied. */
  fatal: boolean;
}

export type CanvasAction =
  | {
      type: 'render';
      components: Component[];
      store: StoreInfo;
      screenSize: ScreenSize;
      preview: boolean;
      selectedId: string | null;
      selectedBlockId: string | null;
    }
  | { type: 'patch'; patch: PatchOp }
  | { type: 'select'; id: string | null; blockId: string | null }
  | { type: 'screen'; screenSize: ScreenSize }
  | { type: 'preview'; preview: boolean }
  | { type: 'hover'; id: string | null }
  | { type: 'drag'; id: string | null }
  | { type: 'indicator'; indicator: DropIndicator | null }
  | { type: 'alert'; message: string; fatal?: boolean }
  | { type: 'dismissAlert' };

export const initialCanvasState: CanvasState = {
  rendered: false,
  components: [],
  store: null,
  selectedId: null,
  selectedBlockId: null,
  hoveredId: null,
  screenSize: 'desktop',
  preview: false,
  draggingId: null,
  indicator: null,
  alert: null,
  fatal: false,
};

const exists = (components: Component[], id: string | null): boolean =>
  id !== null && findComponent(components, id) !== null;

/** Builder chrome off: no hover, no drag, no indicator. */
const withoutChrome = (state: CanvasState): CanvasState =>
  state.hoveredId === null && state.draggingId === null && state.indicator === null
    ? state
    : { ...state, hoveredId: null, draggingId: null, indicator: null };

/**
 * The next state. Returns `state` itself when nothing changes. Throws TreeEditError (from
 * shared's applyPatch) for a patch that does not fit the tree; the state is then unchanged.
 */
export function reduceCanvas(state: CanvasState, action: CanvasAction): CanvasState {
  // After a version mismatch nothing is applied and the alert stays.
  if (state.fatal) return state;
  switch (action.type) {
    case 'render': {
      const next: CanvasState = {
        ...state,
        rendered: true,
        components: reuseUnchanged(state.components, action.components),
        store: sameStore(state.store, action.store) ? state.store : action.store,
        screenSize: action.screenSize,
        preview: action.preview,
        selectedId: action.selectedId,
        selectedBlockId: action.selectedBlockId,
        hoveredId: exists(action.components, state.hoveredId) ? state.hoveredId : null,
        draggingId: exists(action.components, state.draggingId) ? state.draggingId : null,
        indicator: exists(action.components, state.draggingId) ? state.indicator : null,
      };
      return action.preview ? withoutChrome(next) : next;
    }
    case 'patch': {
      const components = applyPatch(state.components, action.patch);
      if (action.patch.op !== 'remove') return { ...state, components };
      // A removed component takes its selection, hover and drag with it.
      const gone = (id: string | null) => id !== null && !exists(components, id);
      return {
        ...state,
        components,
        selectedId: gone(state.selectedId) ? null : state.selectedId,
        selectedBlockId: gone(state.selectedId) ? null : state.selectedBlockId,
        hoveredId: gone(state.hoveredId) ? null : state.hoveredId,
        draggingId: gone(state.draggingId) ? null : state.draggingId,
        indicator: gone(state.draggingId) ? null : state.indicator,
      };
    }
    case 'select':
      return state.selectedId === action.id && state.selectedBlockId === action.blockId
        ? state
        : { ...state, selectedId: action.id, selectedBlockId: action.blockId };
    case 'screen':
      return state.screenSize === action.screenSize
        ? state
        : { ...state, screenSize: action.screenSize };
    case 'preview':
      if (state.preview === action.preview) return state;
      return action.preview
        ? withoutChrome({ ...state, preview: true })
        : { ...state, preview: false };
    case 'hover':
      if (state.preview && action.id !== null) return state;
      return state.hoveredId === action.id ? state : { ...state, hoveredId: action.id };
    case 'drag':
      if (state.preview && action.id !== null) return state;
      return state.draggingId === action.id
        ? state
        : { ...state, draggingId: action.id, ...(action.id === null ? { indicator: null } : {}) };
    case 'indicator':
      if (state.preview && action.indicator !== null) return state;
      return sameIndicator(state.indicator, action.indicator)
        ? state
        : { ...state, indicator: action.indicator };
    case 'alert':
      return { ...state, alert: action.message, fatal: action.fatal ?? false };
    case 'dismissAlert':
      return state.alert === null ? state : { ...state, alert: null };
  }
}

function sameStore(a: StoreInfo | null, b: StoreInfo): a is StoreInfo {
  return (
    a !== null &&
    a.storeId === b.storeId &&
    a.name === b.name &&
    a.currency === b.currency &&
    a.storeDomain === b.storeDomain
  );
}

function sameIndicator(a: DropIndicator | null, b: DropIndicator | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.kind === b.kind && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height
  );
}

export interface CanvasStore {
  getState(): CanvasState;
  /** Applies `action`; throws (state unchanged) when the reducer does. */
  dispatch(action: CanvasAction): void;
  subscribe(listener: () => void): () => void;
}

/** A small external store around reduceCanvas. */
export function createCanvasStore(initial: CanvasState = initialCanvasState): CanvasStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reduceCanvas(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
