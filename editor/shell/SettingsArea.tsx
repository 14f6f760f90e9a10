/**
 * The settings side of the right panel: the selected section's name and its actions (move
 * up, move down, duplicate, delete) above the settings panel generated from its definition,
 * or an empty state when nothing is selected. The settings controls are not part of the
 * builder's first load: they load when a section is first pointed at (canvas or layer list)
 * or selected, or at the first key or pointer press in the editor, so they are usually there
 * by the time the click (or Enter) lands.
 * Owns: that frame. Not: the controls (editor/settings' SettingsPanel).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { Component } from '../../protocol';
import { findComponent, getChildren, getSectionDefinition } from '../../shared';
import type { CategoryOption, PageLinkOption } from '../backend';
import type { SettingsPanel as SettingsPanelType } from '../settings/SettingsPanel';
import { useBuilder, useBuilderStore, type BuilderState } from '../state';
import { Icon } from '../icons/Icon';
import { IconButton } from '../icons/IconButton';
import { runShortcutAction } from '../shortcuts/run-action';

// Loaded by hand rather than with React.lazy: a Suspense boundary that showed its fallback
// reveals the loaded panel only after React's fallback throttle (300 ms), on every first select.
let loadedPanel: typeof SettingsPanelType | null = null;
let panelLoad: Promise<typeof SettingsPanelType> | null = null;
const loadSettingsPanel = () =>
  (panelLoad ??= import('../settings/SettingsPanel').then((m) => (loadedPanel = m.SettingsPanel)));

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

/** The settings panel component once loaded; starts loading it when `wanted`. */
function useSettingsPanel(wanted: boolean): typeof SettingsPanelType | null {
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
  const selectedHeroSlide = useBuilder((s) => s.selectedHeroSlide);
  const theme = useBuilder((s) => s.theme);
  const headingId = useId();
  const id = component?.id ?? null;
  const SettingsPanel = useSettingsPanel(
    useBuilder((s) => s.hoveredId !== null || s.selectedId !== null),
  );
  usePreloadSettingsPanelOnInput();

  const onChange = useCallback(
    (changes: Record<string, unknown>) => {
      if (id !== null) store.getState().updateProps(id, changes);
    },
    [store, id],
  );
  const onSelectHeroSlide = useCallback(
    (slide: string | null) => store.getState().setSelectedHeroSlide(slide),
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
        {SettingsPanel ? (
          <SettingsPanel
            key={component.id}
            component={component}
            onChange={onChange}
            selectedHeroSlide={selectedHeroSlide}
            onSelectHeroSlide={onSelectHeroSlide}
            pageLinks={pageLinks}
            categories={categories}
            theme={theme}
          />
        ) : (
          <p className="be-empty" role="status">
            Loading settings…
          </p>
        )}
      </div>
    </section>
  );
}
