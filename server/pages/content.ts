/**
 * Checking content the builder saves: a page's sections and a store's global (header/footer)
 * sections, validated against the section registry and sanitised, with 400s naming each bad
 * field under its body field (`content.components[i]...`, `globalContent.components[i]...`).
 * Also the JSON comparison that tells a draft from what shoppers see.
 */
import { getSectionDefinition, parseContentDocument, type ContentDocument } from '../../shared';
import { HttpError, type FieldError } from '../http/errors';
import { sanitizeContentHtml } from '../lib/sanitize-html';

function invalid(details: FieldError[]): HttpError {
  const names = [...new Set(details.map((d) => d.field))].join(', ');
  return new HttpError(400, `Invalid content: ${names}`, details);
}

/**
 * Validates saved content against the registry and sanitises its HTML; a 400 names each bad
 * component prop as `{root}.components[i].props.x`. A bare components list is accepted too.
 */
export function requireValidContent(input: unknown, root = 'content'): ContentDocument {
  const result = parseContentDocument(Array.isArray(input) ? { components: input } : input);
  if (!result.ok) {
    throw invalid(
      result.issues.map((i) => {
        // parseContentDocument names document issues `content...`, component ones `components[i]...`.
        const relative =
          i.field === 'content' ? '' : i.field.startsWith('content.') ? i.field.slice(8) : i.field;
        return { field: relative ? `${root}.${relative}` : root, message: i.message };
      }),
    );
  }
  const { theme } = result.document;
  if (theme && root !== 'globalContent')
    throw invalid([
      {
        field: `${root}.theme`,
        message:
          "A page has no theme of its own: the store's theme is saved with its global content",
      },
    ]);
  return {
    schemaVersion: result.document.schemaVersion,
    components: sanitizeContentHtml(result.document.components),
    ...(theme ? { theme } : {}),
  };
}

/**
 * Like requireValidContent under `globalContent`, and every section must be a global one
 * (topbar, navbar, footer): a page section there would show on every page of the store.
 */
export function requireValidGlobalContent(input: unknown): ContentDocument {
  const document = requireValidContent(input, 'globalContent');
  const details = document.components.flatMap((component, index) =>
    getSectionDefinition(component.type)?.contentType === 'global'
      ? []
      : [
          {
            field: `globalContent.components[${index}].type`,
            message: `'${component.type}' is a page section, not a header or footer section`,
          },
        ],
  );
  if (details.length) throw invalid(details);
  return document;
}

/**
 * Stored content as the dashboard and the builder read it: migrated to the current schema
 * version and defaulted when it validates (the next save writes it back so), as stored
 * otherwise (the builder then shows what it can, and a save names what is wrong).
 */
export function readContent(document: ContentDocument): ContentDocument {
  const parsed = parseContentDocument(document);
  return parsed.ok ? parsed.document : document;
}

/** `value` as JSON with object keys sorted, so two equal documents give the same text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

/** True when `a` and `b` are the same JSON (key order aside), as jsonb compares them. */
export function sameContent(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
