/**
 * The store's pages on /dashboard/pages: title (linking to the page's own screen,
 * /dashboard/{slug}), storefront path, type, status, last update, and per page "Open in
 * builder", "View" (published pages, on the store host) and "Delete" (not the home page)
 * behind a confirmation. Loading skeleton, error with retry, empty state.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { pagesApi } from '../api/pages-api';
import type { PageListItem } from '../api/pages-api';
import { queryKeys } from '../api/query-keys';
import { readApiError } from '../api/read-api-error';
import { builderHref } from '../builder/builder-page-id';
import { pageStatus, pageStatusLabels, pageStatusTones } from '../lib/page-status';
import { pageTypeLabel } from '../lib/page-types';
import { pageScreenHref } from '../page-screen';
import { storefrontPagePath, storefrontUrl } from '../lib/storefront-url';
import { Badge, ConfirmDialog, TableHead, Timestamp } from '../kit';

export interface PageListProps {
  storeId: string;
  /** The store's host name; the View links wait for it. */
  storeDomain: string | undefined;
  pages: UseQueryResult<PageListItem[]>;
}

function PageListSkeleton() {
  return (
    <div className="page-list-skeleton" role="status" aria-busy="true" data-testid="pages-loading">
      <span className="visually-hidden">Loading pages…</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="skeleton-row" aria-hidden="true">
          <span className="skeleton skeleton-wide" />
          <span className="skeleton" />
          <span className="skeleton" />
          <span className="skeleton skeleton-narrow" />
        </div>
      ))}
    </div>
  );
}

export function PageList({ storeId, storeDomain, pages }: PageListProps) {
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<PageListItem | null>(null);

  const remove = useMutation({
    mutationFn: (page: PageListItem) => pagesApi.deletePage(page.pageId),
    onSuccess: (_result, page) => {
      queryClient.setQueryData<PageListItem[]>(queryKeys.pages(storeId), (list) =>
        list?.filter((p) => p.pageId !== page.pageId),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages(storeId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.pageLinks(storeId) });
      queryClient.removeQueries({ queryKey: queryKeys.page(page.pageId) });
      setToDelete(null);
      toast.success('Page deleted');
    },
  });

  function askDelete(page: PageListItem) {
    remove.reset();
    setToDelete(page);
  }

  if (pages.isPending) return <PageListSkeleton />;
  if (pages.isError) {
    return (
      <div className="form-error" role="alert" data-testid="pages-error">
        Could not load your pages: {readApiError(pages.error).message}{' '}
        <button
          type="button"
          className="button button-link"
          onClick={() => void pages.refetch()}
          disabled={pages.isFetching}
        >
          {pages.isFetching ? 'Retrying…' : 'Retry'}
        </button>
      </div>
    );
  }
  if (pages.data.length === 0) {
    return (
      <p className="empty-state" data-testid="pages-empty">
        Your store has no pages yet. Create your first page below.
      </p>
    );
  }

  return (
    <>
      <div className="table-scroll">
        <table className="pages-table" data-testid="pages-list">
          <TableHead labels={['Title', 'Address', 'Type', 'Status', 'Updated']} />
          <tbody>
            {pages.data.map((page) => {
              const status = pageStatus(page);
              const path = storefrontPagePath(page);
              const isHome = page.slug === 'home';
              return (
                <tr key={page.pageId} data-testid="page-row" data-page-id={page.pageId}>
                  <th scope="row" className="page-title">
                    <Link
                      to={pageScreenHref(page.slug)}
                      data-testid="page-screen-link"
                      aria-label={`${page.title}: status, search listing and version history`}
                    >
                      {page.title}
                    </Link>
                  </th>
                  <td>
                    <code className="page-path">{path}</code>
                  </td>
                  <td>{pageTypeLabel(page.pageType)}</td>
                  <td>
                    <Badge tone={pageStatusTones[status]} data-testid="page-status">
                      {pageStatusLabels[status]}
                    </Badge>
                  </td>
                  <td>
                    <Timestamp at={page.updatedAt} className="muted" />
                  </td>
                  <td>
                    <div className="row-actions">
                      <Link
                        to={builderHref(page.pageId)}
                        className="button button-secondary button-small"
                        data-testid="page-open-builder"
                      >
                        Open in builder
                        <span className="visually-hidden">: {page.title}</span>
                      </Link>
                      {page.published && storeDomain ? (
                        <a
                          href={storefrontUrl(storeDomain, window.location, path)}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="button button-secondary button-small"
                          data-testid="page-view-link"
                        >
                          View
                          <span className="visually-hidden">
                            {' '}
                            {page.title} on your store (opens in a new tab)
                          </span>
                        </a>
                      ) : null}
                      {isHome ? null : (
                        <button
                          type="button"
                          className="button button-danger-outline button-small"
                          data-testid="page-delete"
                          aria-label={`Delete ${page.title}`}
                          onClick={() => askDelete(page)}
                        >
                          Delete
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {toDelete ? (
        <ConfirmDialog
          title="Delete this page?"
          confirmLabel="Delete page"
          pendingLabel="Deleting…"
          mutation={remove}
          onConfirm={() => remove.mutate(toDelete)}
          onCancel={() => setToDelete(null)}
        >
          <p>
            <strong>{toDelete.title}</strong> ({storefrontPagePath(toDelete)}) will be removed from
            your store, published or not. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
