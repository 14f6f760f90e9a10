/**
 * Price and sale price in the store's currency, with the sale badge a shopper will see
 * (spec 3: a sale price above 0 and below the price).
 */
import { useFormatMoney } from '../../state/use-format-money';
import { Badge, Card, MoneyField } from '../../kit';
import { salePercent } from '../sale-price';
import { numberInput } from './number-input';
import { numberOf } from './product-form';
import { useProductForm } from './use-product-form';

export function PricingCard() {
  const { form, field } = useProductForm();
  const { currency } = useFormatMoney();
  const [price, discountPrice, variantCount] = [
    form.watch('price'),
    form.watch('discountPrice'),
    form.watch('variations').length,
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
        <MoneyField
          label={`Price (${currency})`}
          required
          hint={variantCount ? 'Shown in lists; each variant has its own price.' : undefined}
          currency={currency}
          data-testid="product-price"
          {...field('price', numberInput)}
        />
        <MoneyField
          label={`Sale price (${currency})`}
          hint="Empty or 0: no sale. Below the price: shoppers see a sale badge."
          currency={currency}
          data-testid="product-sale-price"
          {...field('discountPrice', numberInput)}
        />
      </div>
    </Card>
  );
}
