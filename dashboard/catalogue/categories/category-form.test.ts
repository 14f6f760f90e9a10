import { describe, expect, it } from 'vitest';
import { addCategoryBodySchema, updateCategoryBodySchema } from '../../../shared';
import { categoryFieldPath, toCategoryBody, toCategoryFormValues } from './category-form';

const storeId = '11111111-1111-4111-8111-111111111111';
const categoryId = '22222222-2222-4222-8222-222222222222';

describe('toCategoryBody', () => {
  it('adds without a slug while it follows the name (the server makes it unique)', () => {
    const body = toCategoryBody(
      {
        ...toCategoryFormValues(undefined),
        name: 'Summer',
        slug: 'summer',
        image: ' /media/summer.webp ',
      },
      { storeId, slugFollowsName: true },
    );
    expect(body).toEqual({
      storeId,
      name: 'Summer',
      slug: undefined,
      image: '/media/summer.webp',
      description: '',
      rule: null,
    });
    expect(addCategoryBodySchema.safeParse(body).success).toBe(true);
  });

  it('updates with every field, the slug included', () => {
    const body = toCategoryBody(
      { ...toCategoryFormValues(undefined), name: 'Winter', slug: 'winter-sale' },
      { storeId, categoryId, slugFollowsName: false },
    );
    expect(updateCategoryBodySchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ categoryId, slug: 'winter-sale' });
  });

  it('sends an automatic category’s rule, and names the rule’s field when its value is empty', () => {
    const values = {
      ...toCategoryFormValues(undefined),
      name: 'Sale',
      automatic: true,
      ruleField: 'tag' as const,
      ruleValue: 'sale',
    };
    expect(toCategoryBody(values, { storeId, slugFollowsName: true }).rule).toEqual({
      field: 'tag',
      value: 'sale',
    });
    const empty = addCategoryBodySchema.safeParse(
      toCategoryBody({ ...values, ruleValue: ' ' }, { storeId, slugFollowsName: true }),
    );
    const issue = empty.error?.issues[0];
    expect(categoryFieldPath(issue!.path.join('.'))).toBe('ruleValue');
    expect(issue?.message).toBe('Give the rule a value');
  });

  it('lets the shared schema refuse a bad image reference, on the image field', () => {
    const body = toCategoryBody(
      { ...toCategoryFormValues(undefined), name: 'X', slug: 'x', image: 'javascript:alert(1)' },
      { storeId, slugFollowsName: false },
    );
    const issue = addCategoryBodySchema.safeParse(body).error?.issues[0];
    expect(categoryFieldPath(String(issue?.path[0]))).toBe('image');
    expect(issue?.message).toBe('Image must be a path or an http(s) URL');
  });
});
