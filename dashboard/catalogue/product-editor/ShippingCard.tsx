/**
 * Shipping: the product's weight in grams, which weight-band shipping rates charge by. A
 * variant may weigh differently (its own column under Variants); empty means not given.
 */
import { formatWeight } from '../../../shared';
import { Card, CountField } from '../../kit';
import { numberInput } from './number-input';
import { useProductForm } from './use-product-form';

export function ShippingCard() {
  const { form, field } = useProductForm();
  const grams = form.watch('weightGrams');
  const hasVariants = form.watch('variations').length > 0;

  return (
    <Card title="Shipping" data-testid="shipping-card">
      <CountField
        label="Weight (g)"
        hint={
          <>
            {typeof grams === 'number' && grams >= 1000 ? `${formatWeight(grams)}. ` : null}
            Used by shipping rates priced by weight; empty counts as 0 g.
            {hasVariants ? ' A variant with its own weight (under Variants) uses that.' : null}
          </>
        }
        className="field-narrow"
        data-testid="product-weight"
        {...field('weightGrams', numberInput)}
      />
    </Card>
  );
}
