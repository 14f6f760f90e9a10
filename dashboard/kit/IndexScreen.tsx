/**
 * The index screen (products, orders, media, customers): `IndexPage`'s header, then
 * one list card with the status tabs, the toolbar (search, filters), the filter note, and
 * the list itself: skeleton rows while the first page loads, the query's error with Retry,
 * the store's empty state, a filter's "no match" state, the table (or the screen's own
 * grid) and the pagination. Filters, search and page live in the URL (`useQueryParams`);
 * a page past the end (an old bookmark, the last rows deleted) moves to the last page.
 *
 * The screen keeps its query (`useQuery(area.list(params))`, a `*-queries.ts` factory) and
 * hands the result in, since it may need the rows too (counts on tabs, a bulk selection).
 */
import './kit.css';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from './Card';
import { DataTable, type DataTableProps } from './DataTable';
import { EmptyState } from './EmptyState';
import { FilterSelect } from './FilterSelect';
import { FilterTabs, type FilterTabsProps } from './FilterTabs';
import { IndexPage, type IndexPageProps } from './IndexPage';
import { Pagination } from './Pagination';
import { toPageParam, type QueryPatch } from './query-params';
import { QueryError } from './QueryError';
import { SearchBox } from './SearchBox';
import { useQueryParams } from './use-query-params';

/** One page of an index as the API answers it. */
export interface IndexData {
  totalElements: number;
  totalPages: number;
  /** More than `totalElements` match (a long list counted only so far). */
  totalIsLowerBound?: boolean;
}

/** A select filter kept in one query parameter. */
export interface IndexFilter {
  param: string;
  label: string;
  /** The current choice as the screen read it, `''` for any. */
  value: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  testId: string;
}

export interface IndexSearch {
  value: string;
  label: string;
  placeholder: string;
  testId: string;
  /** The longest search the list's API takes (SearchBox's default otherwise). */
  maxLength?: number;
  /** More parameters a new search clears (an old spelling of `q`). */
  clears?: QueryPatch;
}

/** The table: `DataTable`'s props but the rows, which come from the query. */
export type IndexTable<Row> = Omit<DataTableProps<Row>, 'rows' | 'refreshing' | 'empty'>;

export interface IndexScreenProps<Data extends IndexData, Row> extends Omit<
  IndexPageProps,
  'children' | 'data-testid'
> {
  /** `products` names the parts: `products-screen`, `-card`, `-error`. */
  testIdPrefix: string;
  /** The list's query (from the area's factory) and its rows. */
  list: UseQueryResult<Data>;
  rowsOf: (data: Data) => Row[];
  /** Zero-based, as read from the URL. */
  page: number;
  pageSize: number;
  /** The noun of the pagination line, singular and plural: `['product', 'products']`. */
  noun: readonly [string, string];
  /** For the error: "Could not load your products". */
  what: string;
  /** The store has nothing at all to list: `empty` replaces the whole card's body. */
  storeIsEmpty: boolean;
  empty: ReactNode;
  /**
   * Nothing matches the search or filters. By default "No products match", Clear filters and
   * "Try another search or filter, or clear them to see every product." (`products-no-match`).
   */
  noMatch?: ReactNode;
  tabs?: FilterTabsProps;
  search?: IndexSearch;
  filters?: IndexFilter[];
  /** Toolbar parts of the screen's own (a date range), after the filters. */
  toolbarExtra?: ReactNode;
  toolbarClassName?: string;
  /** The active filters in words, when any narrows the list. */
  filterSummary?: string | undefined;
  /** Above the list (a failed bulk action). */
  notice?: ReactNode;
  table?: IndexTable<Row>;
  /** The list when it is not a table (the media grid); rows are `undefined` while loading. */
  renderList?: (rows: Row[] | undefined, refreshing: boolean) => ReactNode;
  cardClassName?: string;
  /** The list card's test id, `${testIdPrefix}-card` unless given. */
  cardTestId?: string;
  /** Cards before the list card (the uploads) and anything after it (dialogs). */
  before?: ReactNode;
  after?: ReactNode;
}

/** Moves a page past the end of the list to its last page, replacing the history entry. */
function usePastEndRedirect(
  data: IndexData | undefined,
  rows: number | undefined,
  page: number,
  setParams: ReturnType<typeof useQueryParams>[1],
) {
  const pastEnd = data !== undefined && rows === 0 && data.totalElements > 0 && page > 0;
  const lastPage = data ? Math.max(0, data.totalPages - 1) : 0;
  useEffect(() => {
    if (pastEnd) setParams({ page: toPageParam(lastPage) }, { replace: true });
  }, [pastEnd, lastPage, setParams]);
}

export function IndexScreen<Data extends IndexData, Row>(props: IndexScreenProps<Data, Row>) {
  const { list, rowsOf, page, testIdPrefix: id, search } = props;
  const [, setParams] = useQueryParams();
  const data = list.data;
  const rows = list.isPending ? undefined : data ? rowsOf(data) : [];
  usePastEndRedirect(data, data ? rowsOf(data).length : undefined, page, setParams);

  const clears = search?.clears;
  const onSearch = useCallback(
    (text: string) => setParams({ q: text.trim() || null, ...clears }, { replace: true }),
    [setParams, clears],
  );

  const body = list.isError ? (
    <QueryError what={props.what} query={list} data-testid={`${id}-error`} />
  ) : (
    <>
      {props.notice}
      {rows && rows.length === 0 ? (
        (props.noMatch ?? (
          <EmptyState
            title={`No ${props.noun[1]} match`}
            action={<ClearFiltersLink />}
            data-testid={`${id}-no-match`}
          >
            Try another search or filter, or clear them to see every {props.noun[0]}.
          </EmptyState>
        ))
      ) : props.table ? (
        <DataTable {...props.table} rows={rows} refreshing={list.isPlaceholderData} />
      ) : (
        props.renderList?.(rows, list.isPlaceholderData)
      )}
      {rows && rows.length > 0 && data && data.totalElements > 0 ? (
        <Pagination
          page={page}
          pageSize={props.pageSize}
          total={data.totalElements}
          totalIsLowerBound={data.totalIsLowerBound}
          noun={props.noun}
          onPageChange={(next) => setParams({ page: toPageParam(next) })}
        />
      ) : null}
    </>
  );

  return (
    <IndexPage
      title={props.title}
      description={props.description}
      // An empty store's one primary action is its empty state's ("Add your first product").
      primaryAction={props.storeIsEmpty ? undefined : props.primaryAction}
      secondaryActions={props.secondaryActions}
      data-testid={`${id}-screen`}
    >
      {props.before}
      <Card
        className={`kit-list-card${props.cardClassName ? ` ${props.cardClassName}` : ''}`}
        data-testid={props.cardTestId ?? `${id}-card`}
      >
        {props.storeIsEmpty ? (
          props.empty
        ) : (
          <>
            {props.tabs ? <FilterTabs {...props.tabs} /> : null}
            <div
              className={`kit-toolbar${props.toolbarClassName ? ` ${props.toolbarClassName}` : ''}`}
            >
              {search ? (
                <SearchBox
                  value={search.value}
                  onSearch={onSearch}
                  label={search.label}
                  placeholder={search.placeholder}
                  maxLength={search.maxLength}
                  data-testid={search.testId}
                />
              ) : null}
              {props.filters?.map((f) => (
                <FilterSelect
                  key={f.param}
                  label={f.label}
                  value={f.value}
                  anyLabel={f.anyLabel}
                  options={f.options}
                  onChange={(value) => setParams({ [f.param]: value })}
                  data-testid={f.testId}
                />
              ))}
              {props.toolbarExtra}
            </div>
            {props.filterSummary ? (
              <div className="kit-filter-note" data-testid="filter-summary">
                <span>
                  <span className="muted">Filtered: </span>
                  {props.filterSummary}
                </span>
                <Link to="?" className="button button-link">
                  Clear filters
                </Link>
              </div>
            ) : null}
            {body}
          </>
        )}
      </Card>
      {props.after}
    </IndexPage>
  );
}

/** The "no match" state's action: back to the unfiltered list. */
export function ClearFiltersLink({ label = 'Clear filters' }: { label?: string }) {
  return (
    <Link to="?" className="button button-secondary" data-testid="clear-filters">
      {label}
    </Link>
  );
}
