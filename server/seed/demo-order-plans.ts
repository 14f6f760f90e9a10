/**
 * The demo store's orders as plain data: ten customers (names, emails, phones and addresses
 * in several countries) and twenty orders, each with its age, lines, payment method and what
 * happened to it since. `demo-orders.ts` writes them.
 */
import type { PaymentMethodName } from '../../shared';
import type { ShippingAddress } from '../db/schema';

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

export const customers: Customer[] = [
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

export const plans: OrderPlan[] = [
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
