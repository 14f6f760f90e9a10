/**
 * The page shoppers get while the store's owner has not paid (status 503, billing/
 * closed-store.ts): the store's name and a plain message, no shell, cart or checkout.
 */
import { renderToString } from 'react-dom/server';

const css =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937}main{max-width:560px;margin:15vh auto;text-align:center;padding:24px}';

export const STORE_CLOSED_MESSAGE = 'This store is temporarily closed. Please check back soon.';

export function renderStoreClosed(storeName: string): string {
  const body = renderToString(
    <main data-testid="store-closed">
      <h1>{storeName}</h1>
      <p>{STORE_CLOSED_MESSAGE}</p>
    </main>,
  );
  const title = renderToString(<title>{`${storeName}: temporarily closed`}</title>);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${title}<style>${css}</style></head><body>${body}</body></html>`;
}
