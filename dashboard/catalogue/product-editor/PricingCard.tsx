/**
 * Price and sale price in the store's currency, with the sale badge a shopper will see
 * (spec 3: a sale price above 0 and below the price); the cost per item (merchant-only) and
 * what a unit earns at the price paid; whether it carries tax.
 */
import { useFormatMoney } from '../../state/use-format-money';
import { Badge, Card, MoneyField } from '../../kit';
import { salePercent, unitMargin } from '../sale-price';
import { numberInput } from './number-input';
import { numberOf } from './product-form';
import { useProductForm } from './use-product-form';

export function PricingCard() {
  const { form, field } = useProductForm();
  const { currency, format: formatMoney } = useFormatMoney();
  const [price, discountPrice, cost, variantCount] = [
    form.watch('price'),
    form.watch('discountPrice'),
    form.watch('cost'),
    form.watch('variations').length,
  ];
  const percent = price === '' ? null : salePercent(price, numberOf(discountPrice));
  const margin =
    price === '' || cost === '' ? null : unitMargin(price, numberOf(discountPrice), cost);

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
      <div className="field-row">
        <MoneyField
          label={`Cost per item (${currency})`}
          hint="What one costs you. Shoppers never see it."
          currency={currency}
          data-testid="product-cost"
          {...field('cost', numberInput)}
        />
        <p className="muted product-margin" aria-live="polite" data-testid="product-margin">
          {margin
            ? `Profit ${formatMoney(margin.profit)} · margin ${margin.percent}%`
            : 'Add a cost to see the profit and margin.'}
        </p>
      </div>
      <label className="product-tax-exempt">
        <input type="checkbox" {...form.register('taxExempt')} data-testid="product-tax-exempt" />{' '}
        Charge no tax on this product (set your rates in Settings → Taxes)
      </label>
    </Card>
  );
}
