/**
 * One paged list of the SEO screen (the overview, the redirects): the query's rows in the
 * kit's DataTable (skeleton first, dimmed while the next page loads), or its failure with
 * Retry; pagination when there is more than one page.
 */
import {
  DataTable,
  Pagination,
  QueryError,
  type DataTableProps,
  type RetryableQuery,
} from '../../kit';

interface PagedQuery<Row> extends RetryableQuery {
  isError: boolean;
  isPlaceholderData: boolean;
  data?: { content: Row[]; totalPages: number; size: number; totalElements: number };
}

type PagedTableProps<Row> = Omit<DataTableProps<Row>, 'rows' | 'refreshing'> & {
  query: PagedQuery<Row>;
  /** After "We could not load": "your redirects". */
  what: string;
  errorTestId: string;
  page: number;
  onPageChange: (page: number) => void;
  /** The pagination's noun, singular and plural: `['redirect', 'redirects']`. */
  noun: readonly [string, string];
};

export function PagedTable<Row>({
  query,
  what,
  errorTestId,
  page,
  onPageChange,
  noun,
  ...table
}: PagedTableProps<Row>) {
  return (
    <>
      {query.isError ? (
        <QueryError what={what} query={query} data-testid={errorTestId} />
      ) : (
        <DataTable {...table} rows={query.data?.content} refreshing={query.isPlaceholderData} />
      )}
      {query.data && query.data.totalPages > 1 ? (
        <Pagination
          page={page}
          pageSize={query.data.size}
          total={query.data.totalElements}
          noun={noun}
          onPageChange={onPageChange}
        />
      ) : null}
    </>
  );
}
