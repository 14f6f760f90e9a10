/**
 * Reads an uploaded CSV into rows of cells addressed by header name. Owns: parsing (csv-parse:
 * a byte-order mark, `\r\n`/`\n`/`\r` line ends, quoted cells with commas and line breaks,
 * short rows), spreadsheet row numbers (header = row 1; a cell with line breaks is still one
 * row) and the format the header says the file is. A file that cannot be parsed at all is a
 * 400 naming `csv` and the line.
 */
import { parse } from 'csv-parse/sync';
import type { CsvFormat } from '../../../shared';
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
}

/** `Variant Compare At Price ` -> `variant compare at price`. */
export const normaliseHeader = (h: string) => h.trim().toLowerCase().replace(/\s+/g, ' ');

const badFile = (message: string) =>
  new HttpError(400, `Invalid csv: ${message}`, [{ field: 'csv', message }]);

function detectFormat(columns: Map<string, string>): CsvFormat | undefined {
  if (columns.has('handle') && columns.has('title')) return 'shopify';
  if (columns.has('handle') && columns.has('name')) return 'native';
  return undefined;
}

interface ParsedRecord {
  record: string[];
  info: { records: number; empty_lines: number };
}

export function readCsv(text: string): CsvTable {
  let records: ParsedRecord[];
  try {
    // Blank lines are skipped by the parser (keeping them costs seconds on big files) and
    // counted back into the row numbers through `info.empty_lines`.
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      info: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    const e = error as { message?: string; lines?: number };
    const reason = (e.message ?? 'unreadable').replace(/^[^:]*:\s*/, '').split(' at line')[0];
    throw badFile(`The file is not valid CSV near line ${e.lines ?? '?'}: ${reason}`.slice(0, 300));
  }
  const header = records[0]?.record;
  if (!header || header.every((h) => h.trim() === '')) throw badFile('The file has no header row');
  const index = new Map<string, number>();
  const columns = new Map<string, string>();
  header.forEach((h, i) => {
    const key = normaliseHeader(h);
    if (key && !index.has(key)) {
      index.set(key, i);
      columns.set(key, h.trim());
    }
  });
  const format = detectFormat(columns);
  if (!format) {
    throw badFile(
      'The first row must be the header of our export (handle, name, …) or of a Shopify product CSV (Handle, Title, …)',
    );
  }
  const rows: CsvRow[] = [];
  let last = 1;
  for (let r = 1; r < records.length; r++) {
    const { record: cells, info } = records[r]!;
    const raw = (key: string) => {
      const i = index.get(key);
      return i === undefined ? '' : (cells[i] ?? '');
    };
    // The spreadsheet's row: records so far (the header is 1) plus the blank lines between.
    last = info.records + info.empty_lines - (records[0]!.info.empty_lines ?? 0);
    rows.push({
      row: last,
      raw,
      get: (key) => raw(key).trim(),
      empty: cells.every((c) => c.trim() === ''),
    });
  }
  return { format, columns, rows, rowCount: last - 1 };
}
