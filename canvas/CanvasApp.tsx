/**
 * The canvas page: the editor's component list rendered with the storefront's own sections
 * (`viewMode: 'builder'`, the editor's screen size, public data over HTTP), each wrapped in a
 * SectionFrame, plus the drop indicator and the alert banner. No cart, no routes, no shell.
 */
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  createHttpStorefrontApi,
  QueryCache,
  QueryCacheProvider,
  REVEAL_EVENT,
  SectionList,
  ServerRouter,
  StorefrontProvider,
  type StorefrontContextValue,
} from '../storefront';
import type { StorefrontStoreDto } from '../shared';
import type { StoreInfo } from '../protocol';
import { SectionFrame } from './SectionFrame';
import { BLOCK_ATTRIBUTE, FRAME_ATTRIBUTE, ROOT_LIST_ATTRIBUTE } from './dnd/measure-lists';
import { useCanvasRuntime, useCanvasState } from './state/use-canvas';

/** The attribute on the selected block's element (canvas.css outlines it). */
const SELECTED_BLOCK_ATTRIBUTE = 'data-cv-selected-block';

/** The storefront's store DTO from what the editor sends (no pixel in the builder). */
export const toStoreDto = (info: StoreInfo): StorefrontStoreDto => ({
  storeId: info.storeId,
  name: info.name,
  currency: info.currency,
  fbPixelId: null,
  storeDomain: info.storeDomain,
  description: '',
});

const wrapSection = (section: { id: string; type: string }, children: ReactNode) => (
  <SectionFrame id={section.id} type={section.type}>
    {children}
  </SectionFrame>
);

function DropIndicatorView() {
  const indicator = useCanvasState((s) => s.indicator);
  if (!indicator) return null;
  const line =
    indicator.kind === 'box'
      ? ''
      : indicator.width === 0
        ? ' cv-drop-indicator--vertical'
        : ' cv-drop-indicator--horizontal';
  const refused = indicator.refusal ? ' cv-drop-indicator--refused' : '';
  return (
    <div
      className={`cv-drop-indicator cv-drop-indicator--${indicator.kind}${line}${refused}`}
      data-testid="drop-indicator"
      aria-hidden="true"
      style={{
        left: `${indicator.x}px`,
        top: `${indicator.y}px`,
        width: `${indicator.width}px`,
        height: `${indicator.height}px`,
      }}
    >
      {/* Why this section does not take the dragged block (said again if dropped). */}
      {indicator.refusal ? (
        <span className="cv-drop-refusal" data-testid="drop-refusal">
          {indicator.refusal}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Marks the selected block's element(s) (`data-cv-selected-block`, outlined by canvas.css)
 * straight in the DOM after every commit, so no section re-renders for a selection and no
 * merchant text (a block's or section's id) is ever written into a style; and reveals it (a
 * slider shows the slide holding it: the storefront's REVEAL_EVENT).
 */
function SelectedBlockMark() {
  const sectionId = useCanvasState((s) => s.selectedId);
  const blockId = useCanvasState((s) => s.selectedBlockId);
  const preview = useCanvasState((s) => s.preview);
  // Any edit may redraw the block's element: mark it again after each.
  const components = useCanvasState((s) => s.components);
  useLayoutEffect(() => {
    if (!sectionId || !blockId || preview) return undefined;
    const marked = document.querySelectorAll(
      `.cv-page [${FRAME_ATTRIBUTE}="${CSS.escape(sectionId)}"] [${BLOCK_ATTRIBUTE}="${CSS.escape(blockId)}"]`,
    );
    for (const el of marked) {
      el.setAttribute(SELECTED_BLOCK_ATTRIBUTE, '');
      // A slider shows the slide holding it.
      el.dispatchEvent(new Event(REVEAL_EVENT, { bubbles: true }));
    }
    return () => {
      for (const el of marked) el.removeAttribute(SELECTED_BLOCK_ATTRIBUTE);
    };
  }, [sectionId, blockId, preview, components]);
  return null;
}

function CanvasAlert() {
  const { store } = useCanvasRuntime();
  const alert = useCanvasState((s) => s.alert);
  const fatal = useCanvasState((s) => s.fatal);
  if (!alert) return null;
  return (
    <div className="cv-alert" role="alert">
      <span>{alert}</span>
      {fatal ? null : (
        <button type="button" onClick={() => store.dispatch({ type: 'dismissAlert' })}>
          Dismiss
        </button>
      )}
    </div>
  );
}

function CanvasPage({ info }: { info: StoreInfo }) {
  const components = useCanvasState((s) => s.components);
  const screenSize = useCanvasState((s) => s.screenSize);
  const preview = useCanvasState((s) => s.preview);
  const [queryCache] = useState(() => new QueryCache({ retry: 1 }));
  const api = useMemo(() => createHttpStorefrontApi(info.storeId), [info.storeId]);
  const value = useMemo<StorefrontContextValue>(
    () => ({ viewMode: 'builder', screenSize, store: toStoreDto(info), api, wrapSection }),
    [screenSize, info, api],
  );
  return (
    <QueryCacheProvider cache={queryCache}>
      {/* A fixed location: sections that read it work, nothing ever navigates. */}
      <ServerRouter url="/">
        <StorefrontProvider value={value}>
          <div className={`sf-app cv-page${preview ? ' cv-page--preview' : ''}`}>
            {/* Named: the builder page around this iframe has its own main landmark. */}
            <main
              className="sf-main cv-root"
              aria-label="Page canvas"
              {...{ [ROOT_LIST_ATTRIBUTE]: '' }}
            >
              <SectionList sections={components} />
              {components.length === 0 && !preview ? (
                <p className="cv-empty">Drag sections here to start building this page.</p>
              ) : null}
            </main>
          </div>
        </StorefrontProvider>
      </ServerRouter>
    </QueryCacheProvider>
  );
}

export function CanvasApp() {
  const info = useCanvasState((s) => s.store);
  const fatal = useCanvasState((s) => s.fatal);
  return (
    <>
      <CanvasAlert />
      {info && !fatal ? <CanvasPage info={info} /> : null}
      <DropIndicatorView />
      <SelectedBlockMark />
    </>
  );
}
