/**
 * /dashboard/addcategory and /dashboard/edit-category/{categoryId}: one editor for both;
 * when editing, the category loads first (skeleton, error with Retry, or not found).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { categoryIdSchema } from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import { useCurrentStore } from '../../state/use-current-store';
import { Card, EmptyState, QueryError, ResourcePage } from '../../kit';
import { categoryQueries } from '../catalogue-queries';
import { CategoryForm } from './CategoryForm';

function back(main: ReactNode, title: string) {
  return (
    <ResourcePage title={title} backTo="/dashboard/categories" backLabel="Categories" main={main} />
  );
}

export function CategoryEditorScreen() {
  const { categoryId } = useParams();
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const storeDomain = store.data?.storeDomain;
  const validId = categoryId !== undefined && categoryIdSchema.safeParse(categoryId).success;
  const category = useQuery({ ...categoryQueries.detail(categoryId ?? ''), enabled: validId });

  if (categoryId === undefined) {
    return <CategoryForm key="new" storeId={storeId} storeDomain={storeDomain} />;
  }
  const status = category.isError ? readApiError(category.error).status : undefined;
  if (!validId || status === 404 || status === 400) {
    return back(
      <EmptyState
        title="This category does not exist"
        link={{ to: '/dashboard/categories', label: 'Go to categories' }}
        data-testid="category-not-found"
      >
        It may have been deleted, or the link is wrong.
      </EmptyState>,
      'Category not found',
    );
  }
  if (category.isError) {
    return back(
      <QueryError
        what="this category"
        error={category.error}
        onRetry={() => void category.refetch()}
        retrying={category.isFetching}
        data-testid="category-error"
      />,
      'Edit category',
    );
  }
  if (category.isPending) {
    return (
      <div aria-busy="true" data-testid="category-loading">
        <p className="visually-hidden" role="status">
          Loading the category…
        </p>
        <div aria-hidden="true">
          {back(
            <Card>
              <span className="skeleton skeleton-title" />
              <span className="skeleton skeleton-field" />
              <span className="skeleton skeleton-field" />
            </Card>,
            'Loading category…',
          )}
        </div>
      </div>
    );
  }
  return (
    <CategoryForm
      key={category.data.id}
      storeId={storeId}
      storeDomain={storeDomain}
      category={category.data}
    />
  );
}
