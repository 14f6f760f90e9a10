/**
 * Server entry of the storefront: turns loaded page data into a whole HTML document.
 * The server imports only this folder's index; it never reaches into components.
 */
import { renderToString } from 'react-dom/server';
import { StorePage } from './StorePage';
import type { StorefrontPageData } from './types';

const css = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}
.store-header{display:flex;gap:24px;align-items:center;justify-content:space-between;padding:16px 24px;border-bottom:1px solid #e5e7eb}
.store-header nav{display:flex;gap:16px;flex-wrap:wrap}.store-header a{color:inherit;text-decoration:none}
.store-name{font-weight:700;font-size:1.25rem}main{max-width:1200px;margin:0 auto;padding:24px}
.section{margin:0 0 32px}.product-grid{list-style:none;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.product-card{border:1px solid #e5e7eb;border-radius:8px;padding:12px;display:flex;flex-direction:column;gap:6px}
.product-card img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:6px;background:#f3f4f6}
.product-card a{color:#111827;font-weight:600;text-decoration:none}.price s{color:#6b7280}
.store-footer{padding:24px;border-top:1px solid #e5e7eb;text-align:center;color:#6b7280}
.not-found{max-width:560px;margin:15vh auto;text-align:center;padding:24px}
`;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function documentShell(title: string, description: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>${description ? `<meta name="description" content="${escapeHtml(description)}">` : ''}<style>${css}</style></head><body><div id="root">${body}</div></body></html>`;
}

/** The HTML of a store page. */
export function renderStorePage(data: StorefrontPageData): string {
  const title = data.page.metaTitle || `${data.page.title} | ${data.store.name}`;
  return documentShell(title, data.page.metaDescription, renderToString(<StorePage data={data} />));
}

/** The HTML of the page an unknown store host gets (with status 404). */
export function renderStoreNotFound(host: string): string {
  const body = renderToString(
    <main className="not-found" data-testid="store-not-found">
      <h1>Store not found</h1>
      <p>
        No store answers at <strong>{host}</strong>. Check the address, or the store may have moved.
      </p>
    </main>,
  );
  return documentShell('Store not found', '', body);
}
