/**
 * /dashboard/categories: the store's categories with their images and product counts;
 * search and sort in the URL; each opens its editor, shows its products, or is deleted
 * behind a confirmation that says what happens to its products. Selected rows are deleted
 * together (all or none), confirmed the same way.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { Link } from 'react-router-dom';
import { countOf, describeCategoryRule, type AdminCategory } from '../../../shared';
import { useCurrentStore } from '../../state/use-current-store';
import {
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  IndexPage,
  QueryError,
  SearchBox,
  Thumbnail,
  useQueryParams,
  type DataTableColumn,
} from '../../kit';
import { categoryQueries, invalidateCategories } from '../catalogue-queries';
import { catalogApi } from '../catalog-api';
import {
  categoriesDeletedText,
  deleteCategoriesConsequence,
  filterCategories,
  readCategoryListQuery,
} from './category-list';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';

export const editCategoryHref = (id: string) =>
  `/dashboard/edit-category/${encodeURIComponent(id)}`;
export const categoryProductsHref = (id: string) =>
  `/dashboard/products?category=${encodeURIComponent(id)}`;

function columns(onDelete: (c: AdminCategory) => void): DataTableColumn<AdminCategory>[] {
  return [
    {
      id: 'image',
      header: 'Image',
      headerHidden: true,
      className: 'catalog-thumb-cell',
      cell: (c) => <Thumbnail src={c.image} alt="" />,
    },
    {
      id: 'name',
      header: 'Category',
      rowHeader: true,
      sort: { asc: 'name_asc', desc: 'name_desc' },
      cell: (c) => (
        <div className="catalog-name-cell">
          <Link to={editCategoryHref(c.id)} data-testid="category-link">
            {c.name}
          </Link>
          <span className="muted">/collection/{c.slug}</span>
          {c.rule ? (
            <span className="muted" data-testid="category-rule-summary">
              Automatic: {describeCategoryRule(c.rule)}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'products',
      header: 'Products',
      align: 'end',
      sort: { asc: 'products_asc', desc: 'products_desc' },
      cell: (c) => (
        <Link
          to={categoryProductsHref(c.id)}
          className="catalog-count-link"
          data-testid="category-product-count"
        >
          {countOf(c.productCount, 'product', 'products')}
          <span className="visually-hidden"> in {c.name}</span>
        </Link>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      align: 'end',
      cell: (c) => (
        <button
          type="button"
          className="button button-danger-outline button-small"
          onClick={() => onDelete(c)}
          aria-label={`Delete ${c.name}`}
          data-testid="category-delete"
        >
          Delete
        </button>
      ),
    },
  ];
}

export function CategoriesScreen() {
  const queryClient = useQueryClient();
  const storeId = useCurrentStore().storeId ?? '';
  const categories = useQuery(categoryQueries.list(storeId));
  const [params, setParams] = useQueryParams();
  const query = readCategoryListQuery(params);
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);
  const tableColumns = useMemo(() => columns(setToDelete), []);
  const onSearch = useCallback(
    (search: string) => setParams({ q: search.trim() || null }, { replace: true }),
    [setParams],
  );
  const rows = categories.data ? filterCategories(categories.data, query) : undefined;
  const storeIsEmpty = categories.data?.length === 0;

  // Bulk: the rows selected among those shown (a new search starts with none).
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [selectionFor, setSelectionFor] = useState(query.search);
  if (selectionFor !== query.search) {
    setSelectionFor(query.search);
    setSelection(new Set());
  }
  const selected = (rows ?? []).filter((c) => selection.has(c.id));
  const [confirmBulk, setConfirmBulk] = useState(false);
  const bulkDelete = useMutation({
    mutationFn: () =>
      catalogApi.deleteCategories(
        storeId,
        selected.map((c) => c.id),
      ),
    onSuccess: (reply) => {
      const gone = new Set(selected.map((c) => c.id));
      queryClient.setQueryData<AdminCategory[]>(categoryQueries.list(storeId).queryKey, (list) =>
        list?.filter((c) => !gone.has(c.id)),
      );
      invalidateCategories(queryClient, storeId);
      toast.success(categoriesDeletedText(reply.deleted, reply.productCount));
      setConfirmBulk(false);
      setSelection(new Set());
    },
  });
  const selectedCount = countOf(selected.length, 'category', 'categories');

  const addLink = (label: string) => (
    <Link to="/dashboard/addcategory" className="button button-primary" data-testid="add-category">
      {label}
    </Link>
  );

  return (
    <IndexPage
      title="Categories"
      description="Group products so shoppers can browse them; each category has its own page on your store."
      // An empty store's one primary action is its empty state's.
      primaryAction={storeIsEmpty ? undefined : addLink('Add category')}
      data-testid="categories-screen"
    >
      <Card className="kit-list-card" data-testid="categories-card">
        {storeIsEmpty ? (
          <EmptyState
            title="Add your first category"
            action={addLink('Add your first category')}
            data-testid="categories-empty"
          >
            Categories such as “Summer” or “Shoes” group your products on your store.
          </EmptyState>
        ) : (
          <>
            <div className="kit-toolbar">
              <SearchBox
                value={query.search}
                onSearch={onSearch}
                label="Search categories"
                placeholder="Search by name"
                data-testid="categories-search"
              />
            </div>
            {categories.isError ? (
              <QueryError
                what="your categories"
                query={categories}
                data-testid="categories-error"
              />
            ) : (
              <DataTable
                label="Categories"
                columns={tableColumns}
                rows={rows}
                rowKey={(c) => c.id}
                rowLabel={(c) => `Select ${c.name}`}
                selection={selection}
                onSelectionChange={setSelection}
                bulkActions={
                  <button
                    type="button"
                    className="button button-danger-outline button-small"
                    onClick={() => {
                      bulkDelete.reset();
                      setConfirmBulk(true);
                    }}
                    data-testid="bulk-delete"
                  >
                    Delete
                  </button>
                }
                sort={query.sort}
                onSort={(sort) => setParams({ sort })}
                empty={
                  <EmptyState
                    title="No categories match"
                    action={
                      <Link to="?" className="button button-secondary">
                        Clear search
                      </Link>
                    }
                    data-testid="categories-no-match"
                  >
                    Try another name.
                  </EmptyState>
                }
                rowTestId="category-row"
                data-testid="categories-table"
              />
            )}
          </>
        )}
      </Card>
      {confirmBulk ? (
        <ConfirmDialog
          title={`Delete ${selectedCount}?`}
          confirmLabel={`Delete ${selectedCount}`}
          pendingLabel="Deleting…"
          mutation={bulkDelete}
          onConfirm={() => bulkDelete.mutate()}
          onCancel={() => setConfirmBulk(false)}
        >
          <p data-testid="delete-categories-consequence">
            {deleteCategoriesConsequence(selected.some((c) => c.productCount > 0))}
          </p>
          <ul className="catalog-name-list">
            {selected.slice(0, 5).map((c) => (
              <li key={c.id}>{c.name}</li>
            ))}
            {selected.length > 5 ? <li className="muted">and {selected.length - 5} more</li> : null}
          </ul>
        </ConfirmDialog>
      ) : null}
      {toDelete ? (
        <DeleteCategoryDialog
          category={toDelete}
          onCancel={() => setToDelete(null)}
          onDeleted={() => {
            queryClient.setQueryData<AdminCategory[]>(
              categoryQueries.list(storeId).queryKey,
              (list) => list?.filter((c) => c.id !== toDelete.id),
            );
            invalidateCategories(queryClient, storeId);
            setToDelete(null);
          }}
        />
      ) : null}
    </IndexPage>
  );
}
