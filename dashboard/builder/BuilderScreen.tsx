/**
 * The builder page's screen (full viewport, no account chrome): opens `?pageId=` in the visual
 * editor. Without a pageId it opens the store's home page (the address is replaced with its
 * pageId); with an invalid one, or no home page, it explains and links to the pages list. The
 * editor gets the media library's picker as its `pickMedia`, and the canvas iframe the page's
 * HTML started loading (`preloadedCanvas`). No router: links are page loads. Below
 * `BUILDER_MIN_WIDTH` a notice says the builder needs a wider screen.
 */
import { lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Builder, type PickMedia } from '../../editor';
import { readApiError } from '../api/read-api-error';
import { useMediaPicker } from '../kit/media-picker';
import { MediaPickerProvider } from '../media/MediaPickerProvider';
import { useSessionStore } from '../state/use-session-store';
import { builderApi } from './builder-api';
import { useMinWidth } from './use-min-width';
import { createBuilderBackend } from './builder-backend';
import {
  builderHref,
  findHomePage,
  readBuilderTarget,
  type BuilderTarget,
} from './builder-page-id';

/** The media picker with the query client and toasts the builder page loads only for it. */
const BuilderMediaDialog = lazy(() => import('./BuilderMediaDialog'));

const PAGES_HREF = '/dashboard/pages';

/**
 * The narrowest window the builder works in (palette, canvas and settings side by side: a
 * tablet held upright). Narrower, a notice covers it; the editor stays loaded underneath
 * (inert), so turning a tablet or widening the window loses no unsaved change.
 */
const BUILDER_MIN_WIDTH = 768;

function NarrowScreenNotice() {
  return (
    <div
      className="builder-narrow"
      role="dialog"
      aria-modal="true"
      aria-labelledby="builder-narrow-title"
      data-testid="builder-narrow"
    >
      <BuilderMessage title="The builder needs a wider screen" titleId="builder-narrow-title">
        <p>
          Designing a page needs the sections, the page and its settings side by side: at least{' '}
          {BUILDER_MIN_WIDTH} pixels wide. Open it on a computer, or turn your tablet sideways.
        </p>
      </BuilderMessage>
    </div>
  );
}

function BuilderLoading() {
  return (
    <div className="builder-loading" role="status" data-testid="builder-loading">
      <span className="spinner" aria-hidden="true" />
      <p>Loading builder…</p>
    </div>
  );
}

/** A message instead of the editor, with the way back to the pages and the dashboard. */
function BuilderMessage({
  title,
  titleId,
  children,
}: {
  title: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <div className="builder-message card" data-testid="builder-message">
      <h1 id={titleId}>{title}</h1>
      {children}
      <p className="actions-row">
        <a href={PAGES_HREF} className="button button-primary">
          Go to your pages
        </a>
        <a href="/dashboard" className="button button-secondary">
          Back to dashboard
        </a>
      </p>
    </div>
  );
}

type HomeLookup =
  | { status: 'pending' }
  | { status: 'error'; message: string }
  | { status: 'none' }
  | { status: 'found'; pageId: string };

/** No pageId: open the store's home page if it has one. */
function OpenHomePage({
  storeId,
  onFound,
}: {
  storeId: string;
  onFound: (pageId: string) => void;
}) {
  const [lookup, setLookup] = useState<HomeLookup>({ status: 'pending' });
  useEffect(() => {
    const controller = new AbortController();
    builderApi.listPages(storeId, controller.signal).then(
      (pages) => {
        const home = findHomePage(pages);
        setLookup(home ? { status: 'found', pageId: home.pageId } : { status: 'none' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLookup({ status: 'error', message: readApiError(error).message });
      },
    );
    return () => controller.abort();
  }, [storeId]);
  useEffect(() => {
    if (lookup.status === 'found') onFound(lookup.pageId);
  }, [lookup, onFound]);

  if (lookup.status === 'pending' || lookup.status === 'found') return <BuilderLoading />;
  if (lookup.status === 'error') {
    return (
      <BuilderMessage title="Choose a page to edit">
        <p className="form-error" role="alert">
          Could not load your pages: {lookup.message}
        </p>
      </BuilderMessage>
    );
  }
  return (
    <BuilderMessage title="Choose a page to edit">
      <p className="muted">Your store has no home page yet. Pick or create a page to design.</p>
    </BuilderMessage>
  );
}

/** The media library's picker as the editor's `pickMedia`: one image, its URL or null. */
function usePickMedia(): PickMedia | undefined {
  const picker = useMediaPicker();
  return useMemo(
    () =>
      picker
        ? ({ label }) =>
            picker.chooseImages({ multiple: false, purpose: label }).then((urls) => urls[0] ?? null)
        : undefined,
    [picker],
  );
}

function PageBuilder({
  pageId,
  preloadedCanvas,
}: {
  pageId: string;
  preloadedCanvas: HTMLIFrameElement | null;
}) {
  const pickMedia = usePickMedia();
  const backend = useMemo(() => createBuilderBackend(), []);
  return (
    <Builder
      key={pageId}
      backend={backend}
      pageId={pageId}
      exitHref={PAGES_HREF}
      pickMedia={pickMedia}
      preloadedCanvas={preloadedCanvas}
    />
  );
}

export interface BuilderScreenProps {
  /** The canvas iframe the page's HTML started loading, or null. */
  preloadedCanvas: HTMLIFrameElement | null;
}

export function BuilderScreen({ preloadedCanvas }: BuilderScreenProps) {
  const storeId = useSessionStore((s) => s.storeId);
  const wide = useMinWidth(BUILDER_MIN_WIDTH);
  const [target, setTarget] = useState<BuilderTarget>(() =>
    readBuilderTarget(window.location.search),
  );
  const openPage = useMemo(
    () => (pageId: string) => {
      window.history.replaceState(window.history.state, '', builderHref(pageId));
      setTarget({ kind: 'page', pageId });
    },
    [],
  );
  const noStore = target.kind === 'missing' && !storeId;
  useEffect(() => {
    // The guard requires a store; this only happens if state lost it meanwhile.
    if (noStore) window.location.replace('/choose-store');
  }, [noStore]);
  // A message instead of the editor: the early canvas iframe has nothing to show.
  const showsEditor = target.kind === 'page' || (target.kind === 'missing' && !!storeId);
  useEffect(() => {
    if (!showsEditor) preloadedCanvas?.remove();
  }, [showsEditor, preloadedCanvas]);

  let screen: ReactNode;
  if (target.kind === 'page') {
    screen = <PageBuilder pageId={target.pageId} preloadedCanvas={preloadedCanvas} />;
  } else if (target.kind === 'invalid') {
    screen = (
      <BuilderMessage title="This page link is not valid">
        <p className="muted">
          The address names no page. Open the builder from your pages list instead.
        </p>
      </BuilderMessage>
    );
  } else if (storeId) {
    screen = <OpenHomePage storeId={storeId} onFound={openPage} />;
  } else {
    screen = <BuilderLoading />;
  }

  return (
    <>
      {wide ? null : <NarrowScreenNotice />}
      <div id="main" className="builder-screen" inert={!wide} data-testid="builder-screen">
        {/* The builder's image settings choose from the library through this. */}
        <MediaPickerProvider dialog={BuilderMediaDialog}>{screen}</MediaPickerProvider>
      </div>
    </>
  );
}
