/**
 * The shopper's account API on a store's host (rate limited per IP, `ACCOUNT_RATE_LIMIT` a
 * minute per route): `POST /api/storefront/account/code` (always 202 `check-inbox`, so nobody
 * learns who has an account or has ordered; 429 once the email had its codes for the hour),
 * `/sign-in` (the email and its code → the customer and the session cookie; a wrong code is
 * a 400 naming `code` with the tries left; no live code — expired, spent or never asked — a 400
 * telling to ask for a new one), and the signed-in customer's `GET /orders` and
 * `POST /sign-out` (`customer` access: 401 without a session of this host's store), and
 * `GET /session` (public: the signed-in customer, or null). The store must be the host's (400
 * naming `storeId`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountsEndpoints, SIGN_IN_CODES_PER_HOUR, type SignInCodeReply } from '../../shared';
import { findStoreSender } from '../email/store-sender';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { requireSiteStore } from '../http/site-store';
import { accountInvoice } from './account-invoice';
import { buyAgain, listAccountOrders } from './account-orders';
import {
  deleteCustomerData,
  exportAccountData,
  loadCustomerAccount,
  updateAccountProfile,
} from './account-profile';
import {
  CUSTOMER_SESSION_COOKIE,
  createCustomerSession,
  endCustomerSession,
  getCustomerSession,
  purgeDeadCustomerSessions,
} from './customer-sessions';
import {
  addSavedAddress,
  deleteSavedAddress,
  listSavedAddresses,
  updateSavedAddress,
} from './saved-addresses';
import { requestSignInCode, spendSignInCode } from './sign-in-codes';

const checkInbox: SignInCodeReply = { status: 'check-inbox' };

const codeError = (message: string) => new HttpError(400, message, [{ field: 'code', message }]);

/** The signed-in shopper of the host's store, read before validation on store hosts' API. */
export function customerSessionHook(app: FastifyInstance) {
  app.decorateRequest('customer', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[CUSTOMER_SESSION_COOKIE];
    if (!token || request.site.kind !== 'store' || !request.url.startsWith('/api/')) return;
    const found = await getCustomerSession(app.ctx.db, request.site.store.id, token, app.ctx.now());
    if (found) {
      const { expiresAt: _expiresAt, ...customer } = found;
      request.customer = customer;
    }
  });
  // Ended sessions are deleted hourly.
  const purge = setInterval(() => {
    purgeDeadCustomerSessions(app.ctx.db, app.ctx.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'purging ended customer sessions failed'),
    );
  }, 3_600_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}

export async function accountRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const rateLimit = { max: config.rateLimits.account, timeWindow: '1 minute' };

  const setSessionCookie = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    expiresAt: Date,
  ) => {
    const { cookieSecure } = config;
    // No Domain: the cookie stays on this store's host alone.
    reply.setCookie(CUSTOMER_SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure === 'auto' ? request.protocol === 'https' : cookieSecure === 'always',
      expires: expiresAt,
    });
  };

  const account = (storeId: string, customerId: string) =>
    loadCustomerAccount(db, { storeId, customerId });

  route(app, {
    endpoint: accountsEndpoints.requestCode,
    access: 'public',
    rateLimit,
    handler: async ({ body, request }) => {
      requireSiteStore(request, body.storeId);
      const store = await findStoreSender(db, body.storeId);
      const outcome = await requestSignInCode(db, {
        store,
        email: body.email,
        now: app.ctx.now(),
        links: config,
      });
      request.log.info({ storeId: store.id, outcome }, 'account sign-in code asked for');
      if (outcome === 'paced') {
        const message = `This email was sent ${SIGN_IN_CODES_PER_HOUR} codes in the last hour: use the latest, or try again later`;
        throw new HttpError(429, message, [{ field: 'email', message }]);
      }
      return checkInbox;
    },
  });

  route(app, {
    endpoint: accountsEndpoints.signIn,
    access: 'public',
    rateLimit,
    handler: async ({ body, request, reply }) => {
      requireSiteStore(request, body.storeId);
      const now = app.ctx.now();
      const used = await spendSignInCode(db, { ...body, now });
      if (!used.ok) {
        request.log.info(
          { storeId: body.storeId, refusal: used.refusal },
          'account sign-in refused',
        );
        if (used.refusal === 'wrong' && used.triesLeft > 0) {
          throw codeError(
            `That code is not right: ${used.triesLeft} ${used.triesLeft === 1 ? 'try' : 'tries'} left`,
          );
        }
        throw codeError('This code no longer works: ask for a new one');
      }
      // Rotated at sign-in: the browser's previous session of this store ends.
      const previous = request.cookies[CUSTOMER_SESSION_COOKIE];
      if (previous) await endCustomerSession(db, body.storeId, previous);
      const { token, expiresAt } = await createCustomerSession(
        db,
        body.storeId,
        used.customerId,
        now,
      );
      setSessionCookie(request, reply, token, expiresAt);
      request.log.info(
        { storeId: body.storeId, customerId: used.customerId },
        'customer signed in',
      );
      return account(body.storeId, used.customerId);
    },
  });

  // Public: a shopper signed out (or on another store's host) is `null`, not an error.
  route(app, {
    endpoint: accountsEndpoints.session,
    access: 'public',
    handler: async ({ request }) => {
      const customer = request.customer;
      return { account: customer ? await account(customer.storeId, customer.customerId) : null };
    },
  });

  route(app, {
    endpoint: accountsEndpoints.orders,
    access: 'customer',
    handler: async ({ customer, query }) => listAccountOrders(db, customer, query.page, query.size),
  });

  route(app, {
    endpoint: accountsEndpoints.signOut,
    access: 'customer',
    handler: async ({ customer, request, reply }) => {
      const token = request.cookies[CUSTOMER_SESSION_COOKIE];
      if (token) await endCustomerSession(db, customer.storeId, token);
      reply.clearCookie(CUSTOMER_SESSION_COOKIE, { path: '/' });
      return { signedOut: true as const };
    },
  });

  route(app, {
    endpoint: accountsEndpoints.buyAgain,
    access: 'customer',
    handler: async ({ customer, params }) => buyAgain(db, customer, params.orderId),
  });

  route(app, {
    endpoint: accountsEndpoints.addresses,
    access: 'customer',
    handler: async ({ customer }) => ({ addresses: await listSavedAddresses(db, customer) }),
  });

  route(app, {
    endpoint: accountsEndpoints.addAddress,
    access: 'customer',
    handler: async ({ customer, body }) => addSavedAddress(db, customer, body, app.ctx.now()),
  });

  route(app, {
    endpoint: accountsEndpoints.updateAddress,
    access: 'customer',
    handler: async ({ customer, params, body }) =>
      updateSavedAddress(db, customer, params.addressId, body, app.ctx.now()),
  });

  route(app, {
    endpoint: accountsEndpoints.deleteAddress,
    access: 'customer',
    handler: async ({ customer, params }) => {
      await deleteSavedAddress(db, customer, params.addressId, app.ctx.now());
      return { deleted: true as const };
    },
  });

  route(app, {
    endpoint: accountsEndpoints.updateProfile,
    access: 'customer',
    handler: async ({ customer, body, request }) => {
      const updated = await updateAccountProfile(db, customer, body, app.ctx.now());
      request.log.info(
        { storeId: customer.storeId, customerId: customer.customerId },
        'customer profile saved',
      );
      return updated;
    },
  });

  // A file: "Download my data" is a link the browser follows with the session cookie.
  route(app, {
    endpoint: accountsEndpoints.invoice,
    access: 'customer',
    handler: async ({ customer, params, reply }) => {
      const invoice = await accountInvoice(db, customer, params.orderId);
      reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoice-${invoice.orderNumber}.html"`)
        .header('cache-control', 'no-store');
      return Buffer.from(invoice.html, 'utf8');
    },
  });

  route(app, {
    endpoint: accountsEndpoints.data,
    access: 'customer',
    handler: async ({ customer, request, reply }) => {
      const site = request.site;
      const store =
        site.kind === 'store'
          ? { name: site.store.name, host: request.hostname }
          : { name: '', host: request.hostname };
      const data = await exportAccountData(db, customer, store, app.ctx.now());
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="my-data-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  });

  route(app, {
    endpoint: accountsEndpoints.deleteAccount,
    access: 'customer',
    rateLimit,
    handler: async ({ customer, body, request, reply }) => {
      if (body.email !== customer.email) {
        const message = 'Type the email of your account to confirm';
        throw new HttpError(400, message, [{ field: 'email', message }]);
      }
      const ordersErased = await deleteCustomerData(db, customer, app.ctx.now());
      reply.clearCookie(CUSTOMER_SESSION_COOKIE, { path: '/' });
      request.log.info(
        { storeId: customer.storeId, customerId: customer.customerId, ordersErased },
        'customer deleted their data',
      );
      return { deleted: true as const, ordersErased };
    },
  });
}
