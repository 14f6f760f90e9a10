/**
 * The variants table: per variant its image and, in two views (so the table fits its card), what
 * it sells for (price, sale price, stock, inventory policy) or its details (SKU, barcode, cost,
 * weight in the product's unit, whether it ships); each input named for its variant ("Price of Red / M"), errors under
 * the cell; a bulk-fill bar sets one column of every variant at once. The table fits its card (fixed layout, inputs as wide as
 * their column); in a narrow card (a phone) each variant is a stacked block of labelled cells.
 */
import { useId, useState } from 'react';
import { inventoryPolicies } from '../../../shared';
import { Controller, useFormContext, type FieldArrayWithId } from 'react-hook-form';
import { useFormatMoney } from '../../state/use-format-money';
import { CountInput, errorAt, MoneyInput, Segmented, TableHead } from '../../kit';
import { numberInput } from './number-input';
import type { ProductFormValues, VariantValues } from './product-form';
import { VariantImageCell } from './VariantImageCell';
import { parseFillValue, variantLabel, type FillColumn } from './variant-rules';

export interface VariantTableProps {
  fields: FieldArrayWithId<ProductFormValues, 'variations', 'key'>[];
  onRemove: (index: number) => void;
  onFill: (column: FillColumn, value: string | number) => void;
}

type CellColumn = Exclude<FillColumn, 'image'> | 'inventoryPolicy' | 'requiresShipping';

const columnLabels: Record<FillColumn | 'inventoryPolicy' | 'requiresShipping', string> = {
  price: 'Price',
  discountPrice: 'Sale price',
  sku: 'SKU',
  stock: 'Stock',
  inventoryPolicy: 'When sold out',
  weight: 'Weight',
  requiresShipping: 'Ships',
  barcode: 'Barcode',
  cost: 'Cost',
  image: 'Image URL',
};

/** The bulk fill's columns (the inventory policy of all is the Inventory card's choice). */
const fillColumns: readonly FillColumn[] = [
  'price',
  'discountPrice',
  'stock',
  'sku',
  'barcode',
  'cost',
  'weight',
  'image',
];

interface CellDef {
  name: CellColumn;
  inputName: string;
  testId: string;
}

/** The typed cells after the image, per view, in table order: each input's name and test id. */
const views: Record<'selling' | 'details', { label: string; cells: readonly CellDef[] }> = {
  selling: {
    label: 'Price and stock',
    cells: [
      { name: 'price', inputName: 'Price', testId: 'variant-price' },
      { name: 'discountPrice', inputName: 'Sale price', testId: 'variant-sale-price' },
      { name: 'stock', inputName: 'Stock', testId: 'variant-stock' },
      { name: 'inventoryPolicy', inputName: 'When sold out', testId: 'variant-inventory-policy' },
    ],
  },
  details: {
    label: 'Codes, cost and weight',
    cells: [
      { name: 'sku', inputName: 'SKU', testId: 'variant-sku' },
      { name: 'barcode', inputName: 'Barcode', testId: 'variant-barcode' },
      { name: 'cost', inputName: 'Cost per item', testId: 'variant-cost' },
      { name: 'weight', inputName: 'Weight', testId: 'variant-weight' },
      { name: 'requiresShipping', inputName: 'Ships', testId: 'variant-ships' },
    ],
  },
};
type ViewName = keyof typeof views;

/** A variant's inventory policy in a few words (the column is narrow). */
const policyWords = {
  deny: 'Stop selling',
  continue: 'Keep selling',
  untracked: 'Not tracked',
} as const;

/** A column's heading: the weight's with the product's unit ("Weight (lb)"). */
const headingOf = (name: FillColumn | CellColumn, unit: string) =>
  name === 'weight' ? `Weight (${unit})` : columnLabels[name];

function BulkFill({ onFill, unit }: { onFill: VariantTableProps['onFill']; unit: string }) {
  const id = useId();
  const [column, setColumn] = useState<FillColumn>('price');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const numeric = column !== 'sku' && column !== 'barcode' && column !== 'image';

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
          {fillColumns.map((key) => (
            <option key={key} value={key}>
              {headingOf(key, unit)}
            </option>
          ))}
        </select>
      </div>
      <div className="kit-filter">
        <label htmlFor={`${id}-value`}>Value for every variant</label>
        <input
          id={`${id}-value`}
          type={numeric ? 'number' : 'text'}
          step={column === 'stock' ? 1 : 'any'}
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

interface VariantCellProps {
  column: CellDef;
  index: number;
  /** The row's stable key, for the error line's id. */
  rowKey: string;
  /** The variant's label ("Red / M"), in the input's name. */
  variant: string;
  currency: string;
  /** The product's weight unit. */
  unit: string;
  placeholder: string | undefined;
}

/** One typed cell: its input, named for the variant, and the error under it. */
function VariantCell({
  column,
  index,
  rowKey,
  variant,
  currency,
  unit,
  placeholder,
}: VariantCellProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const path = `variations.${index}.${column.name}` as const;
  const policy = watch(`variations.${index}.inventoryPolicy`);
  const message = errorAt(errors, path);
  const errorId = `variant-${rowKey}-${column.name}-error`;
  const props = {
    'aria-label':
      column.name === 'weight'
        ? `Weight in ${unit} of ${variant}`
        : column.name === 'requiresShipping'
          ? `${variant} ships`
          : `${column.inputName} of ${variant}`,
    placeholder,
    'aria-invalid': Boolean(message),
    'aria-describedby': message ? errorId : undefined,
    'data-testid': column.testId,
  };
  return (
    <td data-label={headingOf(column.name, unit)}>
      {column.name === 'requiresShipping' ? (
        <input
          type="checkbox"
          className="variant-check"
          aria-label={props['aria-label']}
          data-testid={column.testId}
          {...register(path)}
        />
      ) : column.name === 'inventoryPolicy' ? (
        <select className="variant-input" {...props} {...register(path)}>
          {inventoryPolicies.map((p) => (
            <option key={p} value={p}>
              {policyWords[p]}
            </option>
          ))}
        </select>
      ) : column.name === 'sku' || column.name === 'barcode' ? (
        <input
          type="text"
          maxLength={column.name === 'sku' ? 100 : 64}
          className="variant-input"
          {...props}
          {...register(path)}
        />
      ) : column.name === 'stock' ? (
        <CountInput
          className="variant-input"
          // Keeps selling at 0: the stock may go below it.
          min={policy === 'continue' ? -1_000_000_000 : 0}
          {...props}
          {...register(path, numberInput)}
        />
      ) : column.name === 'weight' ? (
        <input
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          className="variant-input"
          {...props}
          {...register(path, numberInput)}
        />
      ) : (
        <MoneyInput
          currency={currency}
          className="variant-input"
          {...props}
          {...register(path, numberInput)}
        />
      )}
      {message ? (
        <p id={errorId} className="field-error">
          {message}
        </p>
      ) : null}
    </td>
  );
}

const asPlaceholder = (value: number | '') => (value === '' ? undefined : String(value));

export function VariantTable({ fields, onRemove, onFill }: VariantTableProps) {
  const {
    control,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { currency } = useFormatMoney();
  const [view, setView] = useState<ViewName>('selling');
  const cellColumns = views[view].cells;
  const variations: VariantValues[] = watch('variations');
  const placeholders: Partial<Record<CellColumn, string>> = {
    price: asPlaceholder(watch('price')),
    weight: asPlaceholder(watch('weight')),
  };
  const unit = watch('weightUnit');

  return (
    <div className="variant-table-wrap">
      <BulkFill onFill={onFill} unit={unit} />
      <p className="field-hint">
        Prices in {currency}. An empty price sells at the product&apos;s price; an empty sale price
        means no sale; an empty weight is the product&apos;s weight, in {unit}.
      </p>
      <Segmented
        label="Variant columns"
        options={(Object.keys(views) as ViewName[]).map(
          (name) => [name, views[name].label] as const,
        )}
        value={view}
        onChange={setView}
        data-testid="variant-view"
      />
      <div className="table-scroll">
        <table className="kit-table variant-table" data-view={view} data-testid="variant-table">
          <caption className="visually-hidden">Variants</caption>
          <TableHead
            labels={['Variant', 'Image', ...cellColumns.map(({ name }) => headingOf(name, unit))]}
            actions="Remove"
          />
          <tbody>
            {fields.map((field, i) => {
              const label = variantLabel(variations[i]?.options ?? field.options);
              const rowError = errorAt(errors, `variations.${i}.options`);
              return (
                <tr key={field.key} data-testid="variant-row" data-variant={label}>
                  <th scope="row">
                    <span data-testid="variant-label">{label}</span>
                    {rowError ? <p className="field-error">{rowError}</p> : null}
                  </th>
                  <td className="variant-image-cell" data-label="Image">
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
                  {cellColumns.map((column) => (
                    <VariantCell
                      key={column.name}
                      column={column}
                      index={i}
                      rowKey={field.key}
                      variant={label}
                      currency={currency}
                      unit={unit}
                      placeholder={placeholders[column.name]}
                    />
                  ))}
                  <td className="variant-remove-cell">
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
