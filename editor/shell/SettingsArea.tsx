/**
 * The settings side of the right panel: the selected section's name and its actions (move
 * up, move down, duplicate, delete) above its blocks (if it has any) and the settings panel
 * generated from its definition; with one of its blocks selected, a way back to the section,
 * the block's actions (move, show or hide, duplicate, delete) and its settings; or an empty
 * state when nothing is selected. The settings controls are not part of the
 * builder's first load: they load when a section is first pointed at (canvas or layer list)
 * or selected, or at the first key or pointer press in the editor, so they are usually there
 * by the time the click (or Enter) lands.
 * Owns: that frame. Not: the controls (editor/settings' SettingsPanel).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { Component } from '../../protocol';
import {
  blockLabels,
  blocksOf,
  colorSchemeOf,
  findBlock,
  findComponent,
  getBlockDefinition,
  getChildren,
  getSectionDefinition,
  type Block,
} from '../../shared';
import type { CategoryOption, PageLinkOption } from '../backend';
import type * as InspectorModule from './inspector-parts';
import { useBuilder, useBuilderStore, type BuilderState } from '../state';
import { Icon } from '../icons/Icon';
import { IconButton } from '../icons/IconButton';
import { runShortcutAction } from '../shortcuts/run-action';

// Loaded by hand rather than with React.lazy: a Suspense boundary that showed its fallback
// reveals the loaded panel only after React's fallback throttle (300 ms), on every first select.
type InspectorParts = typeof InspectorModule;
let loadedPanel: InspectorParts | null = null;
let panelLoad: Promise<InspectorParts> | null = null;
const loadSettingsPanel = () =>
  (panelLoad ??= import('./inspector-parts').then(
    ({ SettingsPanel, BlockSettingsPanel, BlocksEditor }) =>
      (loadedPanel = { SettingsPanel, BlockSettingsPanel, BlocksEditor }),
  ));

/**
 * Starts loading the settings panel at the first key press or pointer press anywhere in the
 * editor document, so a first select made from the keyboard (layer list: arrows, Enter) does
 * not wait for the chunk. Not on idle: the builder's first load stays the editor's own code
 * (issue 14's JS budget counts what /builder fetches untouched).
 */
function usePreloadSettingsPanelOnInput(): void {
  useEffect(() => {
    if (loadedPanel) return;
    const load = () => {
      stop();
      void loadSettingsPanel();
    };
    const stop = () => {
      document.removeEventListener('keydown', load, true);
      document.removeEventListener('pointerdown', load, true);
    };
    document.addEventListener('keydown', load, true);
    document.addEventListener('pointerdown', load, true);
    return stop;
  }, []);
}

/** The settings panel's parts once loaded; starts loading them when `wanted`. */
function useSettingsPanel(wanted: boolean): InspectorParts | null {
  const [panel, setPanel] = useState(() => loadedPanel);
  useEffect(() => {
    if (!wanted || panel) return;
    let live = true;
    void loadSettingsPanel().then((loaded) => {
      if (live) setPanel(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, panel]);
  return panel ?? loadedPanel;
}

/** What the inspector's body shows until its parts have loaded. */
const loadingSettings = (
  <p className="be-empty" role="status">
    Loading settings…
  </p>
);

/** The selected block of the selected section, with where it sits, if any. */
function selectBlockPlace(s: BuilderState): string {
  if (s.selectedId === null || s.selectedBlockId === null) return '';
  const section = findComponent(s.components, s.selectedId)?.component;
  const blocks = blocksOf(section?.props);
  const found = findBlock(blocks, s.selectedBlockId);
  if (!found) return '';
  const count =
    found.parentId === null
      ? blocks.length
      : blocksOf(findBlock(blocks, found.parentId)?.block.props).length;
  const first = found.index === 0;
  const last = found.index >= count - 1;
  return first && last ? 'only' : first ? 'first' : last ? 'last' : 'middle';
}

const selectSelected = (s: BuilderState): Component | null =>
  s.selectedId === null ? null : (findComponent(s.components, s.selectedId)?.component ?? null);

/** 'first', 'last', 'only', 'middle' or '' (nothing selected): what Move up/down may do. */
function selectPlace(s: BuilderState): string {
  if (s.selectedId === null) return '';
  const found = findComponent(s.components, s.selectedId);
  if (!found) return '';
  const siblings =
    found.parentId === null
      ? s.components.length
      : getChildren(findComponent(s.components, found.parentId)?.component ?? found.component)
          .length;
  const first = found.index === 0;
  const last = found.index >= siblings - 1;
  return first && last ? 'only' : first ? 'first' : last ? 'last' : 'middle';
}

export interface SettingsAreaProps {
  pageLinks: PageLinkOption[];
  categories: CategoryOption[];
}

export function SettingsArea({ pageLinks, categories }: SettingsAreaProps) {
  const store = useBuilderStore();
  const component = useBuilder(selectSelected);
  const place = useBuilder(selectPlace);
  const selectedBlockId = useBuilder((s) => s.selectedBlockId);
  const blockPlace = useBuilder(selectBlockPlace);
  const theme = useBuilder((s) => s.theme);
  const headingId = useId();
  const id = component?.id ?? null;
  const parts = useSettingsPanel(useBuilder((s) => s.hoveredId !== null || s.selectedId !== null));
  usePreloadSettingsPanelOnInput();

  const onChange = useCallback(
    (changes: Record<string, unknown>) => {
      if (id !== null) store.getState().updateProps(id, changes);
    },
    [store, id],
  );
  const onBlockChange = useCallback(
    (changes: Record<string, unknown>) => {
      const { selectedId, selectedBlockId: blockId } = store.getState();
      if (selectedId !== null && blockId !== null)
        store.getState().updateBlockProps(selectedId, blockId, changes);
    },
    [store],
  );

  if (!component) {
    return (
      <section className="be-inspector" data-testid="settings-panel" aria-label="Section settings">
        <p className="be-empty be-inspector-empty">Select a section to edit its settings</p>
      </section>
    );
  }

  const definition = getSectionDefinition(component.type);
  const block =
    selectedBlockId === null
      ? null
      : (findBlock(blocksOf(component.props), selectedBlockId)?.block ?? null);
  if (block) {
    return (
      <BlockInspector
        section={component}
        sectionLabel={definition?.label ?? component.type}
        block={block}
        place={blockPlace}
        parts={parts}
        onChange={onBlockChange}
        pageLinks={pageLinks}
        categories={categories}
      />
    );
  }
  const run = (action: 'moveUp' | 'moveDown' | 'remove') => store.getState()[action](component.id);
  return (
    <section className="be-inspector" data-testid="settings-panel" aria-labelledby={headingId}>
      <div className="be-inspector-head">
        <h2 id={headingId} className="be-inspector-title">
          <Icon name={definition?.icon ?? ''} size={16} />
          <span>{definition?.label ?? component.type}</span>
        </h2>
        <div className="be-inspector-actions" role="group" aria-label="Section actions">
          <IconButton
            icon="arrow-up"
            label="Move up"
            iconSize={16}
            disabled={place === 'first' || place === 'only'}
            onClick={() => run('moveUp')}
          />
          <IconButton
            icon="arrow-down"
            label="Move down"
            iconSize={16}
            disabled={place === 'last' || place === 'only'}
            onClick={() => run('moveDown')}
          />
          <IconButton
            icon="copy"
            label="Duplicate"
            title="Duplicate (Ctrl+D)"
            iconSize={16}
            onClick={() => runShortcutAction(store, 'duplicate')}
          />
          <IconButton
            icon="trash"
            label="Delete"
            title="Delete (Del)"
            iconSize={16}
            danger
            onClick={() => run('remove')}
          />
        </div>
      </div>
      {component.contentType === 'global' && (
        <p className="be-inspector-note">Shared by every page of the store.</p>
      )}
      <div className="be-inspector-body">
        {parts ? <parts.BlocksEditor key={`blocks-${component.id}`} section={component} /> : null}
        {parts ? (
          <parts.SettingsPanel
            key={component.id}
            component={component}
            onChange={onChange}
            pageLinks={pageLinks}
            categories={categories}
            theme={theme}
          />
        ) : (
          loadingSettings
        )}
      </div>
    </section>
  );
}

function BlockInspector(props: {
  section: Component;
  sectionLabel: string;
  block: Block;
  place: string;
  parts: InspectorParts | null;
  onChange(changes: Record<string, unknown>): void;
  pageLinks: PageLinkOption[];
  categories: CategoryOption[];
}) {
  const { section, block, place, parts } = props;
  const store = useBuilderStore();
  const theme = useBuilder((s) => s.theme);
  const headingId = useId();
  const label = blockLabels[block.type];
  const state = () => store.getState();
  return (
    <section className="be-inspector" data-testid="settings-panel" aria-labelledby={headingId}>
      <div className="be-inspector-head">
        <IconButton
          icon="arrow-left"
          label={`Back to ${props.sectionLabel}`}
          iconSize={16}
          onClick={() => state().selectBlock(section.id, null)}
        />
        <h2 id={headingId} className="be-inspector-title">
          <Icon name={getBlockDefinition(block.type)?.icon ?? ''} size={16} />
          <span>{label}</span>
        </h2>
      </div>
      <div className="be-inspector-subhead">
        <p className="be-inspector-subnote">
          {block.hidden ? 'Hidden on the store' : `In ${props.sectionLabel}`}
        </p>
        <div className="be-inspector-actions" role="group" aria-label="Block actions">
          <IconButton
            icon="arrow-up"
            label="Move block up"
            iconSize={16}
            disabled={place === 'first' || place === 'only'}
            onClick={() => state().shiftBlock(section.id, block.id, -1)}
          />
          <IconButton
            icon="arrow-down"
            label="Move block down"
            iconSize={16}
            disabled={place === 'last' || place === 'only'}
            onClick={() => state().shiftBlock(section.id, block.id, 1)}
          />
          <IconButton
            icon={block.hidden ? 'eye-off' : 'eye'}
            label={block.hidden ? 'Show block' : 'Hide block'}
            iconSize={16}
            onClick={() => state().setBlockHidden(section.id, block.id, !block.hidden)}
          />
          <IconButton
            icon="copy"
            label="Duplicate block"
            title="Duplicate block (Ctrl+D)"
            iconSize={16}
            onClick={() => state().duplicateBlock(section.id, block.id)}
          />
          <IconButton
            icon="trash"
            label="Delete block"
            title="Delete block (Del)"
            iconSize={16}
            danger
            onClick={() => state().removeBlock(section.id, block.id)}
          />
        </div>
      </div>
      <div className="be-inspector-body">
        {parts ? (
          <parts.BlockSettingsPanel
            key={`${section.id}/${block.id}`}
            block={block}
            schemeId={colorSchemeOf(section.props)}
            onChange={props.onChange}
            pageLinks={props.pageLinks}
            categories={props.categories}
            theme={theme}
          />
        ) : (
          loadingSettings
        )}
      </div>
    </section>
  );
}
