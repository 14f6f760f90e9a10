/**
 * Price and sale price in the store's currency, with the sale badge a shopper will see
 * (spec 3: a sale price above 0 and below the price).
 */
import { useFormContext } from 'react-hook-form';
import { useFormatMoney } from '../../state/use-format-money';
import { Badge, Card, FormField, MoneyInput } from '../../kit';
import { salePercent } from '../sale-price';
import { numberInput } from './number-input';
import { numberOf, type ProductFormValues } from './product-form';

export function PricingCard() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { currency } = useFormatMoney();
  const [price, discountPrice, variantCount] = [
    watch('price'),
    watch('discountPrice'),
    watch('variations').length,
  ];
  const percent = price === '' ? null : salePercent(price, numberOf(discountPrice));

  return (
    <Card
      title="Pricing"
      actions={
        percent !== null ? (
          <Badge tone="info" data-testid="sale-badge">
            On sale · {percent}% off
          </Badge>
        ) : null
      }
      data-testid="pricing-card"
    >
      <div className="field-row">
        <FormField
          name="price"
          label={`Price (${currency})`}
          required
          error={errors.price?.message}
          hint={variantCount ? 'Shown in lists; each variant has its own price.' : undefined}
        >
          {(control) => (
            <MoneyInput
              currency={currency}
              {...control}
              data-testid="product-price"
              {...register('price', numberInput)}
            />
          )}
        </FormField>
        <FormField
          name="discountPrice"
          label={`Sale price (${currency})`}
          error={errors.discountPrice?.message}
          hint="Empty or 0: no sale. Below the price: shoppers see a sale badge."
        >
          {(control) => (
            <MoneyInput
              currency={currency}
              {...control}
              data-testid="product-sale-price"
              {...register('discountPrice', numberInput)}
            />
          )}
        </FormField>
      </div>
    </Card>
  );
}
