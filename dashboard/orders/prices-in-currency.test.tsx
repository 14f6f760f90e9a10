/**
 * Money in one home (issue 25): the orders list and the order's invoice show a JPY, a KWD and
 * a EUR total as the storefront and the emails do (shared/money.ts), with the currency's
 * digits, whatever the merchant's browser language (a German one here: before, the dashboard
 * printed `1.999 ¥` and `1.999,99 €` where shoppers read `¥1999.00` and `€1999.99`).
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetailDto } from '../../shared';
import { orderColumns } from './list/order-columns';
import { PrintDocumentView } from './print/OrderPrintScreen';

/** One total per currency and the text people read. */
const cases = [
  { currency: 'JPY', total: 1999, text: '¥1,999' },
  { currency: 'KWD', total: 1.25, text: 'KWD\u00a01.250' },
  { currency: 'EUR', total: 1999.99, text: '€1,999.99' },
] as const;

function makeOrder(currency: string, total: number): OrderDetailDto {
  return {
    orderId: 'o1',
    orderNumber: 1001,
    storeId: 's1',
    status: 'confirmed',
    paymentStatus: 'unpaid',
    paymentMethod: 'cod',
    currency,
    subtotal: total,
    discount: 0,
    shipping: 0,
    shippingDiscount: 0,
    tax: 0,
    taxIncluded: false,
    discounts: [],
    taxLines: [],
    paymentFee: 0,
    total,
    refunded: 0,
    refundedTax: 0,
    shippingMethod: 'Standard delivery',
    bankTransferInstructions: null,
    bankAccount: null,
    tracking: null,
    latestProof: null,
    customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '' },
    address: {
      line1: '12 Analytical Way',
      line2: '',
      company: '',
      city: 'London',
      region: '',
      postalCode: 'N1 9GU',
      country: 'GB',
    },
    note: '',
    items: [
      {
        productId: 'p1',
        variationId: null,
        name: 'Brass Lamp',
        variationLabel: '',
        image: '',
        unitPrice: total,
        quantity: 1,
        lineTotal: total,
        discount: 0,
        tax: 0,
      },
    ],
    createdAt: '2026-03-09T10:00:00Z',
    thankYou: { title: 'Thank you', message: '' },
    cardPayment: null,
    onlinePayment: null,
    paymentReview: null,
    itemCount: 1,
    weightGrams: 0,
    updatedAt: '2026-03-09T10:00:00Z',
    paidAt: null,
    events: [],
    proofs: [],
    allowedActions: [],
  };
}

const BrowserNumberFormat = Intl.NumberFormat;
/** Intl as a German browser has it: de-DE when no locale is given. */
class GermanBrowserNumberFormat extends BrowserNumberFormat {
  constructor(locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
    super(locales ?? 'de-DE', options);
  }
}

describe('order prices in the store currency', () => {
  beforeAll(() => {
    Intl.NumberFormat = GermanBrowserNumberFormat as typeof Intl.NumberFormat;
  });
  afterAll(() => {
    Intl.NumberFormat = BrowserNumberFormat;
  });

  it.each(cases)('shows a $currency total in the orders list as $text', (c) => {
    const total = orderColumns().find((col) => col.id === 'total')!;
    const html = renderToString(
      <MemoryRouter>
        {total.cell({
          ...makeOrder(c.currency, c.total),
          customerName: 'Ada',
          customerEmail: 'ada@example.com',
          customerPhone: '',
          testMode: false,
          needsReview: false,
        })}
      </MemoryRouter>,
    );
    expect(html).toContain(`data-testid="order-total">${c.text}<`);
  });

  it.each(cases)('shows $currency amounts on the invoice as $text', (c) => {
    const html = renderToString(
      <MemoryRouter>
        <PrintDocumentView order={makeOrder(c.currency, c.total)} doc="invoice" storeName="Shop" />
      </MemoryRouter>,
    );
    expect(html).toContain(`<td class="kit-align-end">${c.text}</td>`);
    expect(html).toContain(`data-testid="print-total">${c.text}<`);
    expect(html).toContain(`data-testid="print-amount-subtotal">${c.text}<`);
    expect(html).toContain('data-testid="print-amount-shipping">Free<');
  });
});
