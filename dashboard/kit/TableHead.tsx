/**
 * A hand-built table's header row: a column header per label (amount columns aligned to the
 * end), then the row actions' column, whose name ("Actions" unless given) only screen readers
 * hear; a table without row actions has none.
 */
import type { ReactNode } from 'react';

export interface TableHeadProps {
  labels: readonly ReactNode[];
  /** The indexes of the amount columns, aligned to the end (`kit-align-end`). */
  alignEnd?: readonly number[];
  /** The actions column's hidden name; `null`: the table has no actions column. */
  actions?: string | null;
}

export function TableHead({ labels, alignEnd = [], actions = 'Actions' }: TableHeadProps) {
  return (
    <thead>
      <tr>
        {labels.map((label, i) => (
          <th key={i} scope="col" className={alignEnd.includes(i) ? 'kit-align-end' : undefined}>
            {label}
          </th>
        ))}
        {actions === null ? null : (
          <th scope="col">
            <span className="visually-hidden">{actions}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
