/**
 * The shopper's account contract (store host): passwordless sign-in with a 6-digit code sent
 * to the email (the same answer whoever asks, so nobody learns who has an account), the
 * signed-in customer, and their orders (every order the store has under that email, guest
 * orders before the account included). A customer belongs to one store: the same email at
 * two stores is two customers.
 */
import { z } from 'zod';
import { emailSchema } from './auth';
import { orderDtoSchema, orderItemDtoSchema } from './checkout';
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
  /** The name of their latest order ('' before any). */
  name: z.string(),
  /** Their latest order's phone and address (the checkout starts from them); '' and null before any. */
  phone: z.string(),
  address: orderDtoSchema.shape.address,
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
