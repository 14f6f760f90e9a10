/**
 * The legal texts of the marketing host, kept as Markdown files in `./legal/` (front matter:
 * `title`, `effective`). `{{operatorName}}`, `{{operatorAddress}}`, `{{operatorEmail}}` and
 * `{{productHost}}` are filled from configuration, each value escaped so it reads as plain
 * text (the dashboard renders the Markdown as React elements, never as HTML).
 */
import { readFileSync } from 'node:fs';
import { escapeMarkdown, legalDocs, type LegalDoc, type LegalDocReply } from '../../shared';

export interface LegalValues {
  operatorName: string;
  operatorAddress: string;
  operatorEmail: string;
  productHost: string;
}

interface LegalSource {
  title: string;
  effectiveDate: string;
  body: string;
}

/** Reads one file: its front matter and its Markdown body. */
export function parseLegalSource(text: string, name: string): LegalSource {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n?/g, '\n'));
  if (!match) throw new Error(`legal/${name}.md: no front matter`);
  const meta = new Map(
    (match[1] ?? '').split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as const;
    }),
  );
  const title = meta.get('title');
  const effectiveDate = meta.get('effective');
  if (!title || !effectiveDate || !/^\d{4}-\d{2}-\d{2}$/.test(effectiveDate)) {
    throw new Error(`legal/${name}.md: front matter needs title and effective (YYYY-MM-DD)`);
  }
  return { title, effectiveDate, body: (match[2] ?? '').trim() };
}

/** Fills the placeholders with escaped values; an unknown placeholder is a mistake in a file. */
export function fillLegalText(body: string, values: LegalValues): string {
  return body.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`unknown placeholder ${whole}`);
    return escapeMarkdown(values[key as keyof LegalValues]);
  });
}

export function isLegalDoc(doc: string): doc is LegalDoc {
  return (legalDocs as readonly string[]).includes(doc);
}

/** Loads every text once and fills it: the answers of `GET /api/platform/legal/:doc`. */
export function loadLegalDocs(values: LegalValues): Map<LegalDoc, LegalDocReply> {
  const docs = new Map<LegalDoc, LegalDocReply>();
  for (const doc of legalDocs) {
    const source = parseLegalSource(
      readFileSync(new URL(`./legal/${doc}.md`, import.meta.url), 'utf8'),
      doc,
    );
    docs.set(doc, {
      doc,
      title: source.title,
      effectiveDate: source.effectiveDate,
      markdown: fillLegalText(source.body, values),
    });
  }
  return docs;
}
