/**
 * The variants table: per variant its image, price, sale price, SKU, stock and weight, each input
 * named for its variant ("Price of Red / M"), errors under the cell; a bulk-fill bar sets
 * one column of every variant at once.
 */
import { useId, useState } from 'react';
import { Controller, useFormContext, type FieldArrayWithId } from 'react-hook-form';
import { useFormatMoney } from '../../state/use-format-money';
import { errorAt, MoneyInput } from '../../kit';
import { numberInput } from './number-input';
import type { ProductFormValues, VariantValues } from './product-form';
import { VariantImageCell } from './VariantImageCell';
import { parseFillValue, variantLabel, type FillColumn } from './variant-rules';

export interface VariantTableProps {
  fields: FieldArrayWithId<ProductFormValues, 'variations', 'key'>[];
  onRemove: (index: number) => void;
  onFill: (column: FillColumn, value: string | number) => void;
}

const columnLabels: Record<FillColumn, string> = {
  price: 'Price',
  discountPrice: 'Sale price',
  sku: 'SKU',
  stock: 'Stock',
  weightGrams: 'Weight (g)',
  image: 'Image URL',
};

function BulkFill({ onFill }: { onFill: VariantTableProps['onFill'] }) {
  const id = useId();
  const [column, setColumn] = useState<FillColumn>('price');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const numeric = column !== 'sku' && column !== 'image';

  function apply() {
    const parsed = parseFillValue(column, value);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    onFill(column, parsed.value);
    setValue('');
  }

  return (
    <div className="bulk-fill" role="group" aria-labelledby={`${id}-title`} data-testid="bulk-fill">
      <span id={`${id}-title`} className="bulk-fill-title">
        Fill a column
      </span>
      <div className="kit-filter">
        <label htmlFor={`${id}-column`}>Column</label>
        <select
          id={`${id}-column`}
          value={column}
          onChange={(e) => setColumn(e.target.value as FillColumn)}
          data-testid="bulk-fill-column"
        >
          {Object.entries(columnLabels).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="kit-filter">
        <label htmlFor={`${id}-value`}>Value for every variant</label>
        <input
          id={`${id}-value`}
          type={numeric ? 'number' : 'text'}
          step={column === 'stock' || column === 'weightGrams' ? 1 : 'any'}
          min={numeric ? 0 : undefined}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          data-testid="bulk-fill-value"
        />
      </div>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={apply}
        data-testid="bulk-fill-apply"
      >
        Apply to all
      </button>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function VariantTable({ fields, onRemove, onFill }: VariantTableProps) {
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { currency } = useFormatMoney();
  const variations: VariantValues[] = watch('variations');
  const productPrice = watch('price');
  const productWeight = watch('weightGrams');
  const error = (path: string) => errorAt(errors, path);

  return (
    <div className="variant-table-wrap">
      <BulkFill onFill={onFill} />
      <p className="field-hint">
        Prices in {currency}. An empty price sells at the product&apos;s price; an empty sale price
        means no sale; an empty weight is the product&apos;s weight.
      </p>
      <div className="table-scroll">
        <table className="kit-table variant-table" data-testid="variant-table">
          <caption className="visually-hidden">Variants</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Image</th>
              <th scope="col">Price</th>
              <th scope="col">Sale price</th>
              <th scope="col">SKU</th>
              <th scope="col">Stock</th>
              <th scope="col">Weight (g)</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, i) => {
              const label = variantLabel(variations[i]?.options ?? field.options);
              const rowError = error(`variations.${i}.options`);
              const cell = (name: 'price' | 'discountPrice' | 'sku' | 'stock' | 'weightGrams') => {
                const message = error(`variations.${i}.${name}`);
                const errorId = `variant-${field.key}-${name}-error`;
                return { message, errorId, invalid: Boolean(message) };
              };
              const price = cell('price');
              const sale = cell('discountPrice');
              const sku = cell('sku');
              const stock = cell('stock');
              const weight = cell('weightGrams');
              return (
                <tr key={field.key} data-testid="variant-row" data-variant={label}>
                  <th scope="row">
                    <span data-testid="variant-label">{label}</span>
                    {rowError ? <p className="field-error">{rowError}</p> : null}
                  </th>
                  <td className="variant-image-cell">
                    <Controller
                      control={control}
                      name={`variations.${i}.image`}
                      render={({ field: image, fieldState }) => (
                        <VariantImageCell
                          name={`variations.${i}.image`}
                          label={label}
                          value={image.value}
                          onChange={image.onChange}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  </td>
                  <td>
                    <MoneyInput
                      currency={currency}
                      className="variant-input"
                      aria-label={`Price of ${label}`}
                      placeholder={productPrice === '' ? undefined : String(productPrice)}
                      aria-invalid={price.invalid}
                      aria-describedby={price.message ? price.errorId : undefined}
                      data-testid="variant-price"
                      {...register(`variations.${i}.price`, numberInput)}
                    />
                    {price.message ? (
                      <p id={price.errorId} className="field-error">
                        {price.message}
                      </p>
                    ) : null}
                  </td>
                  <td>
                    <MoneyInput
                      currency={currency}
                      className="variant-input"
                      aria-label={`Sale price of ${label}`}
                      aria-invalid={sale.invalid}
                      aria-describedby={sale.message ? sale.errorId : undefined}
                      data-testid="variant-sale-price"
                      {...register(`variations.${i}.discountPrice`, numberInput)}
                    />
                    {sale.message ? (
                      <p id={sale.errorId} className="field-error">
                        {sale.message}
                      </p>
                    ) : null}
                  </td>
                  <td>
                    <input
                      type="text"
                      maxLength={100}
                      className="variant-input variant-input-sku"
                      aria-label={`SKU of ${label}`}
                      aria-invalid={sku.invalid}
                      aria-describedby={sku.message ? sku.errorId : undefined}
                      data-testid="variant-sku"
                      {...register(`variations.${i}.sku`)}
                    />
                    {sku.message ? (
                      <p id={sku.errorId} className="field-error">
                        {sku.message}
                      </p>
                    ) : null}
                  </td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      step={1}
                      inputMode="numeric"
                      className="variant-input variant-input-stock"
                      aria-label={`Stock of ${label}`}
                      aria-invalid={stock.invalid}
                      aria-describedby={stock.message ? stock.errorId : undefined}
                      data-testid="variant-stock"
                      {...register(`variations.${i}.stock`, numberInput)}
                    />
                    {stock.message ? (
                      <p id={stock.errorId} className="field-error">
                        {stock.message}
                      </p>
                    ) : null}
                  </td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      step={1}
                      inputMode="numeric"
                      className="variant-input variant-input-stock"
                      aria-label={`Weight in grams of ${label}`}
                      placeholder={productWeight === '' ? undefined : String(productWeight)}
                      aria-invalid={weight.invalid}
                      aria-describedby={weight.message ? weight.errorId : undefined}
                      data-testid="variant-weight"
                      {...register(`variations.${i}.weightGrams`, numberInput)}
                    />
                    {weight.message ? (
                      <p id={weight.errorId} className="field-error">
                        {weight.message}
                      </p>
                    ) : null}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="icon-button icon-button-danger"
                      aria-label={`Remove variant ${label}`}
                      onClick={() => onRemove(i)}
                      data-testid="variant-remove"
                    >
                      ✕
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
