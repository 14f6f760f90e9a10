/**
 * The query audit of the integration suites (issue 15, "ready for Citus"): every statement the
 * app sends through Drizzle is checked, and a statement that touches a table distributed by
 * `store_id` without naming the store fails the test that caused it. Named means: a condition
 * on that table's `store_id` (`t.store_id = ...`, `... = t.store_id`, `t.store_id in (...)`),
 * or `store_id` among an INSERT's columns. On Citus such a statement would fan out to every
 * shard (or be refused); here it is a bug unless `allowed` lists it with its reason.
 *
 * A heuristic over the SQL text, not a parser: it finds `from / join / update / into` followed
 * by a distributed table's name (and its alias), which is how Drizzle and the hand-written
 * statements spell them.
 */
import { distributedTables } from '../../../server/db/citus/tables';

const DISTRIBUTED = new Set<string>(distributedTables);

/** Statements that may leave the store out, each with why that is right. */
export const allowed: { pattern: RegExp; reason: string }[] = [
  {
    pattern:
      /^select "store_id" from "(orders|payment_proofs|media|products|categories|pages|page_versions)" where "\1"\."id" = \$1 limit \$2$/,
    reason:
      'routes the spec addresses by an id alone (get-page-by-id, get-order-details, a media or ' +
      'product id in the path) first find which store the id belongs to (route.ts storeOf), ' +
      'then check membership and name the store in every later statement. Under Citus this one ' +
      'primary-key read goes to every shard; a store id in those routes would make it single-shard.',
  },
  {
    pattern:
      /^select "store_id" from "store_domains" where \("store_domains"\."status" = \$1 and "store_domains"\."next_check_at" <= \$2\)/,
    reason:
      'the domain re-check job looks for due checks across all stores (a multi-shard read by ' +
      'nature); each claim and check after it names its store.',
  },
  {
    pattern:
      /^select "id", "store_id", "product_id", "variation_id", "units", "created_at" from "stock_restocks" order by "stock_restocks"\."created_at" asc limit \$1$/,
    reason:
      'the back-in-stock job looks for queued restocks across all stores (a multi-shard read by ' +
      "nature, of a queue a stock trigger fills beside the shard's own rows); each claim, read " +
      'and email after it names its store (server/stock-alerts/stock-alert-job.ts).',
  },
];

const NOT_ALIASES = new Set(
  `where set on inner left right full cross join order group limit offset values select using
  returning for union except intersect natural lateral as and or having window default do on
  conflict when then else end`.split(/\s+/),
);

const SKIPPED =
  /^\s*(create|alter|drop|comment|set|begin|commit|rollback|savepoint|release|analyze|vacuum|listen|unlisten|notify|lock|truncate|grant|revoke|do\b)/i;

interface Reference {
  table: string;
  alias: string | null;
  kind: string;
  at: number;
}

function references(text: string): Reference[] {
  const out: Reference[] = [];
  const re =
    /\b(from|join|update|into)\s+(?:only\s+)?(?:"?public"?\.)?("?)([a-z_][a-z0-9_]*)\2(?:\s+(?:as\s+)?("?)([a-z_][a-z0-9_]*)\4)?/gi;
  for (const m of text.matchAll(re)) {
    const table = m[3]!.toLowerCase();
    if (!DISTRIBUTED.has(table)) continue;
    const aliasWord = m[5]?.toLowerCase();
    const alias = aliasWord && !NOT_ALIASES.has(aliasWord) ? aliasWord : null;
    out.push({ table, alias, kind: m[1]!.toLowerCase(), at: m.index ?? 0 });
  }
  return out;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A condition on `name.store_id` (name quoted or not), or a bare `store_id` when `name` is null. */
function namesStore(text: string, name: string | null): boolean {
  const column = name
    ? `(?<![\\w".])"?${esc(name)}"?\\s*\\.\\s*"?store_id"?`
    : `(?<![.\\w"])"?store_id"?`;
  const condition = new RegExp(
    `(${column})\\s*(=|in\\s*\\(|is\\s+not\\s+distinct)|(=|in\\s*\\()\\s*(${column})(?![\\w"])`,
    'i',
  );
  return condition.test(text);
}

function insertNamesStore(text: string, ref: Reference): boolean {
  const after = text.slice(ref.at);
  const cols = /^into\s+(?:"?public"?\.)?"?[a-z_]+"?\s*\(([^)]*)\)/i.exec(after);
  return !!cols && /(^|[\s,("])store_id("|\s|,|$)/i.test(cols[1]!);
}

/** Why `sql` breaks the audit, or null when it names the store wherever it must. */
export function auditStatement(sql: string): string | null {
  if (SKIPPED.test(sql)) return null;
  const text = sql.replace(/'(?:[^']|'')*'/g, "''");
  const refs = references(text);
  if (refs.length === 0) return null;
  const missing: string[] = [];
  for (const [i, ref] of refs.entries()) {
    if (ref.kind === 'into') {
      if (!insertNamesStore(text, ref)) missing.push(`${ref.table} (insert without store_id)`);
      continue;
    }
    const ok =
      namesStore(text, ref.table) ||
      (ref.alias !== null && namesStore(text, ref.alias)) ||
      // Unqualified `store_id` counts for the nearest table before it (its own subquery).
      namesStore(text.slice(ref.at, refs[i + 1]?.at), null);
    if (!ok) missing.push(ref.table);
  }
  if (missing.length === 0) return null;
  if (allowed.some((a) => a.pattern.test(sql))) return null;
  return `no store_id condition on ${[...new Set(missing)].join(', ')}`;
}

let found: { sql: string; why: string }[] = [];

/** Database option `onQuery` of the test databases. */
export function recordQuery(sql: string): void {
  const why = auditStatement(sql);
  if (why) found.push({ sql, why });
}

/** The statements that broke the audit since the last call. */
export function takeAuditFindings(): { sql: string; why: string }[] {
  const out = found;
  found = [];
  return out;
}
