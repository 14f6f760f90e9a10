import { describe, expect, it } from 'vitest';
import { createBuilderStore } from '../state';
import { runShortcutAction, selectExactly } from './run-action';

function setup() {
  const store = createBuilderStore();
  store.getState().load({
    components: [
      { id: 'banner-1', type: 'banner', contentType: 'normal', props: {} },
      { id: 'faq-1', type: 'faq', contentType: 'normal', props: {} },
    ],
    pageType: 'home',
  });
  const ids = () => store.getState().components.map((c) => c.id);
  return { store, ids };
}

describe('runShortcutAction', () => {
  it('delete removes the selected section and clears the selection', () => {
    const { store, ids } = setup();
    store.getState().select('banner-1');
    runShortcutAction(store, 'delete');
    expect(ids()).toEqual(['faq-1']);
    expect(store.getState().selectedId).toBeNull();
  });

  it('delete and duplicate do nothing without a selection', () => {
    const { store, ids } = setup();
    runShortcutAction(store, 'delete');
    runShortcutAction(store, 'duplicate');
    expect(ids()).toEqual(['banner-1', 'faq-1']);
  });

  it('duplicate inserts a new section of the same type right after, and selects it', () => {
    const { store, ids } = setup();
    store.getState().select('banner-1');
    runShortcutAction(store, 'duplicate');
    const [first, copy, last] = ids();
    expect(first).toBe('banner-1');
    expect(copy).toMatch(/^banner-[0-9a-f]{8}$/);
    expect(last).toBe('faq-1');
    expect(store.getState().selectedId).toBe(copy);
  });

  it('undo and redo step through history', () => {
    const { store, ids } = setup();
    store.getState().select('faq-1');
    runShortcutAction(store, 'delete');
    runShortcutAction(store, 'undo');
    expect(ids()).toEqual(['banner-1', 'faq-1']);
    runShortcutAction(store, 'redo');
    expect(ids()).toEqual(['banner-1']);
  });

  it('deselect clears the selection and never toggles it back on', () => {
    const { store } = setup();
    store.getState().select('faq-1');
    runShortcutAction(store, 'deselect');
    expect(store.getState().selectedId).toBeNull();
    runShortcutAction(store, 'deselect');
    expect(store.getState().selectedId).toBeNull();
  });
});

describe('selectExactly', () => {
  it('selects an id without toggling it off when it already is selected', () => {
    const { store } = setup();
    selectExactly(store, 'faq-1');
    selectExactly(store, 'faq-1');
    expect(store.getState().selectedId).toBe('faq-1');
  });
});
