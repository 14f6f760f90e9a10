import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OrderSummaryDto } from '../../../shared';
import { orderColumns } from './order-columns';

const order: OrderSummaryDto = {
  orderId: 'd3a0b6e5-4f7c-4b8d-9e9f-0a1b2c3d4e5f',
  orderNumber: 1001,
  createdAt: '2026-01-02T03:04:05.000Z',
  customerName: 'Ada',
  customerEmail: 'ada@example.com',
  customerPhone: '',
  status: 'pending',
  paymentStatus: 'unpaid',
  paymentMethod: 'card',
  currency: 'USD',
  total: 23,
  refunded: 0,
  itemCount: 1,
  testMode: false,
  needsReview: false,
};

const paymentCell = (o: OrderSummaryDto) =>
  renderToString(
    <MemoryRouter>
      {orderColumns()
        .find((c) => c.id === 'payment')!
        .cell(o)}
    </MemoryRouter>,
  );

describe("the orders list's payment cell", () => {
  it('marks a card order in test mode, and one whose payment needs review', () => {
    const plain = paymentCell(order);
    expect(plain).toContain('Card');
    expect(plain).not.toContain('Test mode');
    expect(plain).not.toContain('Needs review');
    const flagged = paymentCell({ ...order, testMode: true, needsReview: true });
    expect(flagged).toContain('data-testid="order-test-mode">Test mode<');
    expect(flagged).toContain('data-testid="order-needs-review">Needs review<');
  });
});
