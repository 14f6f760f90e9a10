/**
 * Money in one home (issue 25): the cart drawer and the checkout summary show a JPY, a KWD and
 * a EUR price as the dashboard and the emails do (shared/money.ts), with the currency's digits:
 * before, they printed `¥1999.00`, `KWD2.50` (two decimals) and `€1999.99`.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  cartTotal,
  defaultCheckoutSettings,
  type CartLine,
  type ProductPricingShippingDto,
} from '../../shared';
import { CartDrawer } from '../cart/CartDrawer';
import { QueryCache } from '../data/query-cache';
import { makeStore, renderInStorefront } from '../test-support';
import { buildCheckoutSummary } from '../pricing/checkout-summary';
import { OrderSummary } from './OrderSummary';

/** One unit price per currency, and the texts of one and of two units. */
const cases = [
  { currency: 'JPY', price: 1999, one: '¥1,999', two: '¥3,998' },
  { currency: 'KWD', price: 1.25, one: 'KWD\u00a01.250', two: 'KWD\u00a02.500' },
  { currency: 'EUR', price: 1999.99, one: '€1,999.99', two: '€3,999.98' },
] as const;

function makeLine(price: number): CartLine {
  return {
    productId: 'p1',
    variationId: null,
    storeId: 's1',
    name: 'Brass Lamp',
    price,
    discountPrice: 0,
    quantity: 2,
    selectedAttributes: {},
    productImage: '',
    shipping: 0,
  };
}

function makePricing(currency: string, price: number): ProductPricingShippingDto {
  return {
    storeId: 's1',
    currency,
    products: [
      {
        id: 'p1',
        name: 'Brass Lamp',
        slug: 'brass-lamp',
        productImage: '',
        price,
        discountPrice: 0,
        unitPrice: price,
        stockStatus: true,
        available: 5,
        weightGrams: null,
        requiresShipping: true,
        categoryIds: [],
        taxExempt: false,
        variations: [],
      },
    ],
    missingProductIds: [],
    shippingZones: [],
    paymentMethods: ['cod'],
    codFee: 0,
    checkout: defaultCheckoutSettings,
    discounts: [],
    taxes: { pricesIncludeTax: false, taxShipping: false, rates: [], origin: null, regions: {} },
  };
}

const noop = () => undefined;

describe('prices in the store currency', () => {
  it.each(cases)('shows $currency prices in the cart drawer as $one', (c) => {
    const lines = [makeLine(c.price)];
    const cart = {
      lines,
      count: 2,
      total: cartTotal(lines, c.currency),
      add: () => false,
      setQuantity: noop,
      remove: noop,
      clear: noop,
    };
    // The drawer prices from the checkout's pricing read (here already in the cache).
    const store = makeStore();
    const cache = new QueryCache();
    cache.setQueryData(
      ['checkout', store.storeId, 'pricing', ['p1']],
      makePricing(c.currency, c.price),
    );
    const html = renderInStorefront(
      <CartDrawer state="open" cart={cart} currency={c.currency} onClose={noop} />,
      { cache, store },
    );
    expect(html).toContain(`data-testid="cart-line-price">${c.one}<`);
    expect(html).toContain(`data-testid="cart-total">${c.two}<`);
  });

  it.each(cases)('shows $currency prices in the checkout summary as $two', (c) => {
    const lines = [makeLine(c.price)];
    const summary = buildCheckoutSummary(lines, makePricing(c.currency, c.price), [], '', '');
    const html = renderToString(
      <OrderSummary
        pricing={{ loaded: true, isFetching: false, error: null, refetch: noop }}
        priceNotice={null}
        codes={{ codes: [], add: noop, remove: noop, clear: noop }}
        codeError={null}
        summary={summary}
        lines={lines}
        currency={c.currency}
        onSetQuantity={noop}
        onRemove={noop}
      />,
    );
    expect(html).toContain(`data-testid="checkout-subtotal">${c.two}<`);
    expect(html).toContain(`data-testid="checkout-total">${c.two}<`);
    expect(html).toContain(`>${c.two}</span>`);
  });
});
