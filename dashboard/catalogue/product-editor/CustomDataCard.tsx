/**
 * Facts the merchant keeps with the product, as Shopify's metafields (imported from a
 * Shopify file's `… (product.metafields.…)` columns): a label and a value per row; a row can be
 * added or removed (undone by Discard). The key (`custom.fabric`) stays as it came; a new row's
 * is made from its label when saved.
 */
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Card } from '../../kit';
import type { ProductFormValues } from './product-form';

const MAX_ENTRIES = 50;

export function CustomDataCard() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'customData' });

  return (
    <Card
      title="Custom data"
      actions={
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={fields.length >= MAX_ENTRIES}
          onClick={() => append({ key: '', label: '', value: '' })}
          data-testid="custom-data-add"
        >
          Add a fact
        </button>
      }
      data-testid="custom-data-card"
    >
      {fields.length === 0 ? (
        <p className="muted">
          Facts you keep with the product, such as its fabric or care guide. A Shopify file's
          metafields land here.
        </p>
      ) : (
        <ul className="custom-data-list">
          {fields.map((entry, index) => {
            const error =
              errors.customData?.[index]?.label?.message ??
              errors.customData?.[index]?.value?.message;
            return (
              <li key={entry.id} className="custom-data-row" data-testid="custom-data-row">
                <label className="field">
                  <span className="visually-hidden">Label of fact {index + 1}</span>
                  <input
                    placeholder="Label (Fabric)"
                    maxLength={120}
                    {...register(`customData.${index}.label`)}
                  />
                </label>
                <label className="field">
                  <span className="visually-hidden">Value of fact {index + 1}</span>
                  <input
                    placeholder="Value"
                    maxLength={2000}
                    {...register(`customData.${index}.value`)}
                  />
                </label>
                <button
                  type="button"
                  className="icon-button icon-button-danger"
                  onClick={() => remove(index)}
                  aria-label={`Remove fact ${index + 1}`}
                >
                  ✕
                </button>
                {entry.key ? <span className="muted custom-data-key">{entry.key}</span> : null}
                {error ? (
                  <p className="form-error" role="alert">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
