import { describe, expect, it, vi } from 'vitest';
import type { Component, StoreInfo } from '../../protocol';
import {
  createCanvasStore,
  initialCanvasState,
  reduceCanvas,
  type CanvasState,
} from './canvas-store';
import { TreeEditError } from '../../shared';

const store: StoreInfo = {
  storeId: 's1',
  name: 'Acme',
  currency: 'USD',
  storeDomain: 'acme.localhost',
};
const text = (id: string, title = id): Component => ({ id, type: 'textBlock', props: { title } });
const indicator = { kind: 'line' as const, x: 0, y: 10, width: 100, height: 0 };

function rendered(
  overrides: Partial<Parameters<typeof reduceCanvas>[1] & { type: 'render' }> = {},
): CanvasState {
  return reduceCanvas(initialCanvasState, {
    type: 'render',
    components: [text('a'), text('b')],
    store,
    screenSize: 'desktop',
    preview: false,
    selectedId: 'a',
    selectedBlockId: null,
    ...overrides,
  });
}

describe('reduceCanvas', () => {
  it('takes everything from a render', () => {
    const state = rendered({ screenSize: 'mobile' });
    expect(state).toMatchObject({
      rendered: true,
      selectedId: 'a',
      screenSize: 'mobile',
      preview: false,
      store,
    });
    expect(state.components.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('keeps unchanged components and the store object across a second render', () => {
    const first = rendered();
    const second = reduceCanvas(first, {
      type: 'render',
      components: [text('a'), text('b', 'new')],
      store: { ...store },
      screenSize: 'desktop',
      preview: false,
      selectedId: null,
      selectedBlockId: null,
    });
    expect(second.components[0]).toBe(first.components[0]);
    expect(second.components[1]).not.toBe(first.components[1]);
    expect(second.store).toBe(first.store);
  });

  it('applies a patch, and a removal takes its selection and hover with it', () => {
    let state = reduceCanvas(rendered(), { type: 'hover', id: 'a' });
    state = reduceCanvas(state, { type: 'patch', patch: { op: 'remove', id: 'a' } });
    expect(state.components.map((c) => c.id)).toEqual(['b']);
    expect(state.selectedId).toBeNull();
    expect(state.hoveredId).toBeNull();
    const other = reduceCanvas(rendered(), { type: 'patch', patch: { op: 'remove', id: 'b' } });
    expect(other.selectedId).toBe('a');
  });

  it('throws on a patch that does not fit, leaving the state as it was', () => {
    const state = rendered();
    expect(() => reduceCanvas(state, { type: 'patch', patch: { op: 'remove', id: 'zz' } })).toThrow(
      TreeEditError,
    );
  });

  it('returns the same state for no-op changes', () => {
    const state = rendered();
    expect(reduceCanvas(state, { type: 'select', id: 'a', blockId: null })).toBe(state);
    expect(reduceCanvas(state, { type: 'screen', screenSize: 'desktop' })).toBe(state);
    expect(reduceCanvas(state, { type: 'preview', preview: false })).toBe(state);
    expect(reduceCanvas(state, { type: 'hover', id: null })).toBe(state);
    expect(reduceCanvas(state, { type: 'indicator', indicator: null })).toBe(state);
    const shown = reduceCanvas(state, { type: 'indicator', indicator });
    expect(reduceCanvas(shown, { type: 'indicator', indicator: { ...indicator } })).toBe(shown);
  });

  it('preview drops hover, drag and indicator and refuses new ones', () => {
    let state = reduceCanvas(rendered(), { type: 'hover', id: 'b' });
    state = reduceCanvas(state, { type: 'drag', id: 'a' });
    state = reduceCanvas(state, { type: 'indicator', indicator });
    state = reduceCanvas(state, { type: 'preview', preview: true });
    expect(state).toMatchObject({
      preview: true,
      hoveredId: null,
      draggingId: null,
      indicator: null,
    });
    expect(reduceCanvas(state, { type: 'hover', id: 'a' })).toBe(state);
    expect(reduceCanvas(state, { type: 'drag', id: 'a' })).toBe(state);
    expect(reduceCanvas(state, { type: 'indicator', indicator })).toBe(state);
    // Selection is the editor's: kept through preview.
    expect(state.selectedId).toBe('a');
  });

  it('ending a drag clears the indicator', () => {
    let state = reduceCanvas(rendered(), { type: 'drag', id: 'a' });
    state = reduceCanvas(state, { type: 'indicator', indicator });
    state = reduceCanvas(state, { type: 'drag', id: null });
    expect(state.indicator).toBeNull();
  });

  it('a fatal alert (version mismatch) freezes the canvas', () => {
    let state = reduceCanvas(initialCanvasState, {
      type: 'alert',
      message: 'versions differ',
      fatal: true,
    });
    state = reduceCanvas(state, { type: 'alert', message: 'something else' });
    state = reduceCanvas(state, { type: 'dismissAlert' });
    expect(state).toMatchObject({ alert: 'versions differ', fatal: true });
    expect(
      reduceCanvas(state, {
        type: 'render',
        components: [],
        store,
        screenSize: 'desktop',
        preview: false,
        selectedId: null,
        selectedBlockId: null,
      }),
    ).toBe(state);
  });

  it('a plain alert can be dismissed', () => {
    const state = reduceCanvas(rendered(), { type: 'alert', message: 'oops' });
    expect(reduceCanvas(state, { type: 'dismissAlert' }).alert).toBeNull();
  });
});

describe('createCanvasStore', () => {
  it('notifies only on real changes, and not when the reducer throws', () => {
    const canvas = createCanvasStore();
    const listener = vi.fn();
    canvas.subscribe(listener);
    canvas.dispatch({
      type: 'render',
      components: [text('a')],
      store,
      screenSize: 'tablet',
      preview: false,
      selectedId: null,
      selectedBlockId: null,
    });
    canvas.dispatch({ type: 'screen', screenSize: 'tablet' });
    expect(() => canvas.dispatch({ type: 'patch', patch: { op: 'remove', id: 'zz' } })).toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(canvas.getState().screenSize).toBe('tablet');
  });
});
