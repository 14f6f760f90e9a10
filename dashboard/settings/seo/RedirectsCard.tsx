/**
 * The store's URL redirects: each old path and where it now leads, automatic ones (made when
 * a slug changed) marked; add, edit (a dialog over the shared schema, the server's 400/409
 * under their fields) and delete after a confirmation. Searchable, 50 a page.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { UrlRedirect } from '../../../shared';
import { Badge, Card, ConfirmDialog, EmptyState, SearchBox, type DataTableColumn } from '../../kit';
import { PagedTable } from './PagedTable';
import { RedirectDialog } from './RedirectDialog';
import { seoApi, seoKeys, seoQueries } from './seo-api';

type Editing = { kind: 'add' } | { kind: 'edit'; redirect: UrlRedirect } | null;

export function RedirectsCard({ storeId }: { storeId: string }) {
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<UrlRedirect | null>(null);
  const list = useQuery(seoQueries.redirects(storeId, q.trim(), page));
  const refresh = () => queryClient.invalidateQueries({ queryKey: seoKeys.redirects(storeId) });
  const remove = useMutation({
    mutationFn: (r: UrlRedirect) => seoApi.deleteRedirect(storeId, r.id),
    onSuccess: (_answer, r) => {
      setDeleting(null);
      toast.success(`Redirect from ${r.fromPath} deleted`);
      void refresh();
    },
  });

  const columns: DataTableColumn<UrlRedirect>[] = [
    {
      id: 'from',
      header: 'From',
      rowHeader: true,
      cell: (r) => <code data-testid="redirect-from">{r.fromPath}</code>,
    },
    {
      id: 'to',
      header: 'To',
      cell: (r) => <code data-testid="redirect-to">{r.toPath}</code>,
    },
    {
      id: 'kind',
      header: 'Made',
      cell: (r) =>
        r.automatic ? (
          <Badge tone="info" data-testid="redirect-automatic">
            Automatic
          </Badge>
        ) : (
          <Badge tone="neutral">By you</Badge>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      align: 'end',
      cell: (r) => (
        <div className="seo-row-actions">
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => setEditing({ kind: 'edit', redirect: r })}
            data-testid="redirect-edit"
          >
            Edit<span className="visually-hidden"> redirect from {r.fromPath}</span>
          </button>
          <button
            type="button"
            className="button button-danger-outline button-small"
            onClick={() => {
              remove.reset();
              setDeleting(r);
            }}
            data-testid="redirect-delete"
          >
            Delete<span className="visually-hidden"> redirect from {r.fromPath}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <Card
      title="URL redirects"
      actions={
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => setEditing({ kind: 'add' })}
          data-testid="redirect-add"
        >
          Add redirect
        </button>
      }
      data-testid="seo-redirects"
    >
      <div className="settings-card-body">
        <p className="settings-summary">
          A redirect sends shoppers and search engines from an old address to a new one (a permanent
          301, the query string kept). When you change the URL of a product, category or page, one
          is made for you. A redirect applies only where no page answers.
        </p>
        <SearchBox
          value={q}
          label="Search redirects"
          placeholder="/old-path"
          onSearch={(value) => {
            setQ(value);
            setPage(0);
          }}
          data-testid="redirect-search"
        />
        <PagedTable
          query={list}
          what="your redirects"
          errorTestId="redirects-error"
          page={page}
          onPageChange={setPage}
          noun={['redirect', 'redirects']}
          label="URL redirects"
          columns={columns}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.fromPath}
          rowTestId="redirect-row"
          empty={
            <EmptyState title={q.trim() ? 'No redirect matches' : 'No redirects yet'}>
              {q.trim()
                ? 'Try another part of a path.'
                : 'Change a product’s URL, or add a redirect for an old address.'}
            </EmptyState>
          }
          data-testid="redirects-table"
        />
      </div>
      {editing ? (
        <RedirectDialog
          storeId={storeId}
          redirect={editing.kind === 'edit' ? editing.redirect : undefined}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the redirect from ${deleting.fromPath}?`}
          confirmLabel="Delete redirect"
          pendingLabel="Deleting…"
          mutation={remove}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            Shoppers and search engines following links to {deleting.fromPath} get the not-found
            page again.
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
