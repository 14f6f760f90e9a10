/**
 * /dashboard/products: the products index. Status tabs, search, category and stock
 * filters and the sort live in the URL; the table pages through filtered-products with
 * skeleton rows, an empty state, an error with Retry, and bulk actions on the selection.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductListItem, ProductSort } from '../../../shared';
import { useCurrentStore } from '../../hooks/use-current-store';
import { useFormatMoney } from '../../hooks/use-format-money';
import {
  Banner,
  Card,
  DataTable,
  EmptyState,
  FilterSelect,
  FilterTabs,
  IndexPage,
  Pagination,
  QueryError,
  SearchBox,
  useQueryParams,
} from '../../kit';
import { categoryQueries, productQueries } from '../catalog-queries';
import { ProductImportExport } from '../import-export';
import { stockStateLabels } from '../stock';
import { productColumns } from './product-columns';
import { ProductBulkActions } from './ProductBulkActions';
import {
  PRODUCTS_PAGE_SIZE,
  describeFilters,
  isFiltered,
  readProductListQuery,
  toPageParam,
  toProductListParams,
} from './product-list-query';

const sortOptions: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name_asc', label: 'Name A–Z' },
  { value: 'name_desc', label: 'Name Z–A' },
  { value: 'price_asc', label: 'Price, low to high' },
  { value: 'price_desc', label: 'Price, high to low' },
  { value: 'stock_asc', label: 'Stock, low to high' },
  { value: 'stock_desc', label: 'Stock, high to low' },
];

const stockOptions = Object.entries(stockStateLabels).map(([value, label]) => ({ value, label }));

export function ProductsScreen() {
  const storeId = useCurrentStore().storeId ?? '';
  const { format } = useFormatMoney();
  const [params, setParams] = useQueryParams();
  const query = readProductListQuery(params);
  const listParams = toProductListParams(storeId, query);
  const products = useQuery(productQueries.list(listParams));
  const categories = useQuery(categoryQueries.list(storeId));
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [bulkFailure, setBulkFailure] = useState<string[] | null>(null);

  // A new page or filter starts with nothing selected (the rows are different ones).
  const listKey = JSON.stringify(listParams);
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelection(new Set());
    setBulkFailure(null);
  }

  const page = products.data;
  // A page past the end (after deleting its last rows, or an old bookmark): show the last one.
  const pastEnd =
    page !== undefined && page.content.length === 0 && page.totalElements > 0 && query.page > 0;
  const lastPage = page ? Math.max(0, page.totalPages - 1) : 0;
  useEffect(() => {
    if (pastEnd) setParams({ page: toPageParam(lastPage) }, { replace: true });
  }, [pastEnd, lastPage, setParams]);

  const onSearch = useCallback(
    (search: string) => setParams({ q: search.trim() || null }, { replace: true }),
    [setParams],
  );
  const columns = useMemo(() => productColumns(format), [format]);
  const filtered = isFiltered(query);
  const rows = products.isPending ? undefined : (page?.content ?? []);
  const selectedRows: ProductListItem[] = (page?.content ?? []).filter((p) => selection.has(p.id));
  const storeIsEmpty = !filtered && page?.totalElements === 0;

  const clearFilters = (
    <Link to="?" className="button button-secondary" data-testid="clear-filters">
      Clear filters
    </Link>
  );

  return (
    <IndexPage
      title="Products"
      description="Everything your store sells. Drafts stay hidden from shoppers until you make them active."
      secondaryActions={<ProductImportExport storeId={storeId} />}
      primaryAction={
        <Link
          to="/dashboard/addproduct"
          className="button button-primary"
          data-testid="add-product"
        >
          Add product
        </Link>
      }
      data-testid="products-screen"
    >
      <Card className="kit-list-card" data-testid="products-card">
        {storeIsEmpty ? (
          <EmptyState
            title="Add your first product"
            action={
              <Link to="/dashboard/addproduct" className="button button-primary">
                Add your first product
              </Link>
            }
            data-testid="products-empty"
          >
            Products you add show up here, ready to sell on your store.
          </EmptyState>
        ) : (
          <>
            <FilterTabs
              label="Product status"
              param="status"
              tabs={[
                { value: null, label: 'All' },
                { value: 'active', label: 'Active' },
                { value: 'draft', label: 'Draft' },
              ]}
              data-testid="status-tabs"
            />
            <div className="kit-toolbar">
              <SearchBox
                value={query.search}
                onSearch={onSearch}
                label="Search products"
                placeholder="Search by name or SKU"
                data-testid="products-search"
              />
              <FilterSelect
                label="Category"
                value={query.category ?? ''}
                anyLabel="All categories"
                options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                onChange={(category) => setParams({ category })}
                data-testid="filter-category"
              />
              <FilterSelect
                label="Stock"
                value={query.stock ?? ''}
                anyLabel="Any stock"
                options={stockOptions}
                onChange={(stock) => setParams({ stock })}
                data-testid="filter-stock"
              />
              <FilterSelect
                label="Sort"
                value={query.sort === 'newest' ? '' : query.sort}
                anyLabel="Newest first"
                options={sortOptions.slice(1)}
                onChange={(sort) => setParams({ sort })}
                data-testid="sort-select"
              />
            </div>
            {filtered ? (
              <div className="kit-filter-note" data-testid="filter-summary">
                <span>
                  <span className="muted">Filtered: </span>
                  {describeFilters(
                    query,
                    categories.data?.find((c) => c.id === query.category)?.name,
                  )}
                </span>
                <Link to="?" className="button button-link">
                  Clear filters
                </Link>
              </div>
            ) : null}
            {products.isError ? (
              <QueryError
                what="your products"
                error={products.error}
                onRetry={() => void products.refetch()}
                retrying={products.isFetching}
                data-testid="products-error"
              />
            ) : (
              <>
                {bulkFailure ? (
                  <Banner tone="critical" title="Nothing was changed" data-testid="bulk-failure">
                    <ul>
                      {bulkFailure.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </Banner>
                ) : null}
                <DataTable
                  label="Products"
                  columns={columns}
                  rows={rows}
                  rowKey={(p) => p.id}
                  rowLabel={(p) => `Select ${p.name}`}
                  refreshing={products.isPlaceholderData}
                  sort={query.sort}
                  onSort={(sort) => setParams({ sort })}
                  selection={selection}
                  onSelectionChange={setSelection}
                  bulkActions={
                    <ProductBulkActions
                      storeId={storeId}
                      selected={selectedRows}
                      categories={categories.data ?? []}
                      onDone={() => setSelection(new Set())}
                      onFailure={setBulkFailure}
                    />
                  }
                  empty={
                    <EmptyState
                      title="No products match"
                      action={clearFilters}
                      data-testid="products-no-match"
                    >
                      Try another search or filter, or clear them to see every product.
                    </EmptyState>
                  }
                  rowTestId="product-row"
                  data-testid="products-table"
                />
                {page && page.totalElements > 0 ? (
                  <Pagination
                    page={query.page}
                    pageSize={PRODUCTS_PAGE_SIZE}
                    total={page.totalElements}
                    noun={page.totalElements === 1 ? 'product' : 'products'}
                    onPageChange={(next) => setParams({ page: toPageParam(next) })}
                  />
                ) : null}
              </>
            )}
          </>
        )}
      </Card>
    </IndexPage>
  );
}
