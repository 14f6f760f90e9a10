/**
 * /dashboard/products: the products index. Status tabs, search, category and stock
 * filters and the sort live in the URL; the table pages through filtered-products with
 * skeleton rows, an empty state, an error with Retry, and bulk actions on the selection.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCount, type ProductListItem, type ProductSort } from '../../../shared';
import { useCurrentStore } from '../../state/use-current-store';
import { useFormatMoney } from '../../state/use-format-money';
import { Banner, EmptyState, IndexScreen, useQueryParams } from '../../kit';
import { categoryQueries, productQueries } from '../catalogue-queries';
import { ProductImportExport } from '../import-export';
import { stockStateLabels } from '../stock';
import { productColumns } from './product-columns';
import { ProductBulkActions } from './ProductBulkActions';
import {
  PRODUCTS_PAGE_SIZE,
  describeFilters,
  isFiltered,
  readProductListQuery,
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
  const tags = useQuery(productQueries.tags(storeId));
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
  const columns = useMemo(() => productColumns(format), [format]);
  const filtered = isFiltered(query);
  const selectedRows: ProductListItem[] = (page?.content ?? []).filter((p) => selection.has(p.id));

  return (
    <IndexScreen
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
      testIdPrefix="products"
      list={products}
      rowsOf={(data) => data.content}
      page={query.page}
      pageSize={PRODUCTS_PAGE_SIZE}
      noun={['product', 'products']}
      what="your products"
      storeIsEmpty={!filtered && page?.totalElements === 0}
      empty={
        <EmptyState
          title="Add your first product"
          link={{ to: '/dashboard/addproduct', label: 'Add your first product' }}
          data-testid="products-empty"
        >
          Products you add show up here, ready to sell on your store.
        </EmptyState>
      }
      tabs={{
        label: 'Product status',
        param: 'status',
        tabs: [
          { value: null, label: 'All' },
          { value: 'active', label: 'Active' },
          { value: 'draft', label: 'Draft' },
        ],
        'data-testid': 'status-tabs',
      }}
      search={{
        value: query.search,
        label: 'Search products',
        placeholder: 'Search by name or SKU',
        testId: 'products-search',
      }}
      filters={[
        {
          param: 'category',
          label: 'Category',
          value: query.category ?? '',
          anyLabel: 'All categories',
          options: (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          testId: 'filter-category',
        },
        // A store whose products carry tags can narrow the list by one.
        ...(tags.data?.tags.length || query.tag
          ? [
              {
                param: 'tag',
                label: 'Tag',
                value: query.tag ?? '',
                anyLabel: 'Any tag',
                options: (tags.data?.tags ?? []).map((t) => ({
                  value: t.tag,
                  label: `${t.tag} (${formatCount(t.count)})`,
                })),
                testId: 'filter-tag',
              },
            ]
          : []),
        {
          param: 'stock',
          label: 'Stock',
          value: query.stock ?? '',
          anyLabel: 'Any stock',
          options: stockOptions,
          testId: 'filter-stock',
        },
        {
          param: 'sort',
          label: 'Sort',
          value: query.sort === 'newest' ? '' : query.sort,
          anyLabel: 'Newest first',
          options: sortOptions.slice(1),
          testId: 'sort-select',
        },
      ]}
      filterSummary={
        filtered
          ? describeFilters(query, categories.data?.find((c) => c.id === query.category)?.name)
          : undefined
      }
      notice={
        bulkFailure ? (
          <Banner tone="critical" title="Nothing was changed" data-testid="bulk-failure">
            <ul>
              {bulkFailure.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Banner>
        ) : null
      }
      table={{
        label: 'Products',
        columns,
        rowKey: (p) => p.id,
        rowLabel: (p) => `Select ${p.name}`,
        sort: query.sort,
        onSort: (sort) => setParams({ sort }),
        selection,
        onSelectionChange: setSelection,
        bulkActions: (
          <ProductBulkActions
            storeId={storeId}
            selected={selectedRows}
            categories={categories.data ?? []}
            onDone={() => setSelection(new Set())}
            onFailure={setBulkFailure}
          />
        ),
        rowTestId: 'product-row',
        'data-testid': 'products-table',
      }}
    />
  );
}
