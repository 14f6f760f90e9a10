import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuilderPageData, SaveInput, SaveResult } from '../backend';
import { defaultTheme } from '../../shared';
import { createBuilderStore, joinForEdit } from '../state';
import { saveStatusText } from './save-status';
import { AUTOSAVE_DELAY_MS, SaveController } from './save-controller';

const page = (overrides: Partial<BuilderPageData> = {}): BuilderPageData => ({
  pageId: 'page-1',
  storeId: 'store-1',
  title: 'Home',
  slug: 'home',
  pageType: 'home',
  theme: defaultTheme,
  store: { storeId: 'store-1', name: 'Demo', currency: 'USD', storeDomain: 'demo.localhost' },
  content: [{ id: 'banner-1', type: 'banner', contentType: 'normal', props: { title: 'Hi' } }],
  globalContent: [{ id: 'navbar-1', type: 'navbar', contentType: 'global', props: {} }],
  version: 3,
  globalVersion: 7,
  published: true,
  storefrontUrl: 'http://demo.localhost/',
  ...overrides,
});

interface Deferred {
  input: SaveInput;
  resolve(result: SaveResult): void;
  reject(error: Error): void;
}

function setup(loaded = page()) {
  const store = createBuilderStore();
  store
    .getState()
    .load({ components: joinForEdit(loaded.content, loaded.globalContent), pageType: 'home' });
  const calls: Deferred[] = [];
  const backend = {
    save: vi.fn(
      (input: SaveInput) =>
        new Promise<SaveResult>((resolve, reject) => calls.push({ input, resolve, reject })),
    ),
    loadPage: vi.fn(async () => page({ version: 10, globalVersion: 20, content: [] })),
  };
  const onReloaded = vi.fn();
  const controller = new SaveController({ backend, store, page: loaded, onReloaded });
  const stop = controller.start();
  const status = () => saveStatusText(controller.getSnapshot());
  const edit = (title: string) => store.getState().updateProps('banner-1', { title });
  /** Edits the title to `A`, lets the autosave go and answers it with a version conflict. */
  const editIntoConflict = async () => {
    edit('A');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    calls[0]!.resolve(conflict);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { store, backend, calls, controller, stop, status, edit, editIntoConflict, onReloaded };
}

const conflict: SaveResult = { ok: false, conflict: true, message: 'Version mismatch' };

const ok = (version: number, globalVersion: number): SaveResult => ({
  ok: true,
  version,
  globalVersion,
  published: false,
});

describe('SaveController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('autosaves the split draft 1500 ms after the last change, with the loaded versions', async () => {
    const { calls, status, edit } = setup();
    edit('A');
    expect(status()).toBe('Unsaved changes');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    edit('AB');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(status()).toBe('Saving…');
    const input = calls[0]!.input;
    expect(input).toMatchObject({
      pageId: 'page-1',
      storeId: 'store-1',
      version: 3,
      globalVersion: 7,
      publish: false,
    });
    expect(input.content.map((c) => c.id)).toEqual(['banner-1']);
    expect(input.content[0]!.props.title).toBe('AB');
    expect(input.globalContent.map((c) => c.id)).toEqual(['navbar-1']);
  });

  it('keeps the versions each save returns for the next one', async () => {
    const { calls, status, edit } = setup();
    edit('A');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    calls[0]!.resolve(ok(4, 8));
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('Saved');
    edit('B');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls[1]!.input).toMatchObject({ version: 4, globalVersion: 8 });
  });

  it('skips the autosave when an undo went back to what was saved', async () => {
    const { store, calls, status, edit } = setup();
    edit('A');
    store.getState().undo();
    expect(status()).toBe('Saved');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(calls).toHaveLength(0);
  });

  it('saves at once on Save, and publishes on Publish', async () => {
    const { calls, controller, status } = setup();
    void controller.save();
    expect(calls[0]!.input.publish).toBe(false);
    calls[0]!.resolve(ok(4, 8));
    await vi.advanceTimersByTimeAsync(0);
    void controller.publish();
    expect(status()).toBe('Publishing…');
    expect(calls[1]!.input).toMatchObject({ publish: true, version: 4, globalVersion: 8 });
    calls[1]!.resolve({ ok: true, version: 5, globalVersion: 9, published: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('Published');
  });

  it('runs one request at a time and merges what is asked meanwhile into one follow-up', async () => {
    const { calls, controller, edit } = setup();
    edit('A');
    void controller.save();
    edit('AB');
    void controller.save();
    void controller.publish();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(ok(4, 8));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.input).toMatchObject({ publish: true, version: 4 });
    expect(calls[1]!.input.content[0]!.props.title).toBe('AB');
  });

  it('reads Unsaved changes when the page changed during the save, then autosaves again', async () => {
    const { calls, status, edit } = setup();
    edit('A');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    edit('AB');
    calls[0]!.resolve(ok(4, 8));
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('Unsaved changes');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.input.content[0]!.props.title).toBe('AB');
  });

  it('on a conflict pauses autosave until the user chooses; Overwrite saves without versions', async () => {
    const { calls, controller, status, edit, editIntoConflict } = setup();
    await editIntoConflict();
    expect(controller.getSnapshot().outcome).toBe('conflict');
    edit('AB');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(calls).toHaveLength(1);
    // Save retries with the same versions: it conflicts again, nothing is overwritten.
    void controller.save();
    expect(calls[1]!.input).toMatchObject({ version: 3, globalVersion: 7 });
    calls[1]!.resolve(conflict);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getSnapshot().outcome).toBe('conflict');
    void controller.overwrite();
    expect(calls).toHaveLength(3);
    expect(calls[2]!.input).toMatchObject({
      version: undefined,
      globalVersion: undefined,
      publish: false,
    });
    expect(calls[2]!.input.content[0]!.props.title).toBe('AB');
    calls[2]!.resolve(ok(11, 21));
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('Saved');
  });

  it('Reload latest replaces the page with the stored one and its versions', async () => {
    const { store, controller, status, onReloaded, backend, calls, editIntoConflict } = setup();
    await editIntoConflict();
    await controller.reloadLatest();
    expect(backend.loadPage).toHaveBeenCalledWith('page-1');
    expect(store.getState().components.map((c) => c.id)).toEqual(['navbar-1']);
    expect(status()).toBe('Saved');
    expect(onReloaded).toHaveBeenCalledOnce();
    store.getState().add('faq');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls[1]!.input).toMatchObject({ version: 10, globalVersion: 20 });
  });

  it('stays in conflict, saying why, when reloading fails', async () => {
    const { controller, backend, editIntoConflict } = setup();
    await editIntoConflict();
    backend.loadPage.mockRejectedValueOnce(new Error('Network down'));
    await controller.reloadLatest();
    expect(controller.getSnapshot()).toMatchObject({
      outcome: 'conflict',
      message: 'Could not reload: Network down',
    });
  });

  it('shows a validation refusal in the status and keeps the page dirty', async () => {
    const { calls, status, edit, controller } = setup();
    edit('A');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    calls[0]!.resolve({
      ok: false,
      conflict: false,
      message: 'Invalid content',
      fields: [{ field: 'content.0.props.title', message: 'Too long' }],
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('Invalid content: Too long');
    expect(controller.getSnapshot().dirty).toBe(true);
  });

  it('shows a network failure in the status', async () => {
    const { calls, status, controller } = setup();
    void controller.save();
    calls[0]!.reject(new Error('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('Could not save: Failed to fetch');
  });

  it('stops autosaving once stopped', async () => {
    const { calls, stop, edit } = setup();
    edit('A');
    stop();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(calls).toHaveLength(0);
  });
});
