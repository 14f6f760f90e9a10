/**
 * "Publish all changes" on the Pages screen: shown while any page or the header/footer has
 * changes shoppers do not see (GET unpublished-changes). It says what waits, confirms
 * ("Publish 5 pages and the header and footer?", naming the pages; shoppers see it all at
 * once), publishes everything in one go (publish-all), toasts what went live and refreshes
 * the list. `/dashboard/pages?publish=all` (the template gallery's link) opens the
 * confirmation at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { pagesApi, type PageListItem } from '../api/pages-api';
import { queryKeys } from '../api/query-keys';
import { readApiError } from '../api/read-api-error';
import { ConfirmDialog } from '../kit';
import {
  hasChanges,
  publishAllTitle,
  publishedMessage,
  waitingSentence,
} from '../lib/publish-all-words';
import { pageQueries } from '../page-screen';

export interface PublishAllChangesProps {
  storeId: string;
  /** The store's pages, when loaded: the confirmation names those with changes. */
  pages: PageListItem[] | undefined;
}

export function PublishAllChanges({ storeId, pages }: PublishAllChangesProps) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const changes = useQuery(pageQueries.unpublishedChanges(storeId));
  const askedByLink = search.get('publish') === 'all';

  function close() {
    setConfirming(false);
    if (askedByLink) {
      setSearch(
        (params) => {
          params.delete('publish');
          return params;
        },
        { replace: true },
      );
    }
  }

  const publish = useMutation({
    mutationFn: () => pagesApi.publishAll({ storeId }),
    onSuccess: (published) => {
      close();
      // The list, its statuses and what waits (all under `pages`), links, builder and history.
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages(storeId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.pageLinks(storeId) });
      void queryClient.invalidateQueries({ queryKey: ['page'] });
      void queryClient.invalidateQueries({ queryKey: ['page-versions'] });
      toast.success(publishedMessage(published));
    },
  });

  const waiting = changes.data;
  if (!waiting || !hasChanges(waiting)) return null;
  const items = [
    ...(waiting.pages ? (pages ?? []).filter((p) => p.unpublishedChanges).map((p) => p.title) : []),
    ...(waiting.globalContent ? ['The header and footer (on every page)'] : []),
  ];

  return (
    <>
      <p className="muted publish-all-summary" data-testid="unpublished-summary">
        {waitingSentence(waiting)}
      </p>
      <button
        type="button"
        className="button button-primary"
        data-testid="publish-all"
        onClick={() => {
          publish.reset();
          setConfirming(true);
        }}
      >
        Publish all changes
      </button>
      {confirming || askedByLink ? (
        <ConfirmDialog
          title={publishAllTitle(waiting)}
          confirmLabel="Publish all"
          pendingLabel="Publishing…"
          pending={publish.isPending}
          tone="primary"
          error={publish.isError ? readApiError(publish.error).message : null}
          onConfirm={() => publish.mutate()}
          onCancel={close}
        >
          <p>Shoppers will see these changes at once{items.length ? ':' : '.'}</p>
          {items.length ? (
            <ul className="publish-all-items" data-testid="publish-all-items">
              {items.map((item, i) => (
                <li key={`${i}-${item}`}>{item}</li>
              ))}
            </ul>
          ) : null}
          <p>Pages already live keep what they showed before in their version history.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
