/**
 * The page's version history: every publish, newest first (time, author, which one shoppers
 * see), ten at a time. "Preview" opens the version as the real storefront renders it in a
 * sandboxed frame; "Restore as draft" (after a confirmation) makes it the page's draft and
 * the store's header/footer draft — shoppers see nothing new until the next publish.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  pagesApi,
  versionPreviewSrc,
  type PageEditorDetail,
  type PageVersionList,
} from '../api/pages-api';
import { queryKeys } from '../api/query-keys';
import { formatDateTime } from '../../shared';
import {
  Badge,
  Card,
  ConfirmDialog,
  Dialog,
  EmptyState,
  Pagination,
  QueryError,
  SkeletonRows,
  TableHead,
  Timestamp,
} from '../kit';
import { PagePreviewFrame } from './PagePreviewFrame';
import { pageQueries } from './pages-queries';

const PAGE_SIZE = 10;

type Version = PageVersionList['versions'][number];

const byline = (v: Version) => v.authorName || 'Unknown author';

export function VersionHistory({ page }: { page: PageEditorDetail }) {
  const queryClient = useQueryClient();
  const [listPage, setListPage] = useState(0);
  const [previewing, setPreviewing] = useState<Version | null>(null);
  const [restoring, setRestoring] = useState<Version | null>(null);
  const versions = useQuery(pageQueries.versions(page.pageId, listPage, PAGE_SIZE));

  const restore = useMutation({
    mutationFn: (version: Version) =>
      pagesApi.restoreVersion({ versionId: version.versionId, version: page.version }),
    onSuccess: (restored, version) => {
      queryClient.setQueryData(queryKeys.page(page.pageId), restored);
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages(page.storeId) });
      setRestoring(null);
      setPreviewing(null);
      toast.success(`Version of ${formatDateTime(version.createdAt)} restored as your draft`);
    },
  });

  function askRestore(version: Version) {
    restore.reset();
    setRestoring(version);
  }

  let body: React.ReactNode;
  if (versions.isError) {
    body = <QueryError what="the version history" query={versions} data-testid="versions-error" />;
  } else if (versions.data && versions.data.total === 0) {
    body = (
      <EmptyState title="No published versions yet" data-testid="versions-empty">
        Each time you publish this page, the version shoppers get is kept here, so you can look at
        it again or bring it back.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div className="table-scroll">
          <table
            className="page-versions-table"
            data-testid="versions-list"
            aria-busy={versions.isFetching || undefined}
          >
            <caption className="visually-hidden">Published versions, newest first</caption>
            <TableHead labels={['Published', 'By']} />
            <tbody>
              {versions.data ? (
                versions.data.versions.map((v) => (
                  <tr key={v.versionId} data-testid="version-row" data-version-id={v.versionId}>
                    <th scope="row">
                      <Timestamp at={v.createdAt} />{' '}
                      {v.live ? (
                        <Badge tone="success" data-testid="version-live">
                          Live
                        </Badge>
                      ) : null}
                    </th>
                    <td data-testid="version-author">{byline(v)}</td>
                    <td>
                      <div className="row-actions">
                        <button
                          type="button"
                          className="button button-secondary button-small"
                          data-testid="version-preview"
                          onClick={() => setPreviewing(v)}
                        >
                          Preview
                          <span className="visually-hidden">
                            {' '}
                            the version of {formatDateTime(v.createdAt)}
                          </span>
                        </button>
                        <button
                          type="button"
                          className="button button-secondary button-small"
                          data-testid="version-restore"
                          onClick={() => askRestore(v)}
                        >
                          Restore as draft
                          <span className="visually-hidden">
                            : the version of {formatDateTime(v.createdAt)}
                          </span>
                        </button>
                      </div>
                    </td>
                  </tr>
                ))
              ) : (
                <SkeletonRows columns={3} rows={3} />
              )}
            </tbody>
          </table>
        </div>
        {versions.data && versions.data.total > PAGE_SIZE ? (
          <Pagination
            page={listPage}
            pageSize={PAGE_SIZE}
            total={versions.data.total}
            noun={['version', 'versions']}
            onPageChange={setListPage}
          />
        ) : null}
      </>
    );
  }

  return (
    <Card title="Version history" data-testid="page-versions">
      <p className="muted">
        Every publish keeps the page and its header and footer as shoppers saw them.
      </p>
      {body}
      {previewing ? (
        <Dialog
          title={`Version of ${formatDateTime(previewing.createdAt)}`}
          size="wide"
          onCancel={() => setPreviewing(null)}
          data-testid="version-preview-dialog"
          actions={
            <>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setPreviewing(null)}
                data-testid="version-preview-close"
              >
                Close
              </button>
              <button
                type="button"
                className="button button-primary"
                onClick={() => askRestore(previewing)}
                data-testid="version-preview-restore"
              >
                Restore as draft
              </button>
            </>
          }
        >
          <p className="muted">
            Published by {byline(previewing)}. This is how shoppers saw the page then; links in it
            do not work here.
          </p>
          <PagePreviewFrame
            src={versionPreviewSrc(previewing.versionId)}
            title={`Preview of ${page.title}, version of ${formatDateTime(previewing.createdAt)}`}
            data-testid="version-preview-frame"
          />
        </Dialog>
      ) : null}
      {restoring ? (
        <ConfirmDialog
          title="Restore this version as your draft?"
          confirmLabel="Restore as draft"
          pendingLabel="Restoring…"
          tone="primary"
          mutation={restore}
          onConfirm={() => restore.mutate(restoring)}
          onCancel={() => setRestoring(null)}
        >
          <p>
            The version of <strong>{formatDateTime(restoring.createdAt)}</strong> replaces this
            page’s draft and the store’s header and footer draft. Shoppers see nothing new until you
            publish. A builder tab open on this page will ask to reload.
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
