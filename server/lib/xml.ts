/**
 * XML escaping both ways: text into the sitemap (and any XML we write), and the five entities
 * out of XML we read (S3's object listings).
 * Owns: XML's five predefined entities. Not: HTML (shared/html.ts), parsing documents.
 */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const XML_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  amp: '&',
};

/** `text` safe inside XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** XML text with its five predefined entities read back (`&amp;lt;` becomes `&lt;`, once). */
export function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
}
