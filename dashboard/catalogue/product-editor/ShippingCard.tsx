/**
 * Shipping: the product's weight in grams, which weight-band shipping rates charge by. A
 * variant may weigh differently (its own column under Variants); empty means not given.
 */
import { useFormContext } from 'react-hook-form';
import { formatWeight } from '../../../shared';
import { Card, CountInput, FormField } from '../../kit';
import { numberInput } from './number-input';
import type { ProductFormValues } from './product-form';

export function ShippingCard() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const grams = watch('weightGrams');
  const hasVariants = watch('variations').length > 0;

  return (
    <Card title="Shipping" data-testid="shipping-card">
      <FormField
        name="weightGrams"
        label="Weight (g)"
        error={errors.weightGrams?.message}
        hint={
          <>
            {typeof grams === 'number' && grams >= 1000 ? `${formatWeight(grams)}. ` : null}
            Used by shipping rates priced by weight; empty counts as 0 g.
            {hasVariants ? ' A variant with its own weight (under Variants) uses that.' : null}
          </>
        }
      >
        {(control) => (
          <CountInput
            {...control}
            className="field-narrow"
            data-testid="product-weight"
            {...register('weightGrams', numberInput)}
          />
        )}
      </FormField>
    </Card>
  );
}
