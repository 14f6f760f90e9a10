/**
 * Stock: SKU and units on hand for a product without variants (with variants, each variant
 * has its own), and the low-stock threshold the products list warns at.
 */
import { Card, CountField, TextField } from '../../kit';
import { numberInput } from './number-input';
import { useProductForm } from './use-product-form';

export function InventoryCard() {
  const { form, field } = useProductForm();
  const hasVariants = form.watch('variations').length > 0;

  return (
    <Card title="Inventory" data-testid="inventory-card">
      {hasVariants ? (
        <p className="muted">Each variant has its own SKU and stock, under Variants.</p>
      ) : (
        <div className="field-row">
          <TextField
            label="SKU"
            maxLength={100}
            autoComplete="off"
            data-testid="product-sku"
            {...field('sku')}
          />
          <CountField label="Stock" data-testid="product-stock" {...field('stock', numberInput)} />
        </div>
      )}
      <TextField
        label="Barcode"
        hint="GTIN, UPC, ISBN or your own code."
        maxLength={64}
        autoComplete="off"
        className="field-narrow"
        data-testid="product-barcode"
        {...field('barcode')}
      />
      <CountField
        label="Low-stock threshold"
        hint="At or below this many units, the products list marks it as low stock."
        className="field-narrow"
        data-testid="product-low-stock"
        {...field('lowStockThreshold', numberInput)}
      />
    </Card>
  );
}
