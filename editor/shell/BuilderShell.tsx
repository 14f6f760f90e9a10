/**
 * The loaded builder: toolbar, palette, canvas frame, settings and layers, wired to one
 * builder store, one canvas bridge and one save controller for the page's lifetime.
 * Owns: the layout and the wiring (shortcuts, alerts, settings data). Not: loading the page
 * (Builder.tsx), any part's own behaviour.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ShortcutAction } from '../../protocol';
import type { BuilderBackend, BuilderPageData, CategoryOption, PageLinkOption } from '../backend';
import { useBuilder, type BuilderStoreApi } from '../state';
import { CanvasBridge, type CanvasAlert } from '../frame/canvas-bridge';
import { CanvasFrame } from '../frame/CanvasFrame';
import { DragRegistry } from '../dnd/drag-registry';
import { LayerList } from '../layers/LayerList';
import { Palette } from '../palette/Palette';
import { SideTabs } from '../theme/SideTabs';
import { ThemePanel } from '../theme/ThemePanel';
import { SaveController } from '../save/save-controller';
import { hasUnsavedWork, isInConflict, saveStatusText } from '../save/save-status';
import { useBeforeUnload } from '../save/use-before-unload';
import { runShortcutAction } from '../shortcuts/run-action';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { Toolbar } from '../toolbar/Toolbar';
import { CanvasAlerts, ConflictAlert } from './Alerts';
import { SettingsArea } from './SettingsArea';

/**
 * Runs a shortcut; false when it had nothing to act on. Escape cancels a drag first;
 * in preview nothing can be deleted or duplicated (no selection is shown).
 */
function performShortcut(
  store: BuilderStoreApi,
  drags: DragRegistry,
  action: ShortcutAction,
): boolean {
  if (action === 'deselect' && drags.cancel()) return true;
  const { selectedId, preview } = store.getState();
  if (action === 'delete' || action === 'duplicate') {
    if (selectedId === null || preview) return false;
  }
  if (action === 'deselect' && selectedId === null) return false;
  runShortcutAction(store, action);
  return true;
}

export interface BuilderShellProps {
  backend: BuilderBackend;
  store: BuilderStoreApi;
  /** The page as loaded; its components are already in `store`. */
  page: BuilderPageData;
  canvasUrl: string;
  /** See BuilderProps. */
  preloadedCanvas?: HTMLIFrameElement | null | undefined;
  exitHref: string;
}

export function BuilderShell({
  backend,
  store,
  page: loadedPage,
  canvasUrl,
  preloadedCanvas,
  exitHref,
}: BuilderShellProps) {
  const [page, setPage] = useState(loadedPage);
  const [alerts, setAlerts] = useState<readonly CanvasAlert[]>([]);
  const [resolving, setResolving] = useState(false);
  const [pageLinks, setPageLinks] = useState<PageLinkOption[]>([]);
  const [categories, setCategories] = useState<CategoryOption[]>([]);
  const preview = useBuilder((s) => s.preview);

  // One canvas connection and one drag registry per Builder, handed to the parts that use them.
  const [services] = useState(() => {
    const drags = new DragRegistry();
    const showAlert = (alert: CanvasAlert) =>
      setAlerts((list) =>
        list.some((a) => a.message === alert.message) ? list : [...list, alert],
      );
    const bridge = new CanvasBridge({
      store,
      storeInfo: loadedPage.store,
      onShortcut: (action) => void performShortcut(store, drags, action),
      onAlert: showAlert,
    });
    // A block dropped in the layer list where it may not go: said like a refused canvas drop.
    const onLayerRefused = (message: string) => showAlert({ kind: 'error', message });
    return { bridge, drags, onLayerRefused };
  });
  const [saver] = useState(
    () => new SaveController({ backend, store, page: loadedPage, onReloaded: setPage }),
  );

  useEffect(() => services.bridge.start(), [services]);
  useEffect(() => saver.start(), [saver]);
  const saveState = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  const conflict = isInConflict(saveState);

  const onShortcut = useCallback(
    (action: ShortcutAction) => performShortcut(store, services.drags, action),
    [store, services],
  );
  useShortcuts(onShortcut);
  useBeforeUnload(useCallback(() => hasUnsavedWork(saver.getSnapshot()), [saver]));

  useEffect(() => {
    let live = true;
    backend.listPageLinks(page.storeId).then(
      (links) => live && setPageLinks(links),
      () => live && setPageLinks([]),
    );
    backend.listCategories(page.storeId).then(
      (list) => live && setCategories(list),
      () => live && setCategories([]),
    );
    return () => {
      live = false;
    };
  }, [backend, page.storeId]);

  const resolve = useCallback(
    (how: 'reload' | 'overwrite') => {
      setResolving(true);
      const done = how === 'reload' ? saver.reloadLatest() : saver.overwrite();
      void done.finally(() => setResolving(false));
    },
    [saver],
  );

  const dismiss = useCallback(
    (alert: CanvasAlert) => setAlerts((list) => list.filter((a) => a !== alert)),
    [],
  );

  const toolbar = useMemo(
    () => ({
      statusText: saveStatusText(saveState),
      statusIsError: saveState.outcome === 'error' || saveState.outcome === 'conflict',
    }),
    [saveState],
  );

  return (
    <div className={`be-shell${preview ? ' be-shell-preview' : ''}`}>
      <Toolbar
        title={page.title}
        exitHref={exitHref}
        storefrontUrl={page.storefrontUrl}
        statusText={toolbar.statusText}
        statusIsError={toolbar.statusIsError}
        saveDisabled={resolving}
        onSave={() => void saver.save()}
        onPublish={() => void saver.publish()}
      />
      <div className="be-body">
        <aside
          className="be-sidebar be-sidebar-left"
          hidden={preview}
          aria-label="Add sections and theme styles"
        >
          <SideTabs
            sections={<Palette bridge={services.bridge} drags={services.drags} />}
            theme={<ThemePanel />}
          />
        </aside>
        <main className="be-stage">
          {(conflict || alerts.length > 0) && (
            <div className="be-alerts">
              {conflict && (
                <ConflictAlert
                  busy={resolving}
                  problem={saveState.message}
                  onReload={() => resolve('reload')}
                  onOverwrite={() => resolve('overwrite')}
                />
              )}
              <CanvasAlerts alerts={alerts} onDismiss={dismiss} />
            </div>
          )}
          <CanvasFrame
            canvasUrl={canvasUrl}
            preloaded={preloadedCanvas}
            bridge={services.bridge}
            drags={services.drags}
          />
        </main>
        <aside className="be-sidebar be-sidebar-right" hidden={preview} aria-label="Edit sections">
          <SettingsArea pageLinks={pageLinks} categories={categories} />
          <LayerList drags={services.drags} onRefused={services.onLayerRefused} />
        </aside>
      </div>
    </div>
  );
}
