/**
 * The shopper's account calls (by reference: the storefront carries no zod): ask for a code,
 * sign in with it, read the signed-in customer and their orders, their saved addresses and
 * profile, "Buy again", their data, sign out. The session is the store host's HttpOnly
 * cookie: nothing here holds a token.
 */
import {
  callEndpoint,
  endpointRefs,
  endpointPath,
  endpointUrl,
  fetchTransport,
  type AccountOrdersReply,
  type AccountProfileBody,
  type BuyAgainReply,
  type CustomerAccount,
  type SavedAddress,
  type SavedAddressBody,
} from '../../shared';

const refs = endpointRefs.accounts;

export const accountApi = {
  requestCode: (storeId: string, email: string) =>
    callEndpoint(fetchTransport, refs.requestCode, { body: { storeId, email } }),
  signIn: (storeId: string, email: string, code: string): Promise<CustomerAccount> =>
    callEndpoint(fetchTransport, refs.signIn, { body: { storeId, email, code } }),
  /** The shopper signed in on this host, or null. */
  session: async (): Promise<CustomerAccount | null> =>
    (await callEndpoint(fetchTransport, refs.session, {})).account,
  // The query is text on the wire (`queryWholeNumber` reads it).
  orders: (page: number): Promise<AccountOrdersReply> =>
    callEndpoint(fetchTransport, refs.orders, { query: { page: String(page), size: '10' } }),
  buyAgain: (orderId: string): Promise<BuyAgainReply> =>
    callEndpoint(fetchTransport, refs.buyAgain, { params: { orderId } }),
  addresses: async (): Promise<SavedAddress[]> =>
    (await callEndpoint(fetchTransport, refs.addresses, {})).addresses,
  addAddress: (body: SavedAddressBody): Promise<SavedAddress> =>
    callEndpoint(fetchTransport, refs.addAddress, { body }),
  updateAddress: (addressId: string, body: SavedAddressBody): Promise<SavedAddress> =>
    callEndpoint(fetchTransport, refs.updateAddress, { params: { addressId }, body }),
  deleteAddress: (addressId: string) =>
    callEndpoint(fetchTransport, refs.deleteAddress, { params: { addressId } }),
  updateProfile: (body: AccountProfileBody): Promise<CustomerAccount> =>
    callEndpoint(fetchTransport, refs.updateProfile, { body }),
  /** An order's invoice: a link the browser downloads (the session cookie goes along). */
  invoiceUrl: (orderId: string) => endpointPath(refs.invoice.path, { orderId }),
  /** "Download my data": a link the browser follows (the session cookie goes along). */
  dataUrl: () => endpointUrl(refs.data as never),
  deleteAccount: (email: string) =>
    callEndpoint(fetchTransport, refs.deleteAccount, { body: { email } }),
  signOut: () => callEndpoint(fetchTransport, refs.signOut, {}),
};
