/**
 * The product description: a labelled rich-text field whose editor (TipTap) loads on first
 * use of this screen; until it arrives a read-only preview of the same size stands in.
 */
import { lazy, Suspense, useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './product-form';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function DescriptionField() {
  const { control } = useFormContext<ProductFormValues>();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name="description"
      render={({ field, fieldState }) => (
        <div className="field">
          <span className="field-label" id={labelId}>
            Description
          </span>
          <Suspense
            fallback={
              <div className="rte rte-loading" aria-busy="true" data-testid="description-loading">
                <div className="rte-toolbar" aria-hidden="true" />
                <div className="rte-content">
                  <span className="visually-hidden">Loading the editor…</span>
                </div>
              </div>
            }
          >
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelId={labelId}
              describedBy={[hintId, fieldState.error ? errorId : null].filter(Boolean).join(' ')}
              invalid={Boolean(fieldState.error)}
            />
          </Suspense>
          <div className="field-hint" id={hintId}>
            Headings, lists and links show on your product page as you format them here.
          </div>
          {fieldState.error ? (
            <p className="field-error" id={errorId} data-testid="field-error-description">
              {fieldState.error.message}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}
