/**
 * The account's parts while they load, and when they could not: "Loading your orders…"
 * (busy), then "We could not load your orders." (announced) with "Try again". One look for
 * the page, its orders and its addresses.
 */
export function Loading({ what }: { what: string }) {
  return (
    <p className="sf-account__muted" aria-busy="true">
      Loading {what}…
    </p>
  );
}

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <>
      <p role="alert">We could not load {what}. Check your connection and try again.</p>
      <button type="button" className="sf-button sf-account__button" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}
