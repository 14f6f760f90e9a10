/**
 * A product page's reviews, under the product's sections once it has a published review: the
 * average and count, a bar per star that filters the list to those stars (and "All"), then the
 * reviews newest first, five at a time (Previous / Next): stars, title, text, name, "Verified
 * buyer", date, and the store's reply. The first page comes from the server's HTML; others
 * load in place ("Loading reviews…", or an error with Try again).
 */
import { useState } from 'react';
import { countOf, formatDate, PAGE_DATES, type ProductReviews as Reviews } from '../../shared';
import { useProduct } from '../context/read-hooks';
import { useStorefront } from '../context/storefront-context';
import { storefrontQueries } from '../data/queries';
import { useQuery } from '../data/use-query';
import { StarRating } from '../product-card/StarRating';

function ReviewList({ data }: { data: Reviews }) {
  return (
    <ol className="sf-reviews__list" data-testid="review-list">
      {data.reviews.map((r) => (
        <li key={r.id} className="sf-review" data-testid="review">
          <StarRating rating={r.rating} size={16} />
          {r.title ? <h3 className="sf-review__title">{r.title}</h3> : null}
          <p className="sf-review__body">{r.body}</p>
          {r.photos.length ? (
            <ul className="sf-review__photos">
              {r.photos.map((url, i) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <img
                      src={url}
                      alt={`Photo ${i + 1} from ${r.authorName}`}
                      width={96}
                      height={96}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="sf-review__meta">
            <span data-testid="review-author">{r.authorName}</span>
            {r.verified ? (
              <span className="sf-review__verified" data-testid="review-verified">
                Verified buyer
              </span>
            ) : null}
            <time dateTime={r.createdAt}>{formatDate(r.createdAt, PAGE_DATES)}</time>
          </p>
          {r.reply ? (
            <div className="sf-review__reply" data-testid="review-reply">
              <strong>Reply from the store</strong>
              <p>{r.reply}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function ProductReviews({ slug }: { slug: string }) {
  const { api, store } = useStorefront();
  const product = useProduct(slug).data;
  const [stars, setStars] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const reviews = useQuery({
    ...storefrontQueries.productReviews(api, store.storeId, product?.id ?? '', stars, page),
    enabled: Boolean(product?.reviewCount),
  });
  if (!product?.reviewCount) return null;
  const data = reviews.data;
  const summary = data?.summary;
  const choose = (next: number | null) => {
    setStars(next);
    setPage(0);
  };
  return (
    <section
      className="sf-container sf-reviews"
      id="reviews"
      aria-labelledby="sf-reviews-title"
      data-testid="product-reviews"
    >
      <h2 id="sf-reviews-title">Customer reviews</h2>
      {summary ? (
        <div className="sf-reviews__summary">
          <p className="sf-reviews__average" data-testid="reviews-average">
            <StarRating rating={summary.average} size={20} />{' '}
            <span>
              {`${summary.average.toFixed(1)} out of 5 · ${countOf(summary.count, 'review', 'reviews')}`}
            </span>
          </p>
          <div className="sf-reviews__filters" role="group" aria-label="Show reviews with">
            <button
              type="button"
              className="sf-reviews__filter"
              aria-pressed={stars === null}
              onClick={() => choose(null)}
            >
              All
            </button>
            {[5, 4, 3, 2, 1].map((n) => (
              <button
                key={n}
                type="button"
                className="sf-reviews__filter"
                aria-pressed={stars === n}
                disabled={summary.stars[n - 1] === 0}
                onClick={() => choose(n)}
                data-testid={`reviews-filter-${n}`}
              >
                {`${n} ★ (${summary.stars[n - 1]})`}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {reviews.isError ? (
        <p role="alert">
          We could not load the reviews.{' '}
          <button
            type="button"
            className="sf-reviews__filter"
            onClick={() => void reviews.refetch()}
          >
            Try again
          </button>
        </p>
      ) : !data ? (
        <p className="sf-reviews__loading" aria-busy="true">
          Loading reviews…
        </p>
      ) : (
        <>
          <ReviewList data={data} />
          {data.totalPages > 1 ? (
            <nav className="sf-reviews__pages" aria-label="Review pages">
              <button
                type="button"
                className="sf-reviews__filter"
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </button>
              <span>
                Page {page + 1} of {data.totalPages}
              </span>
              <button
                type="button"
                className="sf-reviews__filter"
                disabled={page + 1 >= data.totalPages}
                onClick={() => setPage(page + 1)}
                data-testid="reviews-next"
              >
                Next
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
