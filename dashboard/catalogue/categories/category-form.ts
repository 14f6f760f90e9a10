/**
 * The category editor's form values, from the API's category and into the add/update
 * body. Pure. A new category whose slug still follows its name sends no slug: the server
 * makes a unique one. An automatic category's rule is two fields (what it matches, the value);
 * a category filled by hand sends `rule: null`.
 */
import type { AdminCategory, CategoryRuleField } from '../../../shared';

export interface CategoryFormValues {
  name: string;
  slug: string;
  image: string;
  description: string;
  /** Its products follow a rule rather than being chosen by hand. */
  automatic: boolean;
  ruleField: CategoryRuleField;
  ruleValue: string;
}

export function toCategoryFormValues(category: AdminCategory | undefined): CategoryFormValues {
  return {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    image: category?.image ?? '',
    description: category?.description ?? '',
    automatic: Boolean(category?.rule),
    ruleField: category?.rule?.field ?? 'tag',
    ruleValue: category?.rule?.value ?? '',
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
    rule: values.automatic ? { field: values.ruleField, value: values.ruleValue } : null,
  };
}

/** The form shows its fields' messages (a rule's on its two fields); the ids' go to the banner. */
export const categoryFieldPath = (path: string): string | null => {
  if (path === 'rule' || path === 'rule.value') return 'ruleValue';
  if (path === 'rule.field') return 'ruleField';
  return ['name', 'slug', 'image', 'description'].includes(path) ? path : null;
};
