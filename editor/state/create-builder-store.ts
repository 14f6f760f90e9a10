/**
 * The builder store: one zustand store holding the components list, the store's theme and
 * the editor's UI state, with zundo history over `components` and `theme`. Every change is a named action.
 * Owns: the actions' rules (spec 4 "Builder state"), typing-burst coalescing, selection upkeep.
 * Not: rendering, persistence, the canvas protocol (see diff-components.ts for patches).
 */
import { createStore, type StoreApi } from 'zustand';
import { temporal, type TemporalState } from 'zundo';
import type { ScreenSize } from '../../protocol';
import {
  clampIndex,
  collectIds,
  defaultSectionProps,
  findComponent,
  getListLength,
  getSectionDefinition,
  hasComponent,
  insertComponent,
  moveComponent,
  placementPath,
  removeComponent,
  shiftComponent,
  TreeEditError,
  updateComponent,
  defaultTheme,
  type Component,
  findBlock,
  blocksOf,
  type BlockType,
  type SectionType,
  type Theme,
} from '../../shared';
import { createComponentId, defaultRootIndex } from './new-component';
import * as blockEdits from './block-edits';
import type { BlockEdit } from './block-edits';

/** The "none" selection marker. */
export const NO_SELECTION = null;

/** Consecutive edits of one field closer together than this are one history step. */
export const DEFAULT_BURST_MS = 1000;
/** The oldest history steps beyond this many are dropped. */
export const HISTORY_LIMIT = 500;

export interface BuilderState {
  /** The whole page in display order: header globals, page sections, footer globals. */
  components: Component[];
  selectedId: string | null;
  hoveredId: string | null;
  pageType: string;
  screenSize: ScreenSize;
  preview: boolean;
  /** Id of the block being edited in the selected section (its settings replace the section's). */
  selectedBlockId: string | null;
  /** The store's theme (colour schemes, type, buttons...), saved with the global content. */
  theme: Theme;
  /** Replaces everything; clears history, selection and hover. */
  load(input: { components: Component[]; pageType: string; theme?: Theme }): void;
  /**
   * Replaces the theme: one history step, except that changes of the same theme field
   * (`field`, e.g. `colorSchemes.0.accent`) in a burst coalesce, like typing in a setting.
   */
  setTheme(theme: Theme, field?: string): void;
  /**
   * Adds a new `type` with its default props; returns its id, or null when refused (unknown or
   * hidden type, a bad parent, a global section in a container, too deep). Without an index:
   * see defaultRootIndex, or the end of the container.
   */
  /** `preset`: one of the type's presets (its props over the defaults); unknown: nothing. */
  add(
    type: SectionType,
    at?: { index?: number; parentId?: string | null },
    preset?: string,
  ): string | null;
  remove(id: string): void;
  /** Shallow-merges `changes` into the props of `id`, at any nesting depth. */
  updateProps(id: string, changes: Record<string, unknown>): void;
  /** `index` = the gap before item `index` of the target list as it is now (`id` still in it). */
  move(id: string, parentId: string | null, index: number): void;
  moveUp(id: string): void;
  moveDown(id: string): void;
  /** Adds a new component of the same type with default props right after `id`, selects it. */
  duplicate(id: string): string | null;
  /**
   * Selects `id`; selecting the selected component again deselects it (or, while one of its
   * blocks is selected, selects the section itself).
   */
  select(id: string | null): void;
  setHovered(id: string | null): void;
  setScreenSize(screenSize: ScreenSize): void;
  setPreview(preview: boolean): void;
  togglePreview(): void;
  /** Selects section `sectionId` and its block `blockId` (null: the section itself). */
  selectBlock(sectionId: string, blockId: string | null): void;
  /**
   * Adds a new `type` block to a section (or to its block `parentId`) at gap `index`
   * (default: the end) and selects it; the refusal's reason when the section refuses it.
   */
  addBlock(
    sectionId: string,
    type: BlockType,
    at?: { parentId?: string | null; index?: number },
  ): BlockEdit;
  removeBlock(sectionId: string, blockId: string): void;
  duplicateBlock(sectionId: string, blockId: string): BlockEdit;
  setBlockHidden(sectionId: string, blockId: string, hidden: boolean): void;
  /** `index`: the gap in the target list as it is now (the block still in it). */
  moveBlock(sectionId: string, blockId: string, parentId: string | null, index: number): BlockEdit;
  /**
   * Moves a block of section `fromId` to gap `index` of a list of section `toId` (see
   * block-edits' transferBlock): one history step; a selected block stays selected.
   */
  transferBlock(
    fromId: string,
    blockId: string,
    toId: string,
    parentId: string | null,
    index: number,
  ): BlockEdit;
  /** Moves a block `offset` places within its list (Move up: -1); whether it moved. */
  shiftBlock(sectionId: string, blockId: string, offset: number): boolean;
  /** Shallow-merges `changes` into a block's props; a typing burst is one history step. */
  updateBlockProps(sectionId: string, blockId: string, changes: Record<string, unknown>): void;
  undo(): void;
  redo(): void;
}

/** The part of the state history records. */
export type BuilderHistoryState = Pick<BuilderState, 'components' | 'theme'>;

/** The builder store: zustand's StoreApi plus zundo's `temporal` history store. */
export type BuilderStoreApi = StoreApi<BuilderState> & {
  temporal: StoreApi<TemporalState<BuilderHistoryState>>;
};

export interface BuilderStoreOptions {
  /** The clock for typing bursts. Defaults to `Date.now`. */
  now?: () => number;
  /** Edits of one field within this many ms of the previous one coalesce. Defaults to `1000`. */
  burstMs?: number;
}

/** The last single-field edit, to coalesce a typing burst into one history step. */
interface Burst {
  id: string;
  key: string;
  at: number;
}

function hasOwnChange(props: Component['props'], changes: Record<string, unknown>): boolean {
  for (const key of Object.keys(changes)) {
    if (!Object.hasOwn(props, key) || !Object.is(props[key], changes[key])) return true;
  }
  return false;
}

/** `edit(components)`, or `components` itself when the edit does not fit (a stale id...). */
function editOrKeep(
  components: Component[],
  edit: (components: Component[]) => Component[],
): Component[] {
  try {
    return edit(components);
  } catch (error) {
    if (error instanceof TreeEditError) return components;
    throw error;
  }
}

/** Creates a builder store with an empty page. */
export function createBuilderStore(options: BuilderStoreOptions = {}): BuilderStoreApi {
  const now = options.now ?? Date.now;
  const burstMs = options.burstMs ?? DEFAULT_BURST_MS;
  let burst: Burst | null = null;
  // Called from actions only, after `store` exists.
  const history = () => store.temporal.getState();

  const store = createStore<BuilderState>()(
    temporal(
      (set, get) => {
        /**
         * Commits a new components list (one history step when it differs) and drops a
         * selection or hover whose component (or block) no longer exists.
         */
        const commit = (components: Component[], extra: Partial<BuilderState> = {}) => {
          if (components === get().components && Object.keys(extra).length === 0) return;
          set({ components, ...extra, ...staleUiFixes(components, { ...get(), ...extra }) });
        };

        const staleUiFixes = (
          components: Component[],
          state: Pick<BuilderState, 'selectedId' | 'hoveredId' | 'selectedBlockId'>,
        ): Partial<BuilderState> => {
          const fixes: Partial<BuilderState> = {};
          if (state.selectedId !== null && !hasComponent(components, state.selectedId)) {
            fixes.selectedId = NO_SELECTION;
            fixes.selectedBlockId = null;
          } else if (
            state.selectedBlockId !== null &&
            (state.selectedId === null ||
              !findBlock(
                blocksOf(findComponent(components, state.selectedId)?.component.props),
                state.selectedBlockId,
              ))
          ) {
            fixes.selectedBlockId = null;
          }
          if (state.hoveredId !== null && !hasComponent(components, state.hoveredId)) {
            fixes.hoveredId = null;
          }
          return fixes;
        };

        const structural = (components: Component[], extra: Partial<BuilderState> = {}) => {
          burst = null;
          commit(components, extra);
        };

        const newComponent = (
          type: SectionType,
          components: Component[],
          presetId?: string,
        ): Component | null => {
          const definition = getSectionDefinition(type);
          if (!definition) return null;
          const preset = presetId ? definition.presets?.find((p) => p.id === presetId) : undefined;
          if (presetId && !preset) return null;
          return {
            id: createComponentId(type, collectIds(components)),
            type,
            contentType: definition.contentType,
            props: (preset
              ? definition.schema.parse(preset.props())
              : defaultSectionProps(type)) as Component['props'],
          };
        };

        /**
         * Commits an edit of `changes` to `target`: consecutive edits of one field of one
         * target within the burst window are one history step.
         */
        const commitTyping = (
          next: Component[],
          target: string,
          changes: Record<string, unknown>,
        ) => {
          if (next === get().components) return;
          const keys = Object.keys(changes);
          const at = now();
          const key = keys.length === 1 ? keys[0]! : null;
          const coalesce =
            key !== null &&
            burst !== null &&
            burst.id === target &&
            burst.key === key &&
            at - burst.at <= burstMs;
          burst = key === null ? null : { id: target, key, at };
          const temporalState = history();
          if (!coalesce || !temporalState.isTracking) {
            commit(next);
            return;
          }
          temporalState.pause();
          try {
            commit(next);
          } finally {
            temporalState.resume();
          }
        };

        /** Commits a block edit as one history step; selects the block it made, if asked. */
        const commitBlockEdit = (edit: BlockEdit, sectionId: string, select: boolean) => {
          if (edit.components !== get().components) {
            structural(
              edit.components,
              select && edit.blockId
                ? { selectedId: sectionId, selectedBlockId: edit.blockId }
                : {},
            );
          }
          return edit;
        };

        const afterHistoryStep = () => {
          burst = null;
          const state = get();
          const fixes = staleUiFixes(state.components, state);
          if (Object.keys(fixes).length) set(fixes);
        };

        return {
          components: [],
          theme: defaultTheme,
          selectedId: NO_SELECTION,
          hoveredId: null,
          pageType: 'custom',
          screenSize: 'desktop',
          preview: false,
          selectedBlockId: null,

          load({ components, pageType, theme = defaultTheme }) {
            burst = null;
            set({
              components,
              pageType,
              theme,
              selectedId: NO_SELECTION,
              hoveredId: null,
              selectedBlockId: null,
            });
            history().clear();
          },

          add(type, at = {}, preset) {
            const definition = getSectionDefinition(type);
            if (!definition || definition.hidden) return null;
            const { components } = get();
            const component = newComponent(type, components, preset);
            if (!component) return null;
            const parentId = at.parentId ?? null;
            if (!placementPath(components, component, parentId)) return null;
            const length = getListLength(components, parentId);
            const index =
              at.index === undefined
                ? parentId === null
                  ? defaultRootIndex(components, type)
                  : length
                : clampIndex(at.index, length);
            structural(insertComponent(components, component, parentId, index));
            return component.id;
          },

          remove(id) {
            const { components } = get();
            const next = editOrKeep(components, (list) => removeComponent(list, id));
            if (next !== components) structural(next);
          },

          updateProps(id, changes) {
            const { components } = get();
            const next = editOrKeep(components, (list) =>
              updateComponent(list, id, (component) =>
                hasOwnChange(component.props, changes)
                  ? { ...component, props: { ...component.props, ...changes } }
                  : component,
              ),
            );
            commitTyping(next, id, changes);
          },

          move(id, parentId, index) {
            const { components } = get();
            const source = findComponent(components, id);
            if (!source || !placementPath(components, source.component, parentId)) return;
            const gap = clampIndex(index, getListLength(components, parentId));
            // Same list: the gap index counts the moved item, which leaves first.
            const final = source.parentId === parentId && gap > source.index ? gap - 1 : gap;
            if (source.parentId === parentId && final === source.index) return;
            structural(moveComponent(components, id, parentId, final));
          },

          moveUp(id) {
            const { components } = get();
            const next = editOrKeep(components, (list) => shiftComponent(list, id, -1));
            if (next !== components) structural(next);
          },

          moveDown(id) {
            const { components } = get();
            const next = editOrKeep(components, (list) => shiftComponent(list, id, 1));
            if (next !== components) structural(next);
          },

          duplicate(id) {
            const { components } = get();
            const found = findComponent(components, id);
            if (!found) return null;
            const component = newComponent(found.component.type, components);
            if (!component) return null;
            structural(insertComponent(components, component, found.parentId, found.index + 1), {
              selectedId: component.id,
              selectedBlockId: null,
            });
            return component.id;
          },

          setTheme(theme, field) {
            if (theme === get().theme) return;
            const at = now();
            const key = field === undefined ? null : `theme:${field}`;
            const coalesce =
              key !== null &&
              burst !== null &&
              burst.id === 'theme' &&
              burst.key === key &&
              at - burst.at <= burstMs;
            burst = key === null ? null : { id: 'theme', key, at };
            const temporalState = history();
            if (!coalesce || !temporalState.isTracking) {
              set({ theme });
              return;
            }
            temporalState.pause();
            try {
              set({ theme });
            } finally {
              temporalState.resume();
            }
          },

          select(id) {
            const { selectedId, components, selectedBlockId } = get();
            if (id !== null && id !== selectedId && !hasComponent(components, id)) return;
            // From one of its blocks back to the section itself.
            if (id !== null && id === selectedId && selectedBlockId !== null) {
              set({ selectedBlockId: null });
              return;
            }
            const next = id === selectedId ? NO_SELECTION : id;
            if (next === selectedId) return;
            set({ selectedId: next, selectedBlockId: null });
          },

          selectBlock(sectionId, blockId) {
            const { components, selectedId, selectedBlockId } = get();
            const section = findComponent(components, sectionId)?.component;
            if (!section) return;
            if (blockId !== null && !findBlock(blocksOf(section.props), blockId)) return;
            if (selectedId === sectionId && selectedBlockId === blockId) return;
            set({ selectedId: sectionId, selectedBlockId: blockId });
          },

          addBlock(sectionId, type, at = {}) {
            const edit = blockEdits.addBlock(
              get().components,
              sectionId,
              type,
              at.parentId ?? null,
              at.index,
            );
            return commitBlockEdit(edit, sectionId, true);
          },

          removeBlock(sectionId, blockId) {
            commitBlockEdit(
              blockEdits.deleteBlock(get().components, sectionId, blockId),
              sectionId,
              false,
            );
          },

          duplicateBlock(sectionId, blockId) {
            const edit = blockEdits.duplicateBlock(get().components, sectionId, blockId);
            return commitBlockEdit(edit, sectionId, true);
          },

          setBlockHidden(sectionId, blockId, hidden) {
            const edit = blockEdits.setBlockHidden(get().components, sectionId, blockId, hidden);
            commitBlockEdit(edit, sectionId, false);
          },

          moveBlock(sectionId, blockId, parentId, index) {
            const edit = blockEdits.relocateBlock(
              get().components,
              sectionId,
              blockId,
              parentId,
              index,
            );
            return commitBlockEdit(edit, sectionId, false);
          },

          transferBlock(fromId, blockId, toId, parentId, index) {
            const { components, selectedId, selectedBlockId } = get();
            const edit = blockEdits.transferBlock(
              components,
              fromId,
              blockId,
              toId,
              parentId,
              index,
            );
            const follow = fromId !== toId && selectedId === fromId && selectedBlockId === blockId;
            return commitBlockEdit(edit, toId, follow);
          },

          shiftBlock(sectionId, blockId, offset) {
            const before = get().components;
            commitBlockEdit(
              blockEdits.shiftBlock(before, sectionId, blockId, offset),
              sectionId,
              false,
            );
            return get().components !== before;
          },

          updateBlockProps(sectionId, blockId, changes) {
            const edit = blockEdits.updateBlockProps(get().components, sectionId, blockId, changes);
            commitTyping(edit.components, `${sectionId}/${blockId}`, changes);
          },

          setHovered(id) {
            if (get().hoveredId !== id) set({ hoveredId: id });
          },
          setScreenSize(screenSize) {
            if (get().screenSize !== screenSize) set({ screenSize });
          },
          setPreview(preview) {
            if (get().preview !== preview) set({ preview });
          },
          togglePreview() {
            set({ preview: !get().preview });
          },

          undo() {
            history().undo();
            afterHistoryStep();
          },
          redo() {
            history().redo();
            afterHistoryStep();
          },
        };
      },
      {
        partialize: (state): BuilderHistoryState => ({
          components: state.components,
          theme: state.theme,
        }),
        // Only a new components list or theme is a history step; UI-only sets record nothing.
        equality: (past, current) =>
          past.components === current.components && past.theme === current.theme,
        limit: HISTORY_LIMIT,
      },
    ),
  );
  return store;
}
