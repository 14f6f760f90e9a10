/**
 * The visual builder for one page: loads it through the backend, then shows the editor
 * (toolbar, palette, canvas iframe, settings, layers) around one builder store per mount.
 * Owns: loading and its states. Not: the editor itself (shell/BuilderShell.tsx).
 */
import { useEffect, useState } from 'react';
import type { BuilderBackend, BuilderPageData } from './backend';
import { BuilderStoreContext, createBuilderStore, joinForEdit } from './state';
import { PickMediaContext, type PickMedia } from './settings/pick-media';
import { BuilderShell } from './shell/BuilderShell';
import './builder.css';

export interface BuilderProps {
  backend: BuilderBackend;
  pageId: string;
  /** Where the canvas document is served. Defaults to `'/canvas'`. */
  canvasUrl?: string;
  /**
   * An iframe the host page already started loading `canvasUrl` in (with the attributes of
   * `CANVAS_FRAME_ATTRIBUTES`), so the canvas boots while the editor loads: the editor moves
   * it into place keeping its document where `canAdoptCanvas()` holds, else makes its own
   * (the host should then remove it). Optional.
   */
  preloadedCanvas?: HTMLIFrameElement | null | undefined;
  /** Where "Back to pages" and the load error lead. Defaults to `'/dashboard/pages'`. */
  exitHref?: string;
  /**
   * The host's image library: image settings then offer "Choose from library". Optional;
   * without it they are URL fields. Keep it stable (memoized) across renders.
   */
  pickMedia?: PickMedia | undefined;
}

type LoadState =
  | { status: 'loading'; pageId: string }
  | { status: 'error'; pageId: string; message: string }
  | { status: 'ready'; pageId: string; page: BuilderPageData };

export function Builder({
  backend,
  pageId,
  canvasUrl = '/canvas',
  preloadedCanvas,
  exitHref = '/dashboard/pages',
  pickMedia,
}: BuilderProps) {
  const [store] = useState(() => createBuilderStore());
  const [load, setLoad] = useState<LoadState>({ status: 'loading', pageId });

  useEffect(() => {
    let live = true;
    backend.loadPage(pageId).then(
      (page) => {
        if (!live) return;
        store.getState().load({
          components: joinForEdit(page.content, page.globalContent),
          pageType: page.pageType,
          theme: page.theme,
        });
        setLoad({ status: 'ready', pageId, page });
      },
      (error: unknown) => {
        if (!live) return;
        const message =
          error instanceof Error && error.message ? error.message : 'The page could not be loaded.';
        setLoad({ status: 'error', pageId, message });
      },
    );
    return () => {
      live = false;
    };
  }, [backend, pageId, store]);

  // A new pageId shows the loading state until its page arrives.
  const current: LoadState = load.pageId === pageId ? load : { status: 'loading', pageId };

  return (
    <BuilderStoreContext.Provider value={store}>
      <div className="be-root" data-testid="builder">
        {current.status === 'loading' && (
          <div className="be-center">
            <div className="be-loading" role="status">
              <span className="be-spinner" aria-hidden="true" />
              Loading page…
            </div>
          </div>
        )}
        {current.status === 'error' && (
          <div className="be-center">
            <div className="be-alert be-alert-error be-load-error" role="alert">
              <p className="be-alert-title">Could not open this page</p>
              <p className="be-alert-text">{current.message}</p>
              <a className="be-button be-button-secondary" href={exitHref}>
                Back to pages
              </a>
            </div>
          </div>
        )}
        {current.status === 'ready' && (
          <PickMediaContext.Provider value={pickMedia ?? null}>
            <BuilderShell
              key={current.page.pageId}
              backend={backend}
              store={store}
              page={current.page}
              canvasUrl={canvasUrl}
              preloadedCanvas={preloadedCanvas}
              exitHref={exitHref}
            />
          </PickMediaContext.Provider>
        )}
      </div>
    </BuilderStoreContext.Provider>
  );
}
