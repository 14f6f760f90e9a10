/**
 * A small Markdown subset read into plain data, for texts kept in the repo (the legal pages):
 * `#`–`###` headings, paragraphs, `-`/`*` and `1.` lists, `**bold**`, `[text](url)` links and
 * `\` escapes. It never produces HTML: the dashboard renders the blocks as React elements, so
 * nothing in a text (or a value substituted into it) can become markup. Links keep only
 * http(s), mailto and site-relative URLs. Pure.
 */

export type MarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string; id: string }
  | { kind: 'paragraph'; inlines: MarkdownInline[] }
  | { kind: 'list'; ordered: boolean; items: MarkdownInline[][] };

/** Characters a value must have escaped to stay plain text in this subset. */
const SPECIAL = /[\\`*_[\]()#<>!|-]/g;

/** Escapes `text` so it reads as itself inside a Markdown text (a substituted value). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(SPECIAL, (c) => `\\${c}`);
}

/** The anchor id of a heading: lower case words joined by `-`. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed) || /^\/(?!\/)/.test(trimmed)) return trimmed;
  return null;
}

/** Removes the backslash of each escape. */
function unescape(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

/** Reads one line's inline marks. */
export function parseInlines(source: string): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '\\' && i + 1 < source.length) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (c === '*' && source[i + 1] === '*') {
      const end = findUnescaped(source, '**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ kind: 'strong', text: unescape(source.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (c === '[') {
      const close = findUnescaped(source, '](', i + 1);
      const end = close > 0 ? findUnescaped(source, ')', close + 2) : -1;
      if (close > 0 && end > 0) {
        const label = unescape(source.slice(i + 1, close));
        const href = safeHref(unescape(source.slice(close + 2, end)));
        flush();
        out.push(href ? { kind: 'link', text: label, href } : { kind: 'text', text: label });
        i = end + 1;
        continue;
      }
    }
    text += c;
    i += 1;
  }
  flush();
  return out;
}

function findUnescaped(source: string, needle: string, from: number): number {
  for (let i = from; i <= source.length - needle.length; i += 1) {
    if (source[i] === '\\') {
      i += 1;
      continue;
    }
    if (source.startsWith(needle, i)) return i;
  }
  return -1;
}

/** Reads a Markdown text into blocks. */
export function parseMarkdownBlocks(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flushParagraph = () => {
    if (paragraph.length)
      blocks.push({ kind: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) {
      blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInlines) });
    }
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (!line) {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      const text = unescape(heading[2] ?? '');
      const level = (heading[1] ?? '#').length as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, text, id: headingId(text) });
    } else if (bullet || numbered) {
      flushParagraph();
      const ordered = Boolean(numbered);
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)?.[1] ?? '');
    } else if (list && raw.startsWith('  ')) {
      // A wrapped list item.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}
