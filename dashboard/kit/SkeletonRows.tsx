/**
 * Placeholder table rows while a list loads: the table keeps its shape, so nothing jumps
 * when the rows arrive. Hidden from screen readers; the table says it is busy.
 */
import './kit.css';

export interface SkeletonRowsProps {
  columns: number;
  /** Defaults to `5`. */
  rows?: number;
}

export function SkeletonRows({ columns, rows = 5 }: SkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} aria-hidden="true" className="kit-skeleton-row" data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c}>
              <span className={`skeleton${c === 1 ? ' skeleton-wide' : ''}`} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
