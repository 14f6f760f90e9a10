/**
 * HTML escaping: the one rule for putting text into HTML, in element content and in quoted
 * attribute values (emails, the storefront's head tags and SSR shell).
 * Owns: the five characters HTML gives meaning to. Not: sanitising HTML (server/lib/sanitize-html.ts).
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe inside HTML element content and single- or double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
