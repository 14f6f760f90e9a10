/**
 * A product as an imported file describes it, before it is written: the rows it came from,
 * the fields the file gives (an update changes only those), its categories by slug, and every
 * problem found, each pinned to a spreadsheet row and column. Both formats (ours, Shopify's)
 * build drafts with `DraftBuilder`; the product is then checked by the same schema the
 * add-product route uses (`addProductBodySchema`, which runs `productIssues`), and each issue's
 * path (`variations.2.discountPrice`) is mapped back to the cell it came from.
 */
import {
  addProductBodySchema,
  type AddProductBody,
  type CategoryRule,
  type CustomDataEntry,
  type ImportRowError,
} from '../../../shared';
import type { CsvRow, CsvTable } from './read-csv';

/** What createProduct/updateProduct take, without the store and the category ids. */
export type ProductInput = Omit<AddProductBody, 'storeId' | 'categoryIds'> & { slug: string };
export type ProductField = keyof ProductInput;

export interface DraftCategory {
  slug: string;
  name: string;
  /** A category created for the file is automatic with this rule (Shopify's types). */
  rule?: CategoryRule;
}

export interface ProductDraft {
  slug: string;
  /** Spreadsheet rows of this product, in file order. */
  rows: number[];
  /** The checked product; undefined when the draft has errors. */
  input: ProductInput | undefined;
  /** Fields the file gives: an update of an existing product changes only these. */
  fields: Set<ProductField>;
  categories: DraftCategory[];
  /** `replace`: the product's categories become these; `merge`: these are added. */
  categoryMode: 'replace' | 'merge' | 'keep';
  /**
   * The variant fields the file has a column for: an update keeps a variant's others as they
   * are (an older export without weights, a file without stock, barcodes or costs).
   */
  variantFields: ReadonlySet<VariantFileField>;
  /** What the dry run should tell about this product, counted by kind. */
  notes: Map<ImportNote, number>;
  errors: ImportRowError[];
  /** The cell an error path (from a later write) points at. */
  locate(path: (string | number)[]): { row: number; column: string };
}

/** A variant field a file may leave out (then an update keeps the variant's). */
export type VariantFileField =
  'stock' | 'inventoryPolicy' | 'weightGrams' | 'requiresShipping' | 'barcode' | 'cost';

/** Something an import does that the merchant should hear of, though it is no error. */
export type ImportNote =
  'notShipped' | 'unpublished' | 'unshowableImage' | 'untracked' | 'continueSelling';

/** A valid store id for the schema check (the real store is the route's). */
const CHECK_STORE_ID = '6f1c2a7e-8a4b-4c1e-9d2f-3b5a6c7d8e9f';

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const INTEGER = /^[+-]?\d+(\.0*)?$/;

export class DraftBuilder {
  readonly rows: number[] = [];
  readonly errors: ImportRowError[] = [];
  readonly fields = new Set<ProductField>();
  readonly product: Record<string, unknown> = {};
  categories: DraftCategory[] = [];
  categoryMode: ProductDraft['categoryMode'] = 'keep';
  readonly variantFields = new Set<VariantFileField>();
  readonly notes = new Map<ImportNote, number>();
  private readonly cells = new Map<string, { row: number; key: string }>();

  constructor(
    private readonly table: CsvTable,
    readonly slug: string,
    readonly firstRow: number,
  ) {}

  /** The column's header as the file spells it. */
  header(key: string): string {
    return this.table.columns.get(key) ?? key;
  }

  has(key: string): boolean {
    return this.table.columns.has(key);
  }

  error(row: number, key: string, message: string): void {
    this.errors.push({ row, column: key ? this.header(key) : '', message });
  }

  /** Records where the value at `path` came from. */
  at(path: string, row: number, key: string): void {
    this.cells.set(path, { row, key });
  }

  /** Sets a product field from a cell (and remembers the cell for error messages). */
  set(field: ProductField, value: unknown, row: number, key: string): void {
    this.product[field] = value;
    this.fields.add(field);
    this.at(field, row, key);
  }

  /** Forgets a field set before (the file's cell means nothing for this product). */
  unset(field: ProductField): void {
    delete this.product[field];
    this.fields.delete(field);
  }

  /** A decimal cell: undefined when empty; an error (and undefined) when not a number. */
  decimal(r: CsvRow, key: string, label: string): number | undefined {
    const text = r.get(key).replace(/^\$/, '');
    if (text === '') return undefined;
    if (!DECIMAL.test(text)) {
      this.error(r.row, key, `${label} must be a number like 19.99 (got '${text.slice(0, 40)}')`);
      return undefined;
    }
    return Number(text);
  }

  /** A whole-number cell: undefined when empty; an error (and undefined) when not one. */
  integer(r: CsvRow, key: string, label: string): number | undefined {
    const text = r.get(key);
    if (text === '') return undefined;
    if (!INTEGER.test(text)) {
      this.error(r.row, key, `${label} must be a whole number (got '${text.slice(0, 40)}')`);
      return undefined;
    }
    return Math.trunc(Number(text));
  }

  /** The file gives variant field `field` when it has column `key`. */
  variantColumn(field: VariantFileField, key: string): void {
    if (this.has(key)) this.variantFields.add(field);
  }

  /** Counts a note of `kind` for the dry run. */
  note(kind: ImportNote): void {
    this.notes.set(kind, (this.notes.get(kind) ?? 0) + 1);
  }

  locate(path: (string | number)[]): { row: number; column: string } {
    for (let n = path.length; n > 0; n--) {
      const hit = this.cells.get(path.slice(0, n).join('.'));
      if (hit) return { row: hit.row, column: this.header(hit.key) };
    }
    return { row: this.firstRow, column: '' };
  }

  /** Checks the product with the add-product schema and answers the draft. */
  finish(): ProductDraft {
    let input: ProductInput | undefined;
    if (!this.errors.length) {
      const checked = addProductBodySchema.safeParse({
        ...this.product,
        storeId: CHECK_STORE_ID,
        slug: this.slug,
        categoryIds: [],
      });
      if (checked.success) {
        const { storeId: _s, categoryIds: _c, ...rest } = checked.data;
        input = { ...rest, slug: this.slug };
      } else {
        const seen = new Set<string>();
        for (const issue of checked.error.issues) {
          const path = issue.path.filter(
            (p): p is string | number => typeof p === 'string' || typeof p === 'number',
          );
          const { row, column } = this.locate(path);
          const key = `${row}\u0000${column}\u0000${issue.message}`;
          if (seen.has(key)) continue;
          seen.add(key);
          this.errors.push({ row, column, message: issue.message });
        }
      }
    }
    this.errors.sort((a, b) => a.row - b.row);
    return {
      slug: this.slug,
      rows: this.rows,
      input,
      fields: this.fields,
      categories: this.categories,
      categoryMode: this.categoryMode,
      variantFields: this.variantFields,
      notes: this.notes,
      errors: this.errors,
      locate: (path) => this.locate(path),
    };
  }
}

/** Splits a `|`-separated list cell, trimming and dropping empty entries. */
export const splitList = (text: string) =>
  text
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * A product's custom data after an import: the file's facts by key (an empty value removes
 * that fact), the product's other facts kept, in their order, the file's new ones after.
 */
export function mergeCustomData(
  current: readonly CustomDataEntry[],
  file: readonly CustomDataEntry[],
): CustomDataEntry[] {
  const byKey = new Map(file.map((e) => [e.key, e]));
  const out: CustomDataEntry[] = [];
  for (const e of current) {
    const next = byKey.get(e.key);
    if (!next) out.push(e);
    else if (next.value.trim()) out.push(next);
    byKey.delete(e.key);
  }
  for (const e of byKey.values()) if (e.value.trim()) out.push(e);
  return out;
}
