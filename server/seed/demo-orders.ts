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
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  paymentMethodLabels,
  type OrderStatusName,
  type PaymentMethodName,
  type PaymentStatusName,
} from '../../shared';
import { orderEvents, orderItems, orders, paymentProofs, type ShippingAddress } from '../db/schema';
import type { PrivateStorage } from '../media/private-storage';
import type { DbOrTx } from '../orders/pricing';

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

interface Customer {
  name: string;
  email: string;
  phone: string;
  address: ShippingAddress;
}

const address = (
  line1: string,
  city: string,
  postalCode: string,
  country: string,
  region = '',
  line2 = '',
): ShippingAddress => ({ line1, line2, city, region, postalCode, country });

const customers: Customer[] = [
  {
    name: 'Emma Johnson',
    email: 'emma.johnson@example.com',
    phone: '+1 415 555 0132',
    address: address('1200 Market Street', 'San Francisco', '94102', 'US', 'CA', 'Apt 4B'),
  },
  {
    name: "Liam O'Connor",
    email: 'liam.oconnor@example.net',
    phone: '+353 1 555 0187',
    address: address('14 Baggot Street Upper', 'Dublin', 'D04 W7K5', 'IE'),
  },
  {
    name: 'Sofia Rossi',
    email: 'sofia.rossi@example.org',
    phone: '+39 02 5550 1234',
    address: address('Via Torino 21', 'Milano', '20123', 'IT', 'MI'),
  },
  {
    name: 'Noah Williams',
    email: 'noah.williams@example.com',
    phone: '+44 20 7946 0958',
    address: address('221 Baker Street', 'London', 'NW1 6XE', 'GB'),
  },
  {
    name: 'Mia Schneider',
    email: 'mia.schneider@example.de',
    phone: '+49 30 5550 7781',
    address: address('Torstraße 109', 'Berlin', '10119', 'DE'),
  },
  {
    name: 'Lucas Martin',
    email: 'lucas.martin@example.fr',
    phone: '+33 1 55 50 12 34',
    address: address('18 Rue de Rivoli', 'Paris', '75004', 'FR'),
  },
  {
    name: 'Olivia Brown',
    email: 'olivia.brown@example.ca',
    phone: '+1 416 555 0199',
    address: address('350 Queen Street West', 'Toronto', 'M5V 2A2', 'CA', 'ON'),
  },
  {
    name: 'Aiden Chen',
    email: 'aiden.chen@example.com.au',
    phone: '+61 2 5550 4321',
    address: address('88 George Street', 'Sydney', '2000', 'AU', 'NSW'),
  },
  {
    name: 'Isabella Garcia',
    email: 'isabella.garcia@example.com',
    phone: '+1 512 555 0144',
    address: address('2100 Guadalupe Street', 'Austin', '78705', 'US', 'TX'),
  },
  {
    name: 'Hannah Müller',
    email: 'hannah.mueller@example.de',
    phone: '+49 89 5550 3344',
    address: address('Leopoldstraße 44', 'München', '80802', 'DE', 'BY'),
  },
];

type Step =
  | 'confirm'
  | 'process'
  | 'ship'
  | 'deliver'
  | 'mark_paid'
  | 'cancel'
  | 'proof'
  | 'refund_part'
  | 'refund_all'
  | 'note';

interface OrderPlan {
  /** Days before the seed's clock, fractional (0.05: about an hour ago). */
  daysAgo: number;
  customer: number;
  /** [product name, quantity, variation attributes]. */
  lines: [string, number, Record<string, string>?][];
  method: PaymentMethodName;
  express?: boolean;
  /** What happened since, in order, each about `spacing` days after the previous one. */
  steps: Step[];
}

const plans: OrderPlan[] = [
  {
    daysAgo: 29.4,
    customer: 0,
    lines: [
      ['Merino Crew Sweater', 1],
      ['Knit Beanie', 1, { Colour: 'Grey' }],
    ],
    method: 'cod',
    steps: ['confirm', 'ship', 'deliver', 'mark_paid'],
  },
  {
    daysAgo: 27.2,
    customer: 3,
    lines: [['Leather Chelsea Boots', 1]],
    method: 'bank_transfer',
    steps: ['mark_paid', 'confirm', 'ship', 'deliver'],
  },
  {
    daysAgo: 25.7,
    customer: 5,
    lines: [
      ['Ceramic Mug', 4],
      ['Glass Carafe', 1],
    ],
    method: 'cod',
    steps: ['confirm', 'process', 'ship', 'deliver', 'mark_paid'],
  },
  {
    daysAgo: 23.1,
    customer: 1,
    lines: [['Denim Jacket', 1]],
    method: 'bank_transfer',
    steps: ['cancel'],
  },
  {
    daysAgo: 21.6,
    customer: 7,
    lines: [['Steel Watch', 1]],
    method: 'bank_transfer',
    express: true,
    steps: ['mark_paid', 'confirm', 'ship', 'deliver', 'refund_part'],
  },
  {
    daysAgo: 19.3,
    customer: 2,
    lines: [
      ['Silk Scarf', 1],
      ['Canvas Tote Bag', 2],
    ],
    method: 'cod',
    steps: ['confirm', 'ship', 'deliver', 'mark_paid'],
  },
  {
    daysAgo: 17.8,
    customer: 8,
    lines: [
      ['Classic T-Shirt', 2, { Colour: 'Navy', Size: 'M' }],
      ['Hooded Sweatshirt', 1],
    ],
    method: 'cod',
    steps: ['confirm', 'ship', 'deliver', 'mark_paid'],
  },
  {
    daysAgo: 15.2,
    customer: 4,
    lines: [
      ['Wool Blanket', 1],
      ['Linen Throw Pillow', 2],
    ],
    method: 'bank_transfer',
    steps: ['mark_paid', 'confirm', 'process', 'ship', 'deliver'],
  },
  {
    daysAgo: 13.5,
    customer: 9,
    lines: [['Rain Parka', 1]],
    method: 'bank_transfer',
    steps: ['mark_paid', 'confirm', 'cancel', 'refund_all'],
  },
  {
    daysAgo: 11.9,
    customer: 6,
    lines: [
      ['Canvas Sneakers', 1, { Colour: 'White', Size: '42' }],
      ['Espadrilles', 1],
    ],
    method: 'cod',
    steps: ['confirm', 'ship', 'deliver', 'mark_paid'],
  },
  {
    daysAgo: 9.4,
    customer: 0,
    lines: [
      ['Scented Candle', 3],
      ['Oak Serving Board', 1],
    ],
    method: 'bank_transfer',
    steps: ['mark_paid', 'confirm', 'ship', 'note'],
  },
  {
    daysAgo: 7.6,
    customer: 3,
    lines: [
      ['Aviator Sunglasses', 1],
      ['Leather Wallet', 1],
    ],
    method: 'cod',
    express: true,
    steps: ['confirm', 'process', 'ship'],
  },
  {
    daysAgo: 6.2,
    customer: 5,
    lines: [['Trail Running Shoes', 1, { Colour: 'Black', Size: '43' }]],
    method: 'bank_transfer',
    steps: ['mark_paid', 'confirm', 'ship'],
  },
  {
    daysAgo: 4.8,
    customer: 2,
    lines: [['Merino Crew Sweater', 2]],
    method: 'cod',
    steps: ['confirm', 'ship'],
  },
  {
    daysAgo: 3.7,
    customer: 8,
    lines: [
      ['Linen Shirt', 1, { Colour: 'White', Size: 'L' }],
      ['Wool Slippers', 1],
    ],
    method: 'bank_transfer',
    steps: ['mark_paid', 'confirm', 'process'],
  },
  {
    daysAgo: 2.9,
    customer: 6,
    lines: [['Hiking Sandals', 1]],
    method: 'cod',
    steps: ['confirm', 'process'],
  },
  {
    daysAgo: 1.8,
    customer: 4,
    lines: [
      ['Ceramic Mug', 2],
      ['Canvas Tote Bag', 1],
    ],
    method: 'cod',
    steps: ['confirm'],
  },
  {
    daysAgo: 1.1,
    customer: 1,
    lines: [['Steel Watch', 1]],
    method: 'bank_transfer',
    steps: ['proof'],
  },
  {
    daysAgo: 0.4,
    customer: 7,
    lines: [
      ['Denim Jacket', 1],
      ['Knit Beanie', 1, { Colour: 'Red' }],
    ],
    method: 'bank_transfer',
    steps: [],
  },
  {
    daysAgo: 0.05,
    customer: 9,
    lines: [
      ['Hooded Sweatshirt', 1],
      ['Ceramic Mug', 1],
    ],
    method: 'cod',
    steps: [],
  },
];

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
const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;

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
      data: { total: total / 100, itemCount: units },
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
          message: `Refunded ${money(amount)}: ${reason} (${money(refunded)} of ${money(total)} in all)`,
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
        const file = receiptPng(orderNumber, money(total), customer.name).then(async (png) => {
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
        });
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
      currency: 'USD',
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
  return input.firstOrderNumber + plans.length;
}
