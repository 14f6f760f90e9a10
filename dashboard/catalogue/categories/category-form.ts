/**
 * The category editor's form values, from the API's category and into the add/update
 * body. Pure. A new category whose slug still follows its name sends no slug: the server
 * makes a unique one.
 */
import type { AdminCategory } from '../../../shared';

export interface CategoryFormValues {
  name: string;
  slug: string;
  image: string;
  description: string;
}

export function toCategoryFormValues(category: AdminCategory | undefined): CategoryFormValues {
  return {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    image: category?.image ?? '',
    description: category?.description ?? '',
  };
}

export function toCategoryBody(
  values: CategoryFormValues,
  context: { storeId: string; categoryId?: string | undefined; slugFollowsName: boolean },
) {
  return {
    storeId: context.storeId,
    ...(context.categoryId ? { categoryId: context.categoryId } : {}),
    name: values.name,
    slug: !context.categoryId && context.slugFollowsName ? undefined : values.slug,
    image: values.image.trim(),
    description: values.description,
  };
}

/** The form shows its four fields' messages; the ids' go to the banner. */
export const categoryFieldPath = (path: string): string | null =>
  ['name', 'slug', 'image', 'description'].includes(path) ? path : null;
