/**
 * The shopper's account contract (store host): passwordless sign-in with a 6-digit code sent
 * to the email (the same answer whoever asks, so nobody learns who has an account), the
 * signed-in customer, and their orders (every order the store has under that email, guest
 * orders before the account included). A customer belongs to one store: the same email at
 * two stores is two customers.
 */
import { z } from 'zod';
import { emailSchema } from './auth';
import {
  checkoutAddressSchema,
  checkoutCustomerSchema,
  orderDtoSchema,
  orderItemDtoSchema,
} from './checkout';
import { idSchema } from './fields';
import { productDtoSchema } from './storefront';
import { pageFields, queryWholeNumber } from './paging';
import { storeIdSchema } from './store';

/** A code's life and the tries it allows (6 digits: `signInBodySchema`). */
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_TRIES = 5;
/** Codes one email may be sent in an hour. */
export const SIGN_IN_CODES_PER_HOUR = 5;
/** A customer's session lasts this long after its last use. */
export const CUSTOMER_SESSION_DAYS = 30;

/** POST /api/storefront/account/code: email the store's customer a sign-in code. */
export const signInCodeBodySchema = z.strictObject({
  storeId: storeIdSchema,
  email: emailSchema.meta({ examples: ['shopper@example.com', 'Ada.Lovelace@Example.com'] }),
});
/** The one answer (202), whether the email has ordered, has an account, or neither. */
export const signInCodeReplySchema = z.strictObject({ status: z.literal('check-inbox') });
export type SignInCodeReply = z.infer<typeof signInCodeReplySchema>;

/** POST /api/storefront/account/sign-in: the email and the code it was sent. */
export const signInBodySchema = z.strictObject({
  storeId: storeIdSchema,
  email: emailSchema,
  code: z
    .string({ error: 'Enter the 6-digit code we emailed you' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code we emailed you')
    .meta({ examples: ['123456'] }),
});

/** The signed-in customer. */
export const customerAccountSchema = z.object({
  customerId: z.string(),
  email: z.string(),
  /** Their profile's name, else their latest order's ('' before either). */
  name: z.string(),
  /** Their profile's phone, else their latest order's ('' before either). */
  phone: z.string(),
  /**
   * Where their checkout starts: their default saved address, else their latest order's
   * (null before either).
   */
  address: orderDtoSchema.shape.address,
  /** They agreed to the store's marketing emails (`subscribed`). */
  acceptsMarketing: z.boolean(),
  /** When they first signed in. */
  accountSince: z.string(),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

/** GET /api/storefront/account/session: the shopper signed in on this host, or null. */
export const accountSessionReplySchema = z.object({ account: customerAccountSchema.nullable() });
export type AccountSessionReply = z.infer<typeof accountSessionReplySchema>;

/** GET /api/storefront/account/orders: a page of the customer's orders, newest first. */
export const accountOrdersQuerySchema = z.strictObject({
  /** Zero-based. */
  page: queryWholeNumber('page', 0, 10_000, 0),
  size: queryWholeNumber('size', 1, 50, 10),
});

/** One of the customer's orders, as their account lists it. */
export const accountOrderSchema = orderDtoSchema
  .pick({
    orderId: true,
    orderNumber: true,
    status: true,
    paymentStatus: true,
    paymentMethod: true,
    currency: true,
    total: true,
    tracking: true,
    createdAt: true,
  })
  .extend({
    items: z.array(
      orderItemDtoSchema.pick({
        productId: true,
        variationId: true,
        name: true,
        variationLabel: true,
        image: true,
        quantity: true,
        lineTotal: true,
      }),
    ),
    /** The order's own page on the store (its confirmation: totals, address, payment). */
    orderPath: z.string(),
  });
export type AccountOrder = z.infer<typeof accountOrderSchema>;

export const accountOrdersReplySchema = z.object({
  orders: z.array(accountOrderSchema),
  ...pageFields,
});
export type AccountOrdersReply = z.infer<typeof accountOrdersReplySchema>;

/** POST /api/storefront/account/sign-out. */
export const signOutReplySchema = z.object({ signedOut: z.literal(true) });

/** The addresses a customer may keep on their account. */
export const MAX_SAVED_ADDRESSES = 10;

/** POST /api/storefront/account/addresses and PUT …/:addressId: an address to keep. */
export const savedAddressBodySchema = checkoutAddressSchema.extend({
  name: checkoutCustomerSchema.shape.name,
  phone: checkoutCustomerSchema.shape.phone,
  /** Make it the one the checkout starts from (the first saved address is anyway). */
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).default(false),
});
export type SavedAddressBody = z.input<typeof savedAddressBodySchema>;

/** A saved address: an order's address fields, with who and how to reach there. */
export const savedAddressSchema = orderDtoSchema.shape.address.unwrap().extend({
  addressId: z.string(),
  name: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** The customer's saved addresses, the default first, then oldest first. */
export const savedAddressesReplySchema = z.object({ addresses: z.array(savedAddressSchema) });
export type SavedAddressesReply = z.infer<typeof savedAddressesReplySchema>;

export const addressParamsSchema = z.strictObject({ addressId: idSchema('addressId') });
export const addressDeletedReplySchema = z.object({ deleted: z.literal(true) });

/** PUT /api/storefront/account/profile: the customer's own name, phone and marketing consent. */
export const accountProfileBodySchema = z.strictObject({
  name: checkoutCustomerSchema.shape.name,
  phone: checkoutCustomerSchema.shape.phone,
  acceptsMarketing: z.boolean({ error: 'acceptsMarketing must be true or false' }),
});
export type AccountProfileBody = z.input<typeof accountProfileBodySchema>;

export const accountOrderParamsSchema = z.strictObject({ orderId: idSchema('orderId') });

/**
 * GET /api/storefront/account/orders/:orderId/buy-again: the order's items and the store's
 * active products among them as the storefront reads them; the browser's cart rules add what
 * can be bought now (today's price, a variation still sold and in stock) and name the rest.
 */
export const buyAgainReplySchema = z.object({
  items: z.array(
    z.object({
      /** null once the product was deleted. */
      productId: z.string().nullable(),
      variationId: z.string().nullable(),
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
  products: z.array(productDtoSchema),
});
export type BuyAgainReply = z.infer<typeof buyAgainReplySchema>;

/**
 * GET /api/storefront/account/data: everything the store keeps about the customer, as a JSON
 * file: the profile, marketing consent, saved addresses and orders.
 */
export const accountDataSchema = z.object({
  store: z.object({ name: z.string(), host: z.string() }),
  exportedAt: z.string(),
  customer: z.object({
    email: z.string(),
    name: z.string(),
    phone: z.string(),
    accountSince: z.string().nullable(),
    emailMarketing: z.string(),
    marketingUpdatedAt: z.string().nullable(),
  }),
  addresses: z.array(savedAddressSchema),
  orders: z.array(
    orderDtoSchema
      .pick({
        orderNumber: true,
        status: true,
        paymentStatus: true,
        paymentMethod: true,
        currency: true,
        subtotal: true,
        discount: true,
        shipping: true,
        tax: true,
        total: true,
        refunded: true,
        shippingMethod: true,
        customer: true,
        address: true,
        note: true,
        createdAt: true,
      })
      .extend({
        items: z.array(
          orderItemDtoSchema.pick({
            name: true,
            variationLabel: true,
            quantity: true,
            lineTotal: true,
          }),
        ),
      }),
  ),
});
export type AccountData = z.infer<typeof accountDataSchema>;

/**
 * POST /api/storefront/account/delete: erase the customer. `email` is typed again to confirm.
 * Their orders stay in the store's books with the name, email, phone, address and note erased.
 */
export const deleteAccountBodySchema = z.strictObject({
  email: emailSchema.meta({ examples: ['shopper@example.com'] }),
});
export const deleteAccountReplySchema = z.object({
  deleted: z.literal(true),
  /** Orders kept for the merchant's books, their personal fields erased. */
  ordersErased: z.number().int(),
});
