/**
 * The categories a product is in (any number): a checkbox per category of the store, with
 * a filter once the list is long, and a link to create one. An automatic category's box is
 * not for ticking: its rule decides (shown beside it), applied when the product is saved.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { describeCategoryRule } from '../../../shared';
import { Card, QueryError } from '../../kit';
import { categoryQueries } from '../catalogue-queries';
import type { ProductFormValues } from './product-form';

const FILTER_FROM = 8;

export function CategoriesCard({ storeId }: { storeId: string }) {
  const { control } = useFormContext<ProductFormValues>();
  const categories = useQuery(categoryQueries.list(storeId));
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const legendId = useId();

  const all = categories.data ?? [];
  const shown = filter
    ? all.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase()))
    : all;

  return (
    <Card title="Categories" data-testid="categories-card">
      {categories.isError ? (
        <QueryError what="your categories" query={categories} />
      ) : categories.isPending ? (
        <div aria-busy="true">
          <span className="skeleton" />
          <span className="visually-hidden">Loading categories…</span>
        </div>
      ) : all.length === 0 ? (
        <p className="muted">
          Your store has no categories yet. <Link to="/dashboard/addcategory">Add a category</Link>{' '}
          to group products on your store.
        </p>
      ) : (
        <Controller
          control={control}
          name="categoryIds"
          render={({ field, fieldState }) => (
            <fieldset className="catalog-checklist" aria-labelledby={legendId}>
              <legend id={legendId} className="visually-hidden">
                Categories of this product
              </legend>
              {all.length >= FILTER_FROM ? (
                <div className="field">
                  <label htmlFor={filterId}>Find a category</label>
                  <input
                    id={filterId}
                    type="search"
                    value={filter}
                    onChange={(e) => setFilter(e.target.value)}
                  />
                </div>
              ) : null}
              <ul>
                {shown.map((c) => (
                  <li key={c.id}>
                    <label>
                      <input
                        type="checkbox"
                        disabled={Boolean(c.rule)}
                        aria-describedby={c.rule ? `${legendId}-${c.id}-rule` : undefined}
                        checked={field.value.includes(c.id)}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked
                              ? [...field.value, c.id]
                              : field.value.filter((id) => id !== c.id),
                          )
                        }
                        onBlur={field.onBlur}
                        data-testid="product-category"
                      />
                      {c.name}
                    </label>
                    {c.rule ? (
                      <span id={`${legendId}-${c.id}-rule`} className="muted">
                        {' '}
                        Automatic: {describeCategoryRule(c.rule)}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
              {fieldState.error ? (
                <p className="field-error" data-testid="field-error-categoryIds">
                  {fieldState.error.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
      )}
    </Card>
  );
}
