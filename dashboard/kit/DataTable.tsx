/**
 * An index table: sortable column headers (`aria-sort`), row selection with a select-all
 * checkbox, a bulk-action bar that appears while rows are selected, skeleton rows while
 * loading, and an empty slot. Sorting and selection are the screen's state.
 */
import './kit.css';
import { TableScroll } from './TableScroll';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { SkeletonRows } from './SkeletonRows';

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** Header text for screen readers only (an image column). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** The sort keys this header toggles between. */
  sort?: { asc: string; desc: string };
  align?: 'start' | 'end';
  /** Renders the cell as the row's header (`<th scope="row">`). */
  rowHeader?: boolean;
  className?: string;
}

export interface DataTableProps<Row> {
  /** The table's caption (visually hidden): "Products". */
  label: string;
  columns: DataTableColumn<Row>[];
  /** `undefined` while the first load runs (skeleton rows). */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  /** What a row's checkbox selects: "Select Linen Shirt". */
  rowLabel: (row: Row) => string;
  /** True while newer rows load over the shown ones. */
  refreshing?: boolean;
  sort?: string;
  onSort?: (sort: string) => void;
  /** Row selection; without `onSelectionChange` the table has no checkboxes. */
  selection?: ReadonlySet<string>;
  onSelectionChange?: (selection: Set<string>) => void;
  /** The bulk-action bar's actions, shown while rows are selected. */
  bulkActions?: ReactNode;
  /** Shown instead of the table when `rows` is empty. */
  empty?: ReactNode;
  rowTestId?: string;
  'data-testid'?: string;
}

function SelectAll({
  checked,
  indeterminate,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked}
      aria-label={label}
      onChange={(e) => onChange(e.target.checked)}
      data-testid="select-all"
    />
  );
}

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowLabel,
  refreshing = false,
  sort,
  onSort,
  selection,
  onSelectionChange,
  bulkActions,
  empty,
  rowTestId,
  'data-testid': testId,
}: DataTableProps<Row>) {
  const selectable = Boolean(onSelectionChange);
  const selected = selection ?? new Set<string>();
  const keys = rows?.map(rowKey) ?? [];
  const selectedHere = keys.filter((k) => selected.has(k)).length;

  if (rows && rows.length === 0 && empty) return <>{empty}</>;

  function toggle(key: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(key);
    else next.delete(key);
    onSelectionChange?.(next);
  }

  return (
    <div className="kit-table-wrap" data-testid={testId}>
      {selectable && selected.size > 0 ? (
        <div
          className="kit-bulk-bar"
          role="region"
          aria-label="Bulk actions"
          data-testid="bulk-bar"
        >
          <p className="kit-bulk-count" aria-live="polite" data-testid="bulk-count">
            {selected.size} selected
          </p>
          <button
            type="button"
            className="button button-link kit-bulk-clear"
            onClick={() => onSelectionChange?.(new Set())}
          >
            Clear
          </button>
          <div className="kit-bulk-actions">{bulkActions}</div>
        </div>
      ) : null}
      <TableScroll label={label}>
        <table className="kit-table" aria-busy={!rows || refreshing}>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" className="kit-table-check">
                  <SelectAll
                    checked={keys.length > 0 && selectedHere === keys.length}
                    indeterminate={selectedHere > 0 && selectedHere < keys.length}
                    label={`Select all ${label.toLowerCase()} on this page`}
                    onChange={(on) => {
                      const next = new Set(selected);
                      for (const k of keys) {
                        if (on) next.add(k);
                        else next.delete(k);
                      }
                      onSelectionChange?.(next);
                    }}
                  />
                </th>
              ) : null}
              {columns.map((col) => {
                const direction =
                  col.sort && sort === col.sort.asc
                    ? 'ascending'
                    : col.sort && sort === col.sort.desc
                      ? 'descending'
                      : undefined;
                const align = col.align === 'end' ? ' kit-align-end' : '';
                return (
                  <th
                    key={col.id}
                    scope="col"
                    aria-sort={col.sort ? (direction ?? 'none') : undefined}
                    className={`${col.className ?? ''}${align}`}
                  >
                    {col.sort && onSort ? (
                      <button
                        type="button"
                        className="kit-sort"
                        data-testid={`sort-${col.id}`}
                        onClick={() =>
                          onSort(direction === 'ascending' ? col.sort!.desc : col.sort!.asc)
                        }
                      >
                        {col.header}
                        <span className="kit-sort-arrow" aria-hidden="true">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : col.headerHidden ? (
                      <span className="visually-hidden">{col.header}</span>
                    ) : (
                      col.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={refreshing ? 'kit-table-refreshing' : undefined}>
            {!rows ? (
              <SkeletonRows columns={columns.length + (selectable ? 1 : 0)} />
            ) : (
              rows.map((row) => {
                const key = rowKey(row);
                const isSelected = selected.has(key);
                return (
                  <tr
                    key={key}
                    data-testid={rowTestId}
                    data-row-id={key}
                    className={isSelected ? 'kit-row-selected' : undefined}
                  >
                    {selectable ? (
                      <td className="kit-table-check">
                        <input
                          type="checkbox"
                          checked={isSelected}
                          aria-label={rowLabel(row)}
                          onChange={(e) => toggle(key, e.target.checked)}
                          data-testid="row-select"
                        />
                      </td>
                    ) : null}
                    {columns.map((col) => {
                      const className = `${col.className ?? ''}${col.align === 'end' ? ' kit-align-end' : ''}`;
                      return col.rowHeader ? (
                        <th key={col.id} scope="row" className={className}>
                          {col.cell(row)}
                        </th>
                      ) : (
                        <td key={col.id} className={className}>
                          {col.cell(row)}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </TableScroll>
      {!rows ? (
        <p className="visually-hidden" role="status">
          Loading {label.toLowerCase()}…
        </p>
      ) : null}
    </div>
  );
}
