/**
 * Stock: how the product sells when it runs out (the inventory policy), SKU and units on hand
 * for a product without variants (with variants, each variant has its own, and one choice here
 * sets the policy of every variant), and the low-stock threshold the products list warns at.
 */
import { inventoryPolicies, inventoryPolicyLabels, type InventoryPolicy } from '../../../shared';
import { Card, CountField, FormField, TextField } from '../../kit';
import { numberInput } from './number-input';
import { useProductForm } from './use-product-form';

/** What each policy means to the shopper, under the choice. */
const policyHints: Record<InventoryPolicy, string> = {
  deny: 'Shoppers can buy what you have; at 0 it shows “Out of stock”.',
  continue: 'Shoppers can still order at 0; the stock goes below 0 (orders to fill later).',
  untracked: 'Always buyable; orders never change the stock.',
};

/** The value the "every variant" choice shows when the variants differ. */
const MIXED = 'mixed';

export function InventoryCard() {
  const { form, field } = useProductForm();
  const variations = form.watch('variations');
  const hasVariants = variations.length > 0;
  const ownPolicy = form.watch('inventoryPolicy');
  const variantPolicies = new Set(variations.map((v) => v.inventoryPolicy));
  const shown: InventoryPolicy | typeof MIXED = hasVariants
    ? variantPolicies.size === 1
      ? [...variantPolicies][0]!
      : MIXED
    : ownPolicy;

  function choose(value: string) {
    if (!inventoryPolicies.includes(value as InventoryPolicy)) return;
    const policy = value as InventoryPolicy;
    if (!hasVariants) {
      form.setValue('inventoryPolicy', policy, { shouldDirty: true });
      return;
    }
    variations.forEach((_, i) =>
      form.setValue(`variations.${i}.inventoryPolicy`, policy, { shouldDirty: true }),
    );
  }

  return (
    <Card title="Inventory" data-testid="inventory-card">
      <FormField
        name="inventoryPolicy"
        label={hasVariants ? 'Inventory of every variant' : 'Inventory'}
        error={form.formState.errors.inventoryPolicy?.message}
        hint={
          shown === MIXED
            ? 'The variants differ: set each under Variants, or choose one for all here.'
            : policyHints[shown]
        }
      >
        {(control) => (
          <select
            {...control}
            value={shown}
            onChange={(e) => choose(e.target.value)}
            data-testid="product-inventory-policy"
          >
            {shown === MIXED ? (
              <option value={MIXED} disabled>
                Differs by variant
              </option>
            ) : null}
            {inventoryPolicies.map((p) => (
              <option key={p} value={p}>
                {inventoryPolicyLabels[p]}
              </option>
            ))}
          </select>
        )}
      </FormField>
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
          {ownPolicy === 'untracked' ? null : (
            <CountField
              label="Stock"
              hint={
                ownPolicy === 'continue' ? 'Below 0: units ordered but not in stock.' : undefined
              }
              min={ownPolicy === 'continue' ? -1_000_000_000 : 0}
              data-testid="product-stock"
              {...field('stock', numberInput)}
            />
          )}
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
      {ownPolicy === 'untracked' && !hasVariants ? null : (
        <CountField
          label="Low-stock threshold"
          hint="At or below this many units, the products list marks it as low stock."
          className="field-narrow"
          data-testid="product-low-stock"
          {...field('lowStockThreshold', numberInput)}
        />
      )}
    </Card>
  );
}
