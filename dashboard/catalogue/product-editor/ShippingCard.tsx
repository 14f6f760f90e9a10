/**
 * Shipping: whether the product is sent by post at all (a service or a download is not: a cart
 * of those checks out with no address and no shipping), and its weight in the unit the
 * merchant chooses (grams are stored, to the milligram), which weight-band shipping rates
 * charge by. Variants may differ in both (under Variants); ticking here sets every variant.
 */
import { formatWeight, toGrams, weightUnitLabels, weightUnits } from '../../../shared';
import { Card, FormField } from '../../kit';
import { numberInput } from './number-input';
import { useProductForm } from './use-product-form';

export function ShippingCard() {
  const { form } = useProductForm();
  const weight = form.watch('weight');
  const unit = form.watch('weightUnit');
  const ships = form.watch('requiresShipping');
  const variations = form.watch('variations');
  const hasVariants = variations.length > 0;
  const variantsDiffer = variations.some((v) => v.requiresShipping !== ships);
  const grams = typeof weight === 'number' ? toGrams(weight, unit) : null;

  function setShips(value: boolean) {
    form.setValue('requiresShipping', value, { shouldDirty: true });
    variations.forEach((_, i) =>
      form.setValue(`variations.${i}.requiresShipping`, value, { shouldDirty: true }),
    );
  }

  return (
    <Card title="Shipping" data-testid="shipping-card">
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={ships}
          onChange={(e) => setShips(e.target.checked)}
          aria-describedby="product-ships-hint"
          data-testid="product-requires-shipping"
        />
        {hasVariants ? 'Every variant is shipped' : 'This product is shipped'}
      </label>
      <p id="product-ships-hint" className="field-hint">
        {variantsDiffer
          ? 'Some variants differ: see Ships under Variants.'
          : ships
            ? 'Shoppers give an address and choose a shipping method.'
            : 'Not shipped (a service, a download, a gift card): a cart of such items checks out with no address and no shipping.'}
      </p>
      {ships || variantsDiffer ? (
        <div className="field-row">
          <FormField
            name="weight"
            label={`Weight (${unit})`}
            error={form.formState.errors.weight?.message}
            hint={
              <>
                {grams !== null && unit !== 'g' ? `${formatWeight(grams, 'g')}. ` : null}
                Used by shipping rates priced by weight; empty counts as 0.
                {hasVariants ? ' A variant with its own weight (under Variants) uses that.' : null}
              </>
            }
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className="field-narrow"
                data-testid="product-weight"
                {...form.register('weight', numberInput)}
              />
            )}
          </FormField>
          <FormField name="weightUnit" label="Unit" hint="Weights show and are typed in it.">
            {(control) => (
              <select
                {...control}
                data-testid="product-weight-unit"
                {...form.register('weightUnit')}
              >
                {weightUnits.map((u) => (
                  <option key={u} value={u}>
                    {weightUnitLabels[u]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      ) : null}
    </Card>
  );
}
