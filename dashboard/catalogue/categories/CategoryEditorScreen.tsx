/**
 * /dashboard/addcategory and /dashboard/edit-category/{categoryId}: one editor for both;
 * when editing, the category loads first (skeleton, error with Retry, or not found).
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { categoryIdSchema } from '../../../shared';
import { useCurrentStore } from '../../state/use-current-store';
import { categoryQueries } from '../catalogue-queries';
import { EditorLoader } from '../EditorLoader';
import { CategoryForm } from './CategoryForm';

const back = { to: '/dashboard/categories', label: 'Categories' };

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
  return (
    <EditorLoader noun="category" back={back} validId={validId} query={category}>
      {(data) => (
        <CategoryForm key={data.id} storeId={storeId} storeDomain={storeDomain} category={data} />
      )}
    </EditorLoader>
  );
}
