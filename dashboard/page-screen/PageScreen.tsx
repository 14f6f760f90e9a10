/**
 * /dashboard/{slug}: one store page. A live thumbnail (the current draft as the storefront
 * renders it, in a sandboxed frame), its status (draft / published / unpublished changes),
 * its search listing, "Open in builder", View on the store, Publish (the current drafts as
 * they are) and Unpublish (after a confirmation; never the home page), and its version
 * history. An unknown slug shows a not-found state.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { pagePreviewSrc, pagesApi, type PageEditorDetail } from '../api/pages-api';
import { queryKeys } from '../api/query-keys';
import { readApiError } from '../api/read-api-error';
import { builderHref } from '../builder/builder-page-id';
import { useCurrentStore } from '../state/use-current-store';
import { formatDateTime } from '../../shared';
import { pageStatus, pageStatusLabels, type PageStatus } from '../lib/page-status';
import { pageTypeLabel } from '../lib/page-types';
import { storefrontPagePath, storefrontUrl } from '../lib/storefront-url';
import {
  Badge,
  Banner,
  Card,
  ConfirmDialog,
  MutationButton,
  ResourceNotFound,
  ResourcePage,
  ResourcePending,
  type BadgeTone,
} from '../kit';
import { PagePreviewFrame } from './PagePreviewFrame';
import { PageSeoCard } from './PageSeoCard';
import { VersionHistory } from './VersionHistory';
import './page-screen.css';
import { pageQueries } from './pages-queries';

const statusTone: Record<PageStatus, BadgeTone> = {
  draft: 'neutral',
  published: 'success',
  changes: 'warning',
};

const statusHelp: Record<PageStatus, string> = {
  draft: 'Shoppers cannot see this page: it is not published.',
  published: 'Shoppers see this page as it is in the builder.',
  changes: 'Shoppers see the last published version; your newer changes wait for a publish.',
};

const back = { to: '/dashboard/pages', label: 'Pages' };

export function PageScreen() {
  const { slug = '' } = useParams();
  const storeId = useCurrentStore().storeId ?? '';
  const pages = useQuery(pageQueries.list(storeId));
  const pageId = pages.data?.find((p) => p.slug === slug)?.pageId;
  const detail = useQuery(pageQueries.detail(pageId));

  const pending = (
    <ResourcePending
      back={back}
      query={pages.isError ? pages : detail}
      what="this page"
      errorTitle="Page"
      loadingTitle="Page"
      loadingLabel="Loading the page…"
      testId="page-screen"
      skeleton={{
        main: (
          <Card>
            <span className="skeleton skeleton-title" />
            <span className="skeleton page-preview-skeleton" />
          </Card>
        ),
      }}
    />
  );
  if (pages.isError || detail.isError) return pending;
  if (pages.data && !pageId) {
    return (
      <ResourceNotFound
        back={back}
        pageTitle="Page not found"
        title="No such page"
        linkLabel="See your pages"
        testId="page-screen-not-found"
      >
        Your store has no page with the address name “{slug}”. It may have been renamed or deleted.
      </ResourceNotFound>
    );
  }
  if (!detail.data) return pending;
  return <PageOverview key={detail.data.pageId} page={detail.data} />;
}

function PageOverview({ page }: { page: PageEditorDetail }) {
  const queryClient = useQueryClient();
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const status = pageStatus(page);
  const path = storefrontPagePath(page);
  const isHome = page.slug === 'home';
  const liveUrl = storefrontUrl(page.storeDomain, window.location, path);

  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.pages(page.storeId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.pageLinks(page.storeId) });
    void queryClient.invalidateQueries({ queryKey: ['page-versions', page.pageId] });
  };

  const publish = useMutation({
    mutationFn: () =>
      pagesApi.publishPage({ storeId: page.storeId, pageId: page.pageId, version: page.version }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.page(page.pageId), saved);
      refreshLists();
      toast.success('Page published');
    },
    onError: (error) => {
      toast.error(`Not published: ${readApiError(error).message}`);
      void queryClient.invalidateQueries({ queryKey: queryKeys.page(page.pageId) });
    },
  });

  const unpublish = useMutation({
    mutationFn: () => pagesApi.unpublishPage({ storeId: page.storeId, pageId: page.pageId }),
    onSuccess: (saved) => {
      queryClient.setQueryData<PageEditorDetail>(queryKeys.page(page.pageId), (old) =>
        old ? { ...old, ...saved, unpublishedChanges: true } : old,
      );
      refreshLists();
      setConfirmUnpublish(false);
      toast.success('Page unpublished');
    },
  });

  const canPublish = status !== 'published';
  return (
    <>
      <ResourcePage
        title={page.title}
        backTo={back.to}
        backLabel={back.label}
        data-testid="page-screen"
        badge={
          <Badge tone={statusTone[status]} data-testid="page-screen-status">
            {pageStatusLabels[status]}
          </Badge>
        }
        actions={
          <>
            {page.published && !isHome ? (
              <button
                type="button"
                className="button button-danger-outline"
                data-testid="page-unpublish"
                onClick={() => {
                  unpublish.reset();
                  setConfirmUnpublish(true);
                }}
              >
                Unpublish
              </button>
            ) : null}
            <Link
              to={builderHref(page.pageId)}
              className="button button-secondary"
              data-testid="page-screen-open-builder"
            >
              Open in builder
            </Link>
            <MutationButton
              mutation={publish}
              pendingLabel="Publishing…"
              disabled={!canPublish}
              data-testid="page-publish"
            >
              Publish
            </MutationButton>
          </>
        }
        banner={
          status === 'changes' && page.globalUnpublishedChanges ? (
            <Banner tone="info" title="The header and footer have unpublished changes too">
              <p>Publishing this page also publishes the store’s header and footer draft.</p>
            </Banner>
          ) : null
        }
        main={
          <>
            <Card
              title="Preview"
              data-testid="page-thumbnail-card"
              actions={
                page.published ? (
                  <a
                    href={liveUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="button button-link"
                    data-testid="page-screen-view"
                  >
                    View on your store
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : null
              }
            >
              <p className="muted">Your current draft, as your store renders it.</p>
              <PagePreviewFrame
                src={pagePreviewSrc(page.pageId)}
                reloadKey={`${page.version}-${page.globalVersion}`}
                title={`Thumbnail of ${page.title}`}
                scale={0.4}
                data-testid="page-thumbnail"
              />
            </Card>
            <VersionHistory page={page} />
          </>
        }
        aside={
          <>
            <Card title="Status" data-testid="page-status-card">
              <p data-testid="page-status-help">{statusHelp[status]}</p>
              <dl className="page-facts">
                <dt>Address</dt>
                <dd>
                  <code>{path}</code>
                </dd>
                <dt>Type</dt>
                <dd>{pageTypeLabel(page.pageType)}</dd>
                <dt>Last published</dt>
                <dd data-testid="page-published-at">
                  {page.publishedAt ? formatDateTime(page.publishedAt) : 'Never'}
                </dd>
                <dt>Last saved</dt>
                <dd>{formatDateTime(page.updatedAt)}</dd>
              </dl>
              {isHome ? (
                <p className="muted">
                  The home page is your store’s front door: it stays published.
                </p>
              ) : null}
            </Card>
            <PageSeoCard page={page} />
          </>
        }
      />
      {confirmUnpublish ? (
        <ConfirmDialog
          title={`Unpublish ${page.title}?`}
          confirmLabel="Unpublish"
          pendingLabel="Unpublishing…"
          mutation={unpublish}
          onConfirm={() => unpublish.mutate()}
          onCancel={() => setConfirmUnpublish(false)}
        >
          <p>
            Shoppers opening <code>{path}</code> will get the “page not found” page. Your draft and
            the version history stay; publish again at any time.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
