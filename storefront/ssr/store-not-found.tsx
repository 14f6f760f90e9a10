/** The page an unknown store host gets (status 404): no store, so no shell. */
import { renderToString } from 'react-dom/server';

const css =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937}main{max-width:560px;margin:15vh auto;text-align:center;padding:24px}';

export function renderStoreNotFound(host: string): string {
  const body = renderToString(
    <main data-testid="store-not-found">
      <h1>Store not found</h1>
      <p>
        No store answers at <strong>{host}</strong>. Check the address, or the store may have moved.
      </p>
    </main>,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Store not found</title><style>${css}</style></head><body>${body}</body></html>`;
}
