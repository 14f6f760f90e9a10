/**
 * Reads an uploaded CSV into rows of cells addressed by header name. Owns: parsing (csv-parse:
 * a byte-order mark, `\r\n`/`\n`/`\r` line ends, quoted cells with commas and line breaks,
 * spaces around quoted cells, short rows, a row that cannot be read skipped and named while
 * the rest is read), spreadsheet row numbers (header = row 1; a cell with line breaks is
 * still one row), the format the header says the file is (Shopify's in both header
 * generations), and which columns were never read. A file without a known header is a 400
 * naming `csv`.
 */
import { parse, type Options } from 'csv-parse/sync';
import type { CsvFormat, ImportRowError } from '../../../shared';
import { HttpError } from '../../http/errors';

/** One data row: its spreadsheet row number and a reader of its cells by header. */
export interface CsvRow {
  row: number;
  /** The trimmed cell under `key` (a normalised header), '' when the column is absent. */
  get(key: string): string;
  /** The raw cell (not trimmed), for HTML. */
  raw(key: string): string;
  /** True when the row's cells are all empty. */
  empty: boolean;
}

export interface CsvTable {
  format: CsvFormat;
  /** Normalised header -> the header as the file spells it (for error messages). */
  columns: Map<string, string>;
  rows: CsvRow[];
  /** Data rows in the file (blank rows included). */
  rowCount: number;
  /** Rows the parser could not read (skipped; the rest of the file is read). */
  unreadable: ImportRowError[];
  /**
   * Columns with values no cell was read from, as the file spells them: what the import
   * leaves out (an empty column leaves nothing out).
   */
  unusedColumns(): string[];
}

/** `Variant Compare At Price ` -> `variant compare at price`. */
export const normaliseHeader = (h: string) => h.trim().toLowerCase().replace(/\s+/g, ' ');

/** A header as compared: case, spaces, hyphens and underscores aside (`Compare-at price`). */
const squash = (key: string) => key.replace(/[\s_-]+/g, '');

/**
 * Shopify's product CSV in its two generations: the export's headers (`Handle`, `Variant
 * Price`, …) are the keys the Shopify reader uses; the current template (`URL handle`,
 * `Price`, `Inventory quantity`, `Product image URL`, …) names the same columns differently.
 * Matched case-, space- and hyphen-insensitively.
 */
const SHOPIFY_HEADERS: Record<string, string> = Object.fromEntries(
  Object.entries({
    'url handle': 'handle',
    description: 'body (html)',
    'published on online store': 'published',
    sku: 'variant sku',
    barcode: 'variant barcode',
    price: 'variant price',
    'compare at price': 'variant compare at price',
    'cost per item': 'cost per item',
    'charge tax': 'variant taxable',
    'tax code': 'variant tax code',
    'inventory tracker': 'variant inventory tracker',
    'continue selling when out of stock': 'variant inventory policy',
    'inventory quantity': 'variant inventory qty',
    'weight value (grams)': 'variant grams',
    'weight unit for display': 'variant weight unit',
    'requires shipping': 'variant requires shipping',
    'fulfillment service': 'variant fulfillment service',
    'product image url': 'image src',
    'variant image url': 'variant image',
  }).map(([header, key]) => [squash(header), key]),
);

/** The key a Shopify header is read by (either generation). */
const shopifyKey = (key: string) => SHOPIFY_HEADERS[squash(key)] ?? key;

const badFile = (message: string) =>
  new HttpError(400, `Invalid csv: ${message}`, [{ field: 'csv', message }]);

function detectFormat(keys: Set<string>): CsvFormat | undefined {
  const has = (header: string) => keys.has(squash(header));
  if (has('title') && (has('handle') || has('url handle'))) return 'shopify';
  if (has('handle') && has('name')) return 'native';
  return undefined;
}

/** A record of the file, or a line the parser could not read; each with its spreadsheet row. */
type Parsed =
  | { kind: 'record'; cells: string[]; row: number }
  | { kind: 'unreadable'; row: number; line: number; message: string };

const PARSE_OPTIONS: Options = {
  bom: true,
  relax_column_count: true,
  skip_empty_lines: true,
  record_delimiter: ['\r\n', '\n', '\r'],
  // Spaces around a quoted cell ("Red" , "M") are no part of it: Shopify apps write them.
  trim: true,
  // A quote inside an unquoted cell (5" screen) is text.
  relax_quotes: true,
};

/** At most this many unreadable lines are skipped one by one; past them the rest is one. */
const MAX_UNREADABLE = 200;

/**
 * Parses the file into records, each numbered as a spreadsheet row (the header is 1, a blank
 * line is a row, a cell with line breaks is still one row). A line the parser cannot read
 * (a stray character after a closing quote) is skipped and named, and parsing goes on from
 * the next line, so one broken row never costs the rest of the file.
 */
function parseRecords(text: string): Parsed[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const blank = (i: number) => i < lines.length && lines[i]!.trim() === '';
  const found: ({ cells: string[]; end: number } | { line: number; message: string })[] = [];
  let from = 0; // the physical line (0-based) the next parse starts at
  for (let skips = 0; from < lines.length; skips++) {
    const offset = from;
    let lastEnd = from; // physical lines consumed by good records of this pass
    try {
      parse(lines.slice(from).join('\n'), {
        ...PARSE_OPTIONS,
        on_record: (cells: string[], context) => {
          lastEnd = offset + context.lines;
          found.push({ cells, end: lastEnd });
          return null;
        },
      });
      break;
    } catch (error) {
      // The bad record begins on the first non-blank line after the last good one.
      let bad = lastEnd;
      while (blank(bad)) bad++;
      if (bad >= lines.length) break;
      const message = ((error as Error).message ?? 'unreadable')
        .replace(/^[^:]*:\s*/, '')
        .replace(/ at line \d+.*$/, '');
      if (skips >= MAX_UNREADABLE) {
        found.push({ line: bad + 1, message: `${message}; the rest of the file is not read` });
        break;
      }
      found.push({ line: bad + 1, message });
      from = bad + 1;
    }
  }
  // Spreadsheet rows: one per record or skipped line, plus the blank lines between them.
  const out: Parsed[] = [];
  let row = 0;
  let end = 0; // physical lines up to the previous item
  while (blank(end)) end++; // blank lines before the header are no rows
  for (const item of found) {
    const start = 'cells' in item ? end : item.line - 1;
    let blanks = 0;
    for (let i = end; i < start; i++) if (blank(i)) blanks++;
    if ('cells' in item) {
      // A record's own blank lines come before it (skip_empty_lines): count from `end`.
      let i = end;
      while (blank(i)) {
        blanks++;
        i++;
      }
      row += 1 + blanks;
      out.push({ kind: 'record', cells: item.cells, row });
      end = item.end;
    } else {
      row += 1 + blanks;
      out.push({ kind: 'unreadable', row, line: item.line, message: item.message });
      end = item.line;
    }
  }
  return out;
}

export function readCsv(text: string): CsvTable {
  const parsed = parseRecords(text);
  const records = parsed.filter((p) => p.kind === 'record');
  const header = records[0]?.cells;
  if (!header || header.every((h) => h.trim() === '')) throw badFile('The file has no header row');
  if (parsed[0]?.kind === 'unreadable') {
    throw badFile(`The header row cannot be read: ${parsed[0].message}`.slice(0, 300));
  }
  const format = detectFormat(new Set(header.map((h) => squash(normaliseHeader(h)))));
  if (!format) {
    throw badFile(
      'The first row must be the header of our export (handle, name, …) or of a Shopify product CSV (Handle, Title, … or Title, URL handle, …)',
    );
  }
  const index = new Map<string, number>();
  const columns = new Map<string, string>();
  header.forEach((h, i) => {
    const spelled = normaliseHeader(h);
    const key = format === 'shopify' ? shopifyKey(spelled) : spelled;
    if (key && !index.has(key)) {
      index.set(key, i);
      columns.set(key, h.trim());
    }
  });
  const used = new Set<string>();
  /** Column positions with a value in some row: an empty column leaves nothing out. */
  const filled = new Set<number>();
  const rows: CsvRow[] = [];
  const unreadable: ImportRowError[] = [];
  for (const p of parsed.slice(1)) {
    if (p.kind === 'unreadable') {
      unreadable.push({
        row: p.row,
        column: '',
        message: `This row could not be read (line ${p.line} of the file: ${p.message}); it was skipped`,
      });
      continue;
    }
    const cells = p.cells;
    cells.forEach((c, i) => {
      if (c.trim() !== '') filled.add(i);
    });
    const raw = (key: string) => {
      used.add(key);
      const i = index.get(key);
      return i === undefined ? '' : (cells[i] ?? '');
    };
    rows.push({
      row: p.row,
      raw,
      get: (key) => raw(key).trim(),
      empty: cells.every((c) => c.trim() === ''),
    });
  }
  const last = parsed.length ? parsed[parsed.length - 1]!.row : 1;
  return {
    format,
    columns,
    rows,
    rowCount: last - 1,
    unreadable,
    unusedColumns: () =>
      [...columns]
        .filter(([key]) => !used.has(key) && filled.has(index.get(key)!))
        .map(([, h]) => h),
  };
}
