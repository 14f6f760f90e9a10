/**
 * A description as rich text (the product's, the category's): a labelled field whose editor
 * (TipTap) loads on first use of the screen; until it arrives a read-only frame of the same
 * size stands in. The server sanitises the HTML on save and again when it serves it.
 */
import { lazy, Suspense, useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export interface RichTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Where the text shows, as the merchant formats it. */
  hint: string;
}

export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
}: RichTextFieldProps<T>) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="field">
          <span className="field-label" id={labelId}>
            {label}
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
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelId={labelId}
              describedBy={[hintId, fieldState.error ? errorId : null].filter(Boolean).join(' ')}
              invalid={Boolean(fieldState.error)}
            />
          </Suspense>
          <div className="field-hint" id={hintId}>
            {hint}
          </div>
          {fieldState.error ? (
            <p className="field-error" id={errorId} data-testid={`field-error-${name}`}>
              {fieldState.error.message}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}
