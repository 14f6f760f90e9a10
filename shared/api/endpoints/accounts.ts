/** The shopper's account endpoints (see ../endpoint.ts), called by the storefront by reference (./refs.ts). */
import { endpoint } from '../endpoint';
import { endpointRefs } from './refs';
import {
  accountDataSchema,
  accountOrderParamsSchema,
  accountOrdersQuerySchema,
  accountProfileBodySchema,
  accountSessionReplySchema,
  accountOrdersReplySchema,
  addressDeletedReplySchema,
  addressParamsSchema,
  buyAgainReplySchema,
  customerAccountSchema,
  deleteAccountBodySchema,
  deleteAccountReplySchema,
  savedAddressBodySchema,
  savedAddressSchema,
  savedAddressesReplySchema,
  signInBodySchema,
  signInCodeBodySchema,
  signInCodeReplySchema,
  signOutReplySchema,
} from '../accounts';
import { htmlDocumentReplySchema } from '../pages';

const refs = endpointRefs.accounts;

export const accountsEndpoints = {
  requestCode: endpoint({
    ...refs.requestCode,
    body: signInCodeBodySchema,
    reply: signInCodeReplySchema,
    status: 202,
  }),
  signIn: endpoint({ ...refs.signIn, body: signInBodySchema, reply: customerAccountSchema }),
  session: endpoint({ ...refs.session, reply: accountSessionReplySchema }),
  orders: endpoint({
    ...refs.orders,
    query: accountOrdersQuerySchema,
    reply: accountOrdersReplySchema,
  }),
  signOut: endpoint({ ...refs.signOut, reply: signOutReplySchema }),
  addresses: endpoint({ ...refs.addresses, reply: savedAddressesReplySchema }),
  addAddress: endpoint({
    ...refs.addAddress,
    body: savedAddressBodySchema,
    reply: savedAddressSchema,
    status: 201,
  }),
  updateAddress: endpoint({
    ...refs.updateAddress,
    params: addressParamsSchema,
    body: savedAddressBodySchema,
    reply: savedAddressSchema,
  }),
  deleteAddress: endpoint({
    ...refs.deleteAddress,
    params: addressParamsSchema,
    reply: addressDeletedReplySchema,
  }),
  updateProfile: endpoint({
    ...refs.updateProfile,
    body: accountProfileBodySchema,
    reply: customerAccountSchema,
  }),
  buyAgain: endpoint({
    ...refs.buyAgain,
    params: accountOrderParamsSchema,
    reply: buyAgainReplySchema,
  }),
  // An HTML document the browser downloads by its URL (the session cookie goes along).
  invoice: endpoint({
    ...refs.invoice,
    params: accountOrderParamsSchema,
    reply: htmlDocumentReplySchema,
    replyKind: 'download',
  }),
  // A JSON file the browser downloads by its URL (the session cookie goes along).
  data: endpoint({ ...refs.data, reply: accountDataSchema, replyKind: 'download' }),
  deleteAccount: endpoint({
    ...refs.deleteAccount,
    body: deleteAccountBodySchema,
    reply: deleteAccountReplySchema,
  }),
};
