/**
 * /dashboard/reviews: the store's product reviews (see README.md). The settings card saves
 * when changed; each row's Publish / Hide act at once (a toast says what changed) and Reply
 * opens a dialog. Skeleton rows while loading, an empty store's and an empty tab's states,
 * an error with Retry.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { REVIEW_BODY_MAX, reviewStatuses, type MerchantReviewDto } from '../../shared';
import { readApiError } from '../api/read-api-error';
import {
  EmptyState,
  FormDialog,
  IndexScreen,
  StateBadge,
  Timestamp,
  useQueryParams,
  type BadgeWord,
  type DataTableColumn,
  SettingsCard,
} from '../kit';
import { oneOf, readPageParam } from '../kit/query-params';
import { orderHref } from '../orders/order-links';
import { useCurrentStore } from '../state/use-current-store';
import { reviewsApi } from './reviews-api';
import { reviewKeys, reviewQueries } from './reviews-queries';
import './reviews.css';

const PAGE_SIZE = 20;

const statusWords: Record<MerchantReviewDto['status'], BadgeWord> = {
  pending: { label: 'Pending', tone: 'warning' },
  published: { label: 'Published', tone: 'success' },
  hidden: { label: 'Hidden', tone: 'neutral' },
};

const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;

function ReviewSettingsCard({ storeId }: { storeId: string }) {
  return (
    <SettingsCard
      title="Review settings"
      what="your review settings"
      query={reviewQueries.settings(storeId)}
      save={reviewsApi.updateSettings}
      saved="Review settings saved"
      className="reviews-settings"
      data-testid="review-settings"
      saveTestId="review-settings-save"
    >
      {(draft, change) => (
        <>
          <label className="reviews-check">
            <input
              type="checkbox"
              checked={draft.requests}
              onChange={(e) => change({ requests: e.target.checked })}
              data-testid="review-requests"
            />
            Ask for a review in the email of a delivered order
          </label>
          <label className="reviews-check">
            <input
              type="checkbox"
              checked={draft.autoPublish}
              onChange={(e) => change({ autoPublish: e.target.checked })}
              data-testid="review-auto-publish"
            />
            Publish 4 and 5 star reviews at once (the others wait for you here)
          </label>
        </>
      )}
    </SettingsCard>
  );
}

function ReplyDialog({
  review,
  storeId,
  onDone,
}: {
  review: MerchantReviewDto;
  storeId: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState(review.reply);
  const save = useMutation({
    mutationFn: () => reviewsApi.reply(storeId, review.id, text),
    onSuccess: async () => {
      toast.success(text.trim() ? 'Reply saved' : 'Reply removed');
      await queryClient.invalidateQueries({ queryKey: reviewKeys.lists(storeId) });
      onDone();
    },
  });
  return (
    <FormDialog
      title={`Reply to ${review.authorName}`}
      pending={save.isPending}
      onCancel={onDone}
      submitLabel="Save reply"
      submitTestId="review-reply-save"
      intro={<p className="muted">Shown under the review on the product page. Empty removes it.</p>}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      failure={
        save.isError
          ? { title: 'The reply was not saved', message: readApiError(save.error).message }
          : undefined
      }
      data-testid="review-reply-dialog"
    >
      <div className="field">
        <label htmlFor={id}>Your reply</label>
        <textarea
          id={id}
          className="textarea"
          rows={5}
          maxLength={REVIEW_BODY_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="review-reply-text"
        />
      </div>
    </FormDialog>
  );
}

export function ReviewsScreen() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const queryClient = useQueryClient();
  const [params] = useQueryParams();
  const status = oneOf(['all', ...reviewStatuses] as const, params.get('status')) ?? 'pending';
  const page = readPageParam(params);
  const list = useQuery(reviewQueries.list({ storeId, status, page, size: PAGE_SIZE }));
  const [replying, setReplying] = useState<MerchantReviewDto | null>(null);
  const moderate = useMutation({
    mutationFn: (v: { review: MerchantReviewDto; action: 'publish' | 'hide' }) =>
      reviewsApi.moderate(storeId, v.review.id, v.action),
    onSuccess: async (saved) => {
      toast.success(saved.status === 'published' ? 'Review published' : 'Review hidden');
      await queryClient.invalidateQueries({ queryKey: reviewKeys.lists(storeId) });
    },
    onError: (error) => toast.error(readApiError(error).message),
  });

  const columns = useMemo<DataTableColumn<MerchantReviewDto>[]>(
    () => [
      {
        id: 'review',
        header: 'Review',
        rowHeader: true,
        cell: (r) => (
          <div className="reviews-review">
            <span className="reviews-stars" role="img" aria-label={`${r.rating} out of 5 stars`}>
              {stars(r.rating)}
            </span>
            {r.title ? <strong data-testid="review-title">{r.title}</strong> : null}
            <span className="reviews-body" data-testid="review-body">
              {r.body}
            </span>
            {r.photos.length ? (
              <span className="reviews-photos">
                {r.photos.map((url, i) => (
                  <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                    <img src={url} alt={`Photo ${i + 1} of the review`} width={48} height={48} />
                  </a>
                ))}
              </span>
            ) : null}
            {r.reply ? (
              <span className="reviews-reply muted" data-testid="review-reply">
                Your reply: {r.reply}
              </span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'product',
        header: 'Product',
        cell: (r) => <span data-testid="review-product">{r.product.name}</span>,
      },
      {
        id: 'author',
        header: 'From',
        cell: (r) => (
          <span className="reviews-review">
            <span data-testid="review-author">{r.authorName}</span>
            <span className="muted">{r.email}</span>
            {r.orderId && r.orderNumber !== null ? (
              <Link to={orderHref(r.orderId)} className="muted">
                Verified buyer · order #{r.orderNumber}
              </Link>
            ) : r.verified ? (
              <span className="muted">Verified buyer</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'date',
        header: 'Date',
        cell: (r) => <Timestamp at={r.createdAt} />,
      },
      {
        id: 'status',
        header: 'Status',
        cell: (r) => <StateBadge word={statusWords[r.status]} data-testid="review-status" />,
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: (r) => (
          <span className="reviews-actions">
            {r.status !== 'published' ? (
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={moderate.isPending}
                onClick={() => moderate.mutate({ review: r, action: 'publish' })}
                aria-label={`Publish the review by ${r.authorName}`}
                data-testid="review-publish"
              >
                Publish
              </button>
            ) : null}
            {r.status !== 'hidden' ? (
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={moderate.isPending}
                onClick={() => moderate.mutate({ review: r, action: 'hide' })}
                aria-label={`Hide the review by ${r.authorName}`}
                data-testid="review-hide"
              >
                Hide
              </button>
            ) : null}
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => setReplying(r)}
              aria-label={`Reply to the review by ${r.authorName}`}
              data-testid="review-reply-open"
            >
              Reply
            </button>
          </span>
        ),
      },
    ],
    [moderate],
  );

  const pending = list.data?.pendingCount;
  return (
    <IndexScreen
      title="Reviews"
      description="What buyers say about your products. Every review comes from a delivered order's email, so each is a verified buyer's."
      testIdPrefix="reviews"
      list={list}
      rowsOf={(data) => data.reviews}
      page={page}
      pageSize={PAGE_SIZE}
      noun={['review', 'reviews']}
      what="your reviews"
      storeIsEmpty={status === 'all' && list.data?.totalElements === 0}
      empty={
        <EmptyState title="No reviews yet" data-testid="reviews-empty">
          When an order is marked delivered, its email asks the buyer for a review; what they send
          arrives here.
        </EmptyState>
      }
      noMatch={
        <EmptyState
          title={status === 'pending' ? 'Nothing to review' : 'No reviews here'}
          data-testid="reviews-no-match"
        >
          {status === 'pending'
            ? 'Every review is published or hidden.'
            : 'Reviews you publish or hide show in their tab.'}
        </EmptyState>
      }
      tabs={{
        label: 'Review status',
        param: 'status',
        tabs: [
          { value: null, label: 'Pending', count: pending },
          { value: 'published', label: 'Published' },
          { value: 'hidden', label: 'Hidden' },
          { value: 'all', label: 'All' },
        ],
        'data-testid': 'reviews-tabs',
      }}
      table={{
        label: 'Reviews',
        columns,
        rowKey: (r) => r.id,
        rowLabel: (r) => `Review by ${r.authorName}`,
        rowTestId: 'review-row',
      }}
      before={<ReviewSettingsCard storeId={storeId} />}
      after={
        replying ? (
          <ReplyDialog review={replying} storeId={storeId} onDone={() => setReplying(null)} />
        ) : null
      }
    />
  );
}
