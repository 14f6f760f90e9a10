/**
 * The shopper's account calls (by reference: the storefront carries no zod): ask for a code,
 * sign in with it, read the signed-in customer and their orders, sign out. The session is the
 * store host's HttpOnly cookie: nothing here holds a token.
 */
import { callEndpoint, endpointRefs, fetchTransport, type AccountOrdersReply } from '../../shared';
import type { CustomerAccount } from '../../shared';

export const accountApi = {
  requestCode: (storeId: string, email: string) =>
    callEndpoint(fetchTransport, endpointRefs.accounts.requestCode, { body: { storeId, email } }),
  signIn: (storeId: string, email: string, code: string): Promise<CustomerAccount> =>
    callEndpoint(fetchTransport, endpointRefs.accounts.signIn, {
      body: { storeId, email, code },
    }),
  /** The shopper signed in on this host, or null. */
  session: async (): Promise<CustomerAccount | null> =>
    (await callEndpoint(fetchTransport, endpointRefs.accounts.session, {})).account,
  // The query is text on the wire (`queryWholeNumber` reads it).
  orders: (page: number): Promise<AccountOrdersReply> =>
    callEndpoint(fetchTransport, endpointRefs.accounts.orders, {
      query: { page: String(page), size: '10' },
    }),
  signOut: () => callEndpoint(fetchTransport, endpointRefs.accounts.signOut, {}),
};
