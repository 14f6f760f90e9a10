/**
 * `/review?o={orderId}&t={token}`: a delivered order's review link. Reads the order's products
 * (`endpointRefs.reviews.request`) and shows one form each: 1–5 stars (radios, required), an
 * optional title, the review, up to three photos (each sent as it is chosen, with a preview
 * and Remove), and the name it is signed with (the buyer's first name and
 * initial to start). Sending one says whether it is published or awaits the store's approval;
 * a product already reviewed from this order says so. States: loading, a link not valid any
 * more (or an order not delivered yet), a failure with Try again. Its own chunk.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import {
  ApiError,
  callEndpoint,
  endpointRefs,
  fetchTransport,
  MEDIA_UPLOAD_FIELD,
  REVIEW_BODY_MAX,
  REVIEW_NAME_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_TITLE_MAX,
  type ReviewPhotoReply,
  type ReviewRequestReply,
} from '../../shared';
import { useStorefront } from '../context/storefront-context';

type Load =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' }
  | { kind: 'ready'; request: ReviewRequestReply };

type Sent = 'published' | 'pending' | 'hidden' | 'already';

const sentWords: Record<Sent, string> = {
  published: 'Thank you! Your review is published.',
  pending: 'Thank you! Your review will appear once the store has read it.',
  hidden: 'Thank you for your review.',
  already: 'You already reviewed this product. Thank you!',
};

/** The server's words for a refused call: the field's message, else its error. */
function refusal(error: unknown): { field: string | null; message: string } | null {
  if (!(error instanceof ApiError) || error.status === undefined || error.status >= 500) {
    return null;
  }
  const detail = error.details[0];
  return { field: detail?.field ?? null, message: detail?.message ?? error.error };
}

function ReviewForm({
  orderId,
  token,
  item,
  authorName,
}: {
  orderId: string;
  token: string;
  item: ReviewRequestReply['items'][number];
  authorName: string;
}) {
  const { store } = useStorefront();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [name, setName] = useState(authorName);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(item.reviewed ? 'already' : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<ReviewPhotoReply[]>([]);
  const [uploading, setUploading] = useState(false);

  const addPhoto = async (file: File) => {
    setUploading(true);
    setErrors(({ photos: _dropped, ...rest }) => rest);
    try {
      const body = new FormData();
      body.append(MEDIA_UPLOAD_FIELD, file);
      const photo = await callEndpoint(fetchTransport, endpointRefs.reviews.photo, {
        query: { storeId: store.storeId, orderId, token },
        body,
      });
      setPhotos((list) => [...list, photo].slice(0, REVIEW_PHOTOS_MAX));
    } catch (error) {
      setErrors((e) => ({
        ...e,
        photos: refusal(error)?.message ?? 'We could not add this photo. Please try again.',
      }));
    } finally {
      setUploading(false);
    }
  };

  const send = async () => {
    const found: Record<string, string> = {};
    if (!rating) found.rating = 'Choose a rating from 1 to 5 stars';
    if (!body.trim()) found.body = 'Write a few words about the product';
    if (!name.trim()) found.authorName = 'Enter the name to show';
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const reply = await callEndpoint(fetchTransport, endpointRefs.reviews.submit, {
        body: {
          storeId: store.storeId,
          orderId,
          token,
          productId: item.productId,
          rating,
          title,
          body,
          authorName: name,
          photos: photos.map((p) => p.photoId),
        },
      });
      setSent(reply.status);
    } catch (error) {
      const refused = refusal(error);
      if (refused?.field === 'productId' && error instanceof ApiError && error.status === 409) {
        setSent('already');
      } else {
        setErrors({
          [refused?.field ?? 'form']:
            refused?.message ?? 'We could not send your review. Please try again.',
        });
      }
    } finally {
      setSending(false);
    }
  };

  const error = (field: string) =>
    errors[field] ? (
      <p className="sf-review-form__error" id={`${id}-${field}-error`} role="alert">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <li className="sf-review-form" data-testid="review-form">
      <div className="sf-review-form__product">
        {item.image ? <img src={item.image} alt="" width={64} height={64} /> : null}
        <h2>{item.name}</h2>
      </div>
      {sent ? (
        <p role="status" data-testid="review-sent">
          {sentWords[sent]}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <fieldset className="sf-review-form__stars" aria-describedby={described('rating')}>
            <legend>Your rating</legend>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n}>
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                />
                <span aria-hidden="true">{'★'.repeat(n)}</span>
                <span className="sf-visually-hidden">
                  {n} {n === 1 ? 'star' : 'stars'}
                </span>
              </label>
            ))}
          </fieldset>
          {error('rating')}
          <label className="sf-review-form__field">
            Title (optional)
            <input
              value={title}
              maxLength={REVIEW_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
              aria-describedby={described('title')}
            />
          </label>
          {error('title')}
          <label className="sf-review-form__field">
            Your review
            <textarea
              value={body}
              rows={5}
              maxLength={REVIEW_BODY_MAX}
              onChange={(e) => setBody(e.target.value)}
              aria-invalid={Boolean(errors.body)}
              aria-describedby={described('body')}
            />
          </label>
          {error('body')}
          <div className="sf-review-form__field">
            <span id={`${id}-photos`}>Photos (optional, up to {REVIEW_PHOTOS_MAX})</span>
            {photos.length ? (
              <ul className="sf-review-form__photos" aria-labelledby={`${id}-photos`}>
                {photos.map((p, i) => (
                  <li key={p.photoId}>
                    <img src={p.url} alt={`Photo ${i + 1}`} width={72} height={72} />
                    <button
                      type="button"
                      className="sf-review-form__remove"
                      onClick={() => setPhotos((list) => list.filter((x) => x !== p))}
                    >
                      Remove<span className="sf-visually-hidden"> photo {i + 1}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {photos.length < REVIEW_PHOTOS_MAX ? (
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                aria-labelledby={`${id}-photos`}
                aria-describedby={described('photos')}
                disabled={uploading}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void addPhoto(file);
                }}
                data-testid="review-photo-input"
              />
            ) : null}
            {uploading ? <span aria-live="polite">Adding the photo…</span> : null}
          </div>
          {error('photos')}
          <label className="sf-review-form__field">
            Name shown with your review
            <input
              value={name}
              maxLength={REVIEW_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={Boolean(errors.authorName)}
              aria-describedby={described('authorName')}
            />
          </label>
          {error('authorName')}
          {error('form')}
          <button type="submit" className="sf-button" disabled={sending || uploading}>
            {sending ? 'Sending…' : 'Send review'}
          </button>
        </form>
      )}
    </li>
  );
}

export default function ReviewScreen({ orderId, token }: { orderId: string; token: string }) {
  const { store } = useStorefront();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const read = useCallback(async () => {
    if (!orderId) {
      setLoad({
        kind: 'refused',
        message: 'This link is not complete. Open it again from the email.',
      });
      return;
    }
    setLoad({ kind: 'loading' });
    try {
      const request = await callEndpoint(fetchTransport, endpointRefs.reviews.request, {
        query: { storeId: store.storeId, orderId, token },
      });
      setLoad({ kind: 'ready', request });
    } catch (error) {
      const refused = refusal(error);
      setLoad(refused ? { kind: 'refused', message: refused.message } : { kind: 'failed' });
    }
  }, [orderId, token, store.storeId]);
  useEffect(() => {
    void read();
  }, [read]);

  return (
    <section className="sf-container sf-review-page" data-testid="review-page">
      <h1>
        {load.kind === 'ready'
          ? `Review your order #${load.request.orderNumber}`
          : 'Review your order'}
      </h1>
      {load.kind === 'loading' ? (
        <p aria-busy="true">Loading your order…</p>
      ) : load.kind === 'refused' ? (
        <p role="alert">{load.message}</p>
      ) : load.kind === 'failed' ? (
        <>
          <p role="alert">We could not load your order.</p>
          <button type="button" className="sf-button" onClick={() => void read()}>
            Try again
          </button>
        </>
      ) : load.request.items.length === 0 ? (
        <p>The products of this order are no longer sold here.</p>
      ) : (
        <ul className="sf-review-page__items">
          {load.request.items.map((item) => (
            <ReviewForm
              key={item.productId}
              orderId={orderId}
              token={token}
              item={item}
              authorName={load.request.authorName}
            />
          ))}
        </ul>
      )}
      <p>
        <a href="/">Back to the store</a>
      </p>
    </section>
  );
}
