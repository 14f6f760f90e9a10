/**
 * A table's header row: a column header per label, then the row actions' column, whose name
 * ("Actions" unless given) only screen readers hear.
 */
import type { ReactNode } from 'react';

export interface TableHeadProps {
  labels: readonly ReactNode[];
  /** The actions column's hidden name. */
  actions?: string;
}

export function TableHead({ labels, actions = 'Actions' }: TableHeadProps) {
  return (
    <thead>
      <tr>
        {labels.map((label, i) => (
          <th key={i} scope="col">
            {label}
          </th>
        ))}
        <th scope="col">
          <span className="visually-hidden">{actions}</span>
        </th>
      </tr>
    </thead>
  );
}
