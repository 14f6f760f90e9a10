/**
 * The demo store's abandoned checkouts (server/abandoned-checkouts/): two left by shoppers who
 * were sent their recovery email and have not come back, and one whose email brought back its
 * order (the newest paid demo order), so the Abandoned checkouts screen and the home's
 * "Recovered checkouts" start filled. Their reminders count as sent: a running demo never
 * emails its made-up shoppers.
 */
import { randomUUID } from 'node:crypto';
import type { SavedCheckoutLine } from '../../shared';
import { checkouts, type orders } from '../db/schema';
import type { DbOrTx } from '../orders/pricing';
import type { SeededProduct } from './demo-orders';

const HOUR = 3_600_000;

/** Writes the demo checkouts in `tx`; `orderRows` are the demo orders as written. */
export async function insertDemoCheckouts(
  tx: DbOrTx,
  input: {
    storeId: string;
    products: SeededProduct[];
    orderRows: (typeof orders.$inferInsert)[];
    now: Date;
  },
): Promise<void> {
  const { storeId, now } = input;
  const line = (name: string, quantity: number): SavedCheckoutLine => {
    const product = input.products.find((p) => p.name === name);
    if (!product) throw new Error(`demo checkout: no product ${name}`);
    const unit = product.discountPriceMinor > 0 ? product.discountPriceMinor : product.priceMinor;
    return { productId: product.id, variationId: null, quantity, name, unitPriceMinor: unit };
  };
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const subtotal = (lines: SavedCheckoutLine[]) =>
    lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
  const open = [
    {
      email: 'noah.becker@example.com',
      name: 'Noah Becker',
      hours: 26,
      lines: [line('Ceramic Mug', 2)],
    },
    {
      email: 'ines.martin@example.org',
      name: 'Inès Martin',
      hours: 75,
      lines: [line('Canvas Tote Bag', 1), line('Ceramic Mug', 1)],
    },
  ];
  const rows: (typeof checkouts.$inferInsert)[] = open.map((c) => ({
    id: randomUUID(),
    storeId,
    email: c.email,
    name: c.name,
    lines: c.lines,
    currency: 'USD',
    subtotalMinor: subtotal(c.lines),
    remindersSent: 1,
    lastReminderAt: ago(c.hours - 10),
    createdAt: ago(c.hours + 0.2),
    updatedAt: ago(c.hours),
  }));
  const paid = input.orderRows
    .filter((o) => o.paymentStatus === 'paid' && o.status !== 'cancelled')
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0))[0];
  if (paid?.id && paid.createdAt) {
    const placed = paid.createdAt;
    const lines = [line('Ceramic Mug', 1)];
    rows.push({
      id: randomUUID(),
      storeId,
      email: paid.customerEmail ?? '',
      name: paid.customerName ?? '',
      lines,
      currency: 'USD',
      subtotalMinor: subtotal(lines),
      remindersSent: 1,
      lastReminderAt: new Date(placed.getTime() - 2 * HOUR),
      orderId: paid.id,
      completedAt: placed,
      recovered: true,
      createdAt: new Date(placed.getTime() - 13 * HOUR),
      updatedAt: placed,
    });
  }
  await tx.insert(checkouts).values(rows);
}
