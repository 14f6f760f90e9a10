/**
 * The demo store's orders: 20 over the 30 days before the seed's clock, in every state a
 * merchant meets (pending, confirmed, processing, shipped with tracking, delivered, cancelled;
 * unpaid, paid, refunded in part and in full; cash on delivery and bank transfer), each with
 * its timeline, so the orders list, the home's chart and its action queue start filled. One
 * bank-transfer order awaits review of a proof: a small receipt PNG drawn here and kept in the
 * private storage like a shopper's upload.
 *
 * Stock: these orders stand for sales made before today, so the catalogue's stock is what is
 * left after them; nothing is decremented here (a cancelled one's items are not put back
 * either). No email is queued: the outbox would send the demo's made-up customers mail.
 */
import { linkOrdersToCustomers } from '../customers/customer-stats';
import { insertDemoCheckouts } from './demo-checkouts';
import { insertDemoReviews } from './demo-reviews';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  formatMoney,
  paymentMethodLabels,
  toDecimal,
  type OrderStatusName,
  type PaymentStatusName,
} from '../../shared';
import { orderEvents, orderItems, orders, paymentProofs } from '../db/schema';
import type { PrivateStorage } from '../media/private-storage';
import type { DbOrTx } from '../orders/pricing';
import { customers, plans } from './demo-order-plans';

/** A product of the demo catalogue as written (ids, prices, pictures, variations). */
export interface SeededProduct {
  id: string;
  name: string;
  priceMinor: number;
  discountPriceMinor: number;
  image: string;
  attributeOrder: string[];
  variations: { id: string; attributes: Record<string, string>; image: string }[];
}

/** The demo proof: a transfer receipt drawn as a small PNG (no network, no file in the repo). */
async function receiptPng(orderNumber: number, amount: string, payer: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">
  <rect width="480" height="300" fill="#f8fafc"/><rect x="16" y="16" width="448" height="268" rx="10" fill="#fff" stroke="#cbd5e1"/>
  <text x="36" y="58" font-family="sans-serif" font-size="22" font-weight="700" fill="#0f172a">Transfer receipt</text>
  <text x="36" y="100" font-family="sans-serif" font-size="16" fill="#334155">From: ${payer}</text>
  <text x="36" y="130" font-family="sans-serif" font-size="16" fill="#334155">To: Demo Outfitters Ltd</text>
  <text x="36" y="160" font-family="sans-serif" font-size="16" fill="#334155">Reference: order ${orderNumber}</text>
  <text x="36" y="212" font-family="sans-serif" font-size="30" font-weight="700" fill="#15803d">${amount}</text>
  <text x="36" y="254" font-family="sans-serif" font-size="13" fill="#64748b">Status: completed</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const DAY = 86_400_000;
/** The demo store's currency (seed-demo.ts prices its catalogue in it). */
const DEMO_CURRENCY = 'USD';

export interface DemoOrdersInput {
  storeId: string;
  merchant: { id: string; name: string };
  products: SeededProduct[];
  /** The store's rates: standard first, express second. */
  rates: { id: string; name: string; priceMinor: number; freeOverMinor: number | null }[];
  firstOrderNumber: number;
  now: Date;
}

/**
 * Writes the demo orders (their lines, timelines and the one proof) in `tx`; the proof's file
 * goes to `storage` first. Answers the store's next order number.
 */
export async function insertDemoOrders(
  tx: DbOrTx,
  storage: PrivateStorage,
  input: DemoOrdersInput,
): Promise<number> {
  const { storeId, now } = input;
  const byName = new Map(input.products.map((p) => [p.name, p]));
  const merchant = {
    actorType: 'merchant' as const,
    actorId: input.merchant.id,
    actorName: input.merchant.name,
  };
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const eventRows: (typeof orderEvents.$inferInsert)[] = [];
  const proofRows: (typeof paymentProofs.$inferInsert)[] = [];
  const files: Promise<void>[] = [];

  for (const [index, plan] of plans.entries()) {
    const orderId = randomUUID();
    const orderNumber = input.firstOrderNumber + index;
    const customer = customers[plan.customer]!;
    const createdAt = new Date(now.getTime() - plan.daysAgo * DAY);
    let subtotal = 0;
    let units = 0;
    for (const [name, quantity, attributes] of plan.lines) {
      const product = byName.get(name);
      if (!product) throw new Error(`demo order: no product ${name}`);
      const variation = attributes
        ? product.variations.find((v) =>
            Object.entries(attributes).every(([k, val]) => v.attributes[k] === val),
          )
        : undefined;
      if (attributes && !variation) throw new Error(`demo order: no variation of ${name}`);
      const unit = product.discountPriceMinor > 0 ? product.discountPriceMinor : product.priceMinor;
      subtotal += unit * quantity;
      units += quantity;
      itemRows.push({
        storeId,
        orderId,
        orderCreatedAt: createdAt,
        productId: product.id,
        variationId: variation?.id ?? null,
        name: product.name,
        variationLabel: variation
          ? product.attributeOrder
              .filter((k) => k in variation.attributes)
              .map((k) => `${k}: ${variation.attributes[k]}`)
              .join(' / ')
          : '',
        image: variation?.image || product.image,
        unitPriceMinor: unit,
        quantity,
        lineTotalMinor: unit * quantity,
      });
    }
    const rate = input.rates[plan.express ? 1 : 0]!;
    const shipping =
      rate.freeOverMinor !== null && subtotal >= rate.freeOverMinor ? 0 : rate.priceMinor;
    const total = subtotal + shipping;

    let status: OrderStatusName = 'pending';
    let payment: PaymentStatusName = 'unpaid';
    let refunded = 0;
    let paidAt: Date | null = null;
    let tracking = { carrier: '', trackingNumber: '', trackingUrl: '' };
    // Steps follow each other about a day apart (less for a recent order), never past now.
    const spacing = Math.min(1.2, plan.daysAgo / (plan.steps.length + 1));
    let at = createdAt;
    const event = (
      e: Omit<
        typeof orderEvents.$inferInsert,
        'storeId' | 'orderId' | 'createdAt' | 'actorType'
      > & { actorType?: 'merchant' | 'shopper' },
    ) =>
      eventRows.push({
        storeId,
        orderId,
        createdAt: at,
        ...merchant,
        ...e,
        actorType: e.actorType ?? 'merchant',
      });
    event({
      kind: 'placed',
      message: `Order placed (${paymentMethodLabels[plan.method]})`,
      data: { total: toDecimal(total, DEMO_CURRENCY), itemCount: units },
      actorType: 'shopper',
      actorId: null,
      actorName: customer.name,
    });
    for (const step of plan.steps) {
      at = new Date(at.getTime() + spacing * DAY);
      const change = (to: OrderStatusName, message: string) => {
        event({ kind: 'status_changed', message, data: { action: step, from: status, to } });
        status = to;
      };
      if (step === 'confirm') change('confirmed', 'Order confirmed');
      else if (step === 'process') change('processing', 'Processing started');
      else if (step === 'deliver') change('delivered', 'Marked as delivered');
      else if (step === 'cancel')
        change('cancelled', 'Order cancelled; its items are back in stock');
      else if (step === 'ship') {
        tracking = {
          carrier: orderNumber % 2 ? 'UPS' : 'DHL',
          trackingNumber:
            orderNumber % 2
              ? `1Z999AA1${orderNumber}0${index}84`
              : `JD01460000${orderNumber}${index}`,
          trackingUrl:
            orderNumber % 2
              ? `https://www.ups.com/track?tracknum=1Z999AA1${orderNumber}0${index}84`
              : '',
        };
        event({
          kind: 'shipped',
          message: `Shipped with ${tracking.carrier}, tracking number ${tracking.trackingNumber}`,
          data: { action: 'ship', from: status, to: 'shipped', ...tracking },
        });
        status = 'shipped';
      } else if (step === 'mark_paid') {
        event({
          kind: 'payment_changed',
          message: 'Marked as paid',
          data: { action: 'mark_paid', from: payment, to: 'paid' },
        });
        payment = 'paid';
        paidAt = at;
      } else if (step === 'refund_part' || step === 'refund_all') {
        const amount = step === 'refund_all' ? total : Math.round(total / 5);
        const reason =
          step === 'refund_all'
            ? 'Order cancelled before shipping'
            : 'Scratched case: partial refund agreed';
        refunded += amount;
        event({
          kind: 'refund',
          message: `Refunded ${formatMoney(amount, DEMO_CURRENCY)}: ${reason} (${formatMoney(refunded, DEMO_CURRENCY)} of ${formatMoney(total, DEMO_CURRENCY)} in all)`,
          data: {
            action: 'refund',
            from: payment,
            to: 'refunded',
            amountMinor: amount,
            reason,
            refundedMinor: refunded,
          },
        });
        payment = 'refunded';
      } else if (step === 'note') {
        event({
          kind: 'note',
          message: 'The customer asked us to leave the parcel with the neighbour at number 12.',
        });
      } else if (step === 'proof') {
        const proofId = randomUUID();
        const key = `payment-proofs/${storeId}/${orderId}/${proofId}.png`;
        const reference = `ORDER ${orderNumber}`;
        const file = receiptPng(orderNumber, formatMoney(total, DEMO_CURRENCY), customer.name).then(
          async (png) => {
            await storage.put(key, png, 'image/png');
            proofRows.push({
              id: proofId,
              storeId,
              orderId,
              storageKey: key,
              contentType: 'image/png',
              byteSize: png.length,
              fileName: 'transfer-receipt.png',
              payerReference: reference,
              createdAt: at,
            });
            eventRows.push({
              storeId,
              orderId,
              createdAt: at,
              kind: 'proof_submitted',
              message: `Payment proof sent: transfer-receipt.png (${Math.max(1, Math.round(png.length / 1024))} KB), payer reference ${reference}`,
              data: { proofId },
              actorType: 'shopper',
              actorId: null,
              actorName: customer.name,
            });
          },
        );
        files.push(file);
        payment = 'awaiting_review';
      }
    }
    orderRows.push({
      id: orderId,
      storeId,
      orderNumber,
      status,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      shippingAddress: customer.address,
      shippingRateId: rate.id,
      shippingMethodName: rate.name,
      paymentMethod: plan.method,
      paymentStatus: payment,
      currency: DEMO_CURRENCY,
      subtotalMinor: subtotal,
      shippingMinor: shipping,
      totalMinor: total,
      refundedMinor: refunded,
      itemCount: units,
      ...tracking,
      paidAt,
      idempotencyKey: randomUUID(),
      createdAt,
      updatedAt: at,
    });
  }
  await Promise.all(files);
  await tx.insert(orders).values(orderRows);
  await tx.insert(orderItems).values(itemRows);
  await tx.insert(orderEvents).values(eventRows);
  if (proofRows.length) await tx.insert(paymentProofs).values(proofRows);
  // The demo's buyers are its customers, as the checkout makes them.
  await linkOrdersToCustomers(tx, storeId, now);
  await insertDemoCheckouts(tx, { storeId, products: input.products, orderRows, now });
  await insertDemoReviews(tx, { storeId, orderRows, itemRows });
  return input.firstOrderNumber + plans.length;
}
