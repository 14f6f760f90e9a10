/**
 * Stock: SKU and units on hand for a product without variants (with variants, each variant
 * has its own), and the low-stock threshold the products list warns at.
 */
import { useFormContext } from 'react-hook-form';
import { Card, CountInput, FormField } from '../../kit';
import { numberInput } from './number-input';
import type { ProductFormValues } from './product-form';

export function InventoryCard() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const hasVariants = watch('variations').length > 0;

  return (
    <Card title="Inventory" data-testid="inventory-card">
      {hasVariants ? (
        <p className="muted">Each variant has its own SKU and stock, under Variants.</p>
      ) : (
        <div className="field-row">
          <FormField name="sku" label="SKU" error={errors.sku?.message}>
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={100}
                autoComplete="off"
                data-testid="product-sku"
                {...register('sku')}
              />
            )}
          </FormField>
          <FormField name="stock" label="Stock" error={errors.stock?.message}>
            {(control) => (
              <CountInput
                {...control}
                data-testid="product-stock"
                {...register('stock', numberInput)}
              />
            )}
          </FormField>
        </div>
      )}
      <FormField
        name="lowStockThreshold"
        label="Low-stock threshold"
        error={errors.lowStockThreshold?.message}
        hint="At or below this many units, the products list marks it as low stock."
      >
        {(control) => (
          <CountInput
            {...control}
            className="field-narrow"
            data-testid="product-low-stock"
            {...register('lowStockThreshold', numberInput)}
          />
        )}
      </FormField>
    </Card>
  );
}
