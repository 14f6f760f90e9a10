/**
 * /builder (login guard, full viewport, no account chrome): opens `?pageId=` in the visual
 * editor, which is loaded lazily as its own chunk. Without a pageId it opens the store's home
 * page (replace-redirect); with an invalid one, or no home page, it explains and links to the
 * pages list. The editor gets the media library's picker as its `pickMedia`.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { BuilderProps, PickMedia } from '../../editor';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { pagesApi } from '../api/pages-api';
import { queryKeys } from '../api/query-keys';
import { readApiError } from '../api/read-api-error';
import { useMediaPicker } from '../kit';
import { MediaPickerProvider } from '../media';
import { useSessionStore } from '../state/use-session-store';
import { createBuilderBackend, prefetchBuilderPage } from './builder-backend';
import { builderHref, findHomePage, readBuilderTarget } from './builder-page-id';

// The editor (and everything it pulls in) stays out of the dashboard's main bundle.
let editorChunk: Promise<{ Builder: ComponentType<BuilderProps> }> | undefined;
const loadEditor = () => (editorChunk ??= import('../../editor'));
const Builder = lazy(() => loadEditor().then((m) => ({ default: m.Builder })));
// Opened straight at /builder: fetch the editor while the login guard checks the session,
// instead of after it (the two used to run one after the other).
if (typeof window !== 'undefined' && window.location.pathname === '/builder') {
  void loadEditor();
  const target = readBuilderTarget(window.location.search);
  if (target.kind === 'page') prefetchBuilderPage(target.pageId);
}

const PAGES_HREF = '/dashboard/pages';

function BuilderLoading() {
  return (
    <div className="builder-loading" role="status" data-testid="builder-loading">
      <span className="spinner" aria-hidden="true" />
      <p>Loading builder…</p>
    </div>
  );
}

function BuilderMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="builder-message card" data-testid="builder-message">
      <h1>{title}</h1>
      {children}
      <p className="actions-row">
        <Link to={PAGES_HREF} className="button button-primary">
          Go to your pages
        </Link>
        <Link to="/dashboard" className="button button-secondary">
          Back to dashboard
        </Link>
      </p>
    </div>
  );
}

/** No pageId: open the store's home page if it has one. */
function OpenHomePage({ storeId }: { storeId: string }) {
  const pages = useQuery({
    queryKey: queryKeys.pages(storeId),
    queryFn: ({ signal }) => pagesApi.listPages(storeId, signal),
  });
  if (pages.isPending) return <BuilderLoading />;
  if (pages.isError) {
    return (
      <BuilderMessage title="Choose a page to edit">
        <p className="form-error" role="alert">
          Could not load your pages: {readApiError(pages.error).message}
        </p>
      </BuilderMessage>
    );
  }
  const home = findHomePage(pages.data);
  if (home) return <Navigate to={builderHref(home.pageId)} replace />;
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

function PageBuilder({ pageId }: { pageId: string }) {
  const queryClient = useQueryClient();
  const pickMedia = usePickMedia();
  const backend = useMemo(
    () =>
      createBuilderBackend({
        onSaved: ({ storeId, pageId: savedId }) => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.pages(storeId) });
          void queryClient.invalidateQueries({ queryKey: queryKeys.pageLinks(storeId) });
          void queryClient.invalidateQueries({ queryKey: queryKeys.page(savedId) });
        },
      }),
    [queryClient],
  );
  return (
    <Suspense fallback={<BuilderLoading />}>
      <Builder
        key={pageId}
        backend={backend}
        pageId={pageId}
        exitHref={PAGES_HREF}
        pickMedia={pickMedia}
      />
    </Suspense>
  );
}

export function BuilderScreen() {
  const location = useLocation();
  const storeId = useSessionStore((s) => s.storeId);
  const target = readBuilderTarget(location.search);

  let screen: ReactNode;
  if (target.kind === 'page') {
    screen = <PageBuilder pageId={target.pageId} />;
  } else if (target.kind === 'invalid') {
    screen = (
      <BuilderMessage title="This page link is not valid">
        <p className="muted">
          The address names no page. Open the builder from your pages list instead.
        </p>
      </BuilderMessage>
    );
  } else if (storeId) {
    screen = <OpenHomePage storeId={storeId} />;
  } else {
    // The guard requires a store; this only shows if state lost it meanwhile.
    screen = <Navigate to="/choose-store" replace />;
  }

  return (
    <div id="main" className="builder-screen" data-testid="builder-screen">
      {/* The builder's image settings choose from the library through this. */}
      <MediaPickerProvider>{screen}</MediaPickerProvider>
    </div>
  );
}
