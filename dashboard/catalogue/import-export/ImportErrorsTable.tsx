/**
 * Per-row problems of an import (dry run or job): the spreadsheet row, the column as the
 * file names it, and what is wrong. Long lists show their first rows and say how many more.
 */
import { countOf, type ImportRowError } from '../../../shared';

const SHOWN = 200;

export interface ImportErrorsTableProps {
  errors: ImportRowError[];
  /** How many there were in all (the server keeps the first 1,000). */
  total?: number;
  caption: string;
  'data-testid'?: string;
}

export function ImportErrorsTable({
  errors,
  total = errors.length,
  caption,
  'data-testid': testId,
}: ImportErrorsTableProps) {
  if (!errors.length) return null;
  const more = total - Math.min(errors.length, SHOWN);
  return (
    <div className="import-errors">
      <div className="table-scroll import-errors-scroll">
        <table className="kit-table" data-testid={testId}>
          <caption className="import-errors-caption">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="kit-align-end">
                Row
              </th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {errors.slice(0, SHOWN).map((e, i) => (
              <tr key={`${e.row}-${e.column}-${i}`} data-testid="import-error-row">
                <td className="kit-align-end">{e.row > 0 ? e.row : '—'}</td>
                <td>{e.column || <span className="muted">whole row</span>}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 ? (
        <p className="muted">
          And {countOf(more, 'more problem', 'more problems')}: fix these and check the file again
          to see the rest.
        </p>
      ) : null}
    </div>
  );
}
