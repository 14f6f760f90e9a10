/**
 * Cleans merchant-written HTML (product descriptions, text blocks, FAQ answers, rich-text
 * section props) before it is stored or served: a fixed tag/attribute allow-list, safe URL
 * schemes only, no event handlers, `rel="noopener noreferrer"` on every `target=_blank` link.
 */
import sanitizeHtml from 'sanitize-html';
import { escapeHtml, getSectionDefinition, type Component } from '../../shared';

const allowedTags = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'span',
  'div',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'hr',
];

const colourValue = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i];
const lengthValue = [/^\d+(\.\d+)?(px|em|rem|%)?$/];

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: [
      'href',
      'title',
      { name: 'target', multiple: false, values: ['_blank', '_self', '_parent', '_top'] },
      'rel',
    ],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['class', 'style'],
  },
  // Inline styles survive only for a few harmless text properties.
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: colourValue,
      'background-color': colourValue,
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'font-size': lengthValue,
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      // `data:` is allowed for images only, and only as an image type.
      if (out.src && /^\s*data:/i.test(out.src) && !/^\s*data:image\//i.test(out.src)) {
        delete out.src;
      }
      return { tagName, attribs: out };
    },
  },
};

/**
 * Recent answers by input: a storefront render sanitizes the same product descriptions again
 * and again (the uncached product page's profile put sanitize-html at 5% of its CPU). Bounded
 * by count and by input length; the oldest entry leaves first.
 */
const recent = new Map<string, string>();
const RECENT_MAX = 500;
const RECENT_MAX_INPUT = 20_000;

/** Merchant HTML made safe to render as-is in a shopper's browser. */
export function sanitizeMerchantHtml(html: string): string {
  if (!html) return '';
  const known = recent.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, options);
  if (html.length <= RECENT_MAX_INPUT) {
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string);
    recent.set(html, clean);
  }
  return clean;
}

/**
 * A description that may be plain text (typed before it was rich text, or sent so through the
 * API) or HTML, as clean HTML: text without a tag becomes paragraphs (a blank line between
 * them, single line breaks kept); HTML is cleaned as above. Stored and served through this, a
 * description is HTML once and never escaped twice.
 */
export function richTextHtml(text: string): string {
  if (/<[a-z!/]/i.test(text)) return sanitizeMerchantHtml(text);
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** Prop keys holding HTML whatever the registry's settings say. */
const htmlPropsByType: Record<string, string[]> = { textBlock: ['content'] };
/** Props of blocks that may carry markup (FAQ answers), by block type. */
const markupBlockProps: Record<string, string[]> = { question: ['answer'] };
/** A tag, comment or processing instruction opening somewhere in the text. */
const markupPattern = /<[a-z!/?]/i;

/**
 * FAQ answers are plain text in the registry (rendered as text), so an answer without markup
 * is kept byte for byte (`Tom & Jerry` stays); one with markup is sanitised as HTML, in case
 * any renderer ever treats it as HTML.
 */
function sanitizePlainTextWithMarkup(value: string): string {
  return markupPattern.test(value) ? sanitizeMerchantHtml(value) : value;
}

/** A section's blocks (and a columns block's) with their markup-carrying props sanitised. */
function sanitizeBlocks(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((block: unknown) => {
    if (!block || typeof block !== 'object' || Array.isArray(block)) return block;
    const { type, props } = block as { type?: unknown; props?: unknown };
    if (!props || typeof props !== 'object' || Array.isArray(props)) return block;
    const copy: Record<string, unknown> = { ...(props as Record<string, unknown>) };
    for (const key of markupBlockProps[String(type)] ?? []) {
      if (typeof copy[key] === 'string') copy[key] = sanitizePlainTextWithMarkup(copy[key]);
    }
    if ('blocks' in copy) copy.blocks = sanitizeBlocks(copy.blocks);
    return { ...(block as Record<string, unknown>), props: copy };
  });
}

function sanitizeComponent(component: Component): Component {
  const props: Record<string, unknown> = { ...component.props };
  const definition = getSectionDefinition(component.type);
  const htmlKeys = new Set(htmlPropsByType[component.type] ?? []);
  for (const setting of definition?.settings ?? []) {
    if (setting.kind === 'richText') htmlKeys.add(setting.key);
  }
  for (const key of htmlKeys) {
    if (typeof props[key] === 'string') props[key] = sanitizeMerchantHtml(props[key]);
  }
  if ('blocks' in props) props.blocks = sanitizeBlocks(props.blocks);
  if (component.type === 'container' && Array.isArray(props.children)) {
    props.children = sanitizeContentHtml(props.children as Component[]);
  }
  return { ...component, props };
}

/**
 * A copy of `components` with every HTML prop sanitised: textBlock `content`, FAQ answers and
 * each prop whose registry setting is `richText`, recursing into container `children`.
 */
export function sanitizeContentHtml(components: Component[]): Component[] {
  return components.map((c) =>
    c && typeof c === 'object' && c.props && typeof c.props === 'object' ? sanitizeComponent(c) : c,
  );
}
