/**
 * Saves the builder's page: autosave 1500 ms after the last components change, Save now,
 * Publish, and the way out of a conflict (reload the stored page, or overwrite it). One
 * request at a time; what is asked for meanwhile runs once, after it. Versions come from the
 * loaded page and then from each successful save.
 * Owns: when to save and with which versions. Not: HTTP (the backend), the status texts.
 */
import type { Component } from '../../protocol';
import type { Theme } from '../../shared';
import type { BuilderBackend, BuilderPageData, SaveResult } from '../backend';
import { joinForEdit, splitForSave, type BuilderStoreApi } from '../state';
import {
  initialSaveState,
  isInConflict,
  saveReducer,
  shouldAutosave,
  type SaveEvent,
  type SaveState,
} from './save-status';

/** How long after the last change the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export interface SaveControllerOptions {
  backend: Pick<BuilderBackend, 'save' | 'loadPage'>;
  store: BuilderStoreApi;
  /** The page as loaded; its components must already be in the store. */
  page: BuilderPageData;
  /** Defaults to `AUTOSAVE_DELAY_MS`. */
  autosaveMs?: number;
  /** Told when "Reload latest" replaced the page with the stored one. */
  onReloaded?(page: BuilderPageData): void;
}

interface SaveRequest {
  publish: boolean;
  /** Save without versions: replaces whatever is stored. */
  overwrite: boolean;
  /** From the autosave timer: skipped when nothing changed. */
  auto: boolean;
}

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'network error';

function refusalText(result: Extract<SaveResult, { ok: false; conflict: false }>): string {
  const first = result.fields[0];
  const base = result.message || 'Not saved';
  return first && first.message && first.message !== base ? `${base}: ${first.message}` : base;
}

/** What a save stores: the components list and the theme. */
interface Saved {
  components: Component[];
  theme: Theme;
}
const savedOf = ({ components, theme }: Saved): Saved => ({ components, theme });
/** Whether `a` is what `b` holds (by reference: the store shares structure). */
const isSaved = (a: Saved, b: Saved) => a.components === b.components && a.theme === b.theme;

export class SaveController {
  private readonly options: SaveControllerOptions;
  private readonly autosaveMs: number;
  private state: SaveState = initialSaveState;
  private readonly listeners = new Set<() => void>();
  /** The components and theme as last stored (references: the store shares structure). */
  private saved: Saved;
  private version: number;
  private globalVersion: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private pending: { request: SaveRequest; promise: Promise<void> } | null = null;
  private reloading = false;

  constructor(options: SaveControllerOptions) {
    this.options = options;
    this.autosaveMs = options.autosaveMs ?? AUTOSAVE_DELAY_MS;
    this.saved = savedOf(options.store.getState());
    this.version = options.page.version;
    this.globalVersion = options.page.globalVersion;
  }

  /** Starts watching the store for changes; returns the function that stops it. */
  start(): () => void {
    const unsubscribe = this.options.store.subscribe((state, previous) => {
      if (isSaved(state, previous) || this.reloading) return;
      this.dispatch({ type: 'changed', dirty: !isSaved(state, this.saved) });
      this.schedule();
    });
    return () => {
      unsubscribe();
      this.clearTimer();
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SaveState => this.state;

  /** Saves the draft now (the Save button). */
  save(): Promise<void> {
    this.clearTimer();
    return this.request({ publish: false, overwrite: false, auto: false });
  }

  /** Saves and makes the draft live (the Publish button). */
  publish(): Promise<void> {
    this.clearTimer();
    return this.request({ publish: true, overwrite: false, auto: false });
  }

  /**
   * Conflict: stores what the user sees, replacing what someone else saved. (Save and Publish
   * during a conflict send the old versions again, so they conflict again: nothing is lost.)
   */
  overwrite(): Promise<void> {
    if (!isInConflict(this.state)) return Promise.resolve();
    return this.request({ publish: false, overwrite: true, auto: false });
  }

  /** Conflict: replaces the page in the editor with the stored one (local changes are lost). */
  async reloadLatest(): Promise<void> {
    this.clearTimer();
    const { backend, store, page } = this.options;
    let latest: BuilderPageData;
    try {
      latest = await backend.loadPage(page.pageId);
    } catch (error) {
      this.dispatch({ type: 'conflict', message: `Could not reload: ${errorText(error)}` });
      return;
    }
    this.reloading = true;
    try {
      store.getState().load({
        components: joinForEdit(latest.content, latest.globalContent),
        pageType: latest.pageType,
        theme: latest.theme,
      });
    } finally {
      this.reloading = false;
    }
    this.saved = savedOf(store.getState());
    this.version = latest.version;
    this.globalVersion = latest.globalVersion;
    this.dispatch({ type: 'reloaded' });
    this.options.onReloaded?.(latest);
  }

  private dispatch(event: SaveEvent): void {
    const next = saveReducer(this.state, event);
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  private schedule(): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!shouldAutosave(this.state, this.changedSinceSave())) return;
      void this.request({ publish: false, overwrite: false, auto: true });
    }, this.autosaveMs);
  }

  private clearTimer(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
  }

  private changedSinceSave(): boolean {
    return !isSaved(this.options.store.getState(), this.saved);
  }

  /** Runs `request` now, or once after the request in flight (merged with anything else asked meanwhile). */
  private request(request: SaveRequest): Promise<void> {
    // In a conflict autosave waits for the user's choice (Save and Publish still try).
    if (isInConflict(this.state) && request.auto) return Promise.resolve();
    if (!this.running) return this.launch(request);
    if (this.pending) {
      const merged = this.pending.request;
      merged.publish ||= request.publish;
      merged.overwrite ||= request.overwrite;
      merged.auto &&= request.auto;
      return this.pending.promise;
    }
    const entry = { request: { ...request }, promise: Promise.resolve() };
    entry.promise = this.running.then(() => {
      this.pending = null;
      return this.launch(entry.request);
    });
    this.pending = entry;
    return entry.promise;
  }

  private launch(request: SaveRequest): Promise<void> {
    const run: Promise<void> = this.run(request).finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async run(request: SaveRequest): Promise<void> {
    if (isInConflict(this.state) && request.auto && !request.overwrite) return;
    const current = savedOf(this.options.store.getState());
    if (request.auto && isSaved(current, this.saved)) return;
    const { components, theme } = current;
    const { content, globalContent } = splitForSave(components);
    const { page, backend, store } = this.options;
    this.dispatch({ type: 'started', publish: request.publish });
    let result: SaveResult;
    try {
      result = await backend.save({
        pageId: page.pageId,
        storeId: page.storeId,
        content,
        globalContent,
        theme,
        version: request.overwrite ? undefined : this.version,
        globalVersion: request.overwrite ? undefined : this.globalVersion,
        publish: request.publish,
      });
    } catch (error) {
      this.dispatch({ type: 'failed', message: `Could not save: ${errorText(error)}` });
      return;
    }
    if (result.ok) {
      this.version = result.version;
      this.globalVersion = result.globalVersion;
      this.saved = current;
      const dirty = !isSaved(store.getState(), current);
      this.dispatch({ type: 'succeeded', publish: request.publish, dirty });
      return;
    }
    if (result.conflict) {
      this.clearTimer();
      this.dispatch({ type: 'conflict' });
      return;
    }
    this.dispatch({ type: 'failed', message: refusalText(result) });
  }
}
