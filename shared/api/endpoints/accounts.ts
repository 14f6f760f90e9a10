/** The shopper's account endpoints (see ../endpoint.ts), called by the storefront by reference (./refs.ts). */
import { endpoint } from '../endpoint';
import { endpointRefs } from './refs';
import {
  accountOrdersQuerySchema,
  accountSessionReplySchema,
  accountOrdersReplySchema,
  customerAccountSchema,
  signInBodySchema,
  signInCodeBodySchema,
  signInCodeReplySchema,
  signOutReplySchema,
} from '../accounts';

export const accountsEndpoints = {
  requestCode: endpoint({
    ...endpointRefs.accounts.requestCode,
    body: signInCodeBodySchema,
    reply: signInCodeReplySchema,
    status: 202,
  }),
  signIn: endpoint({
    ...endpointRefs.accounts.signIn,
    body: signInBodySchema,
    reply: customerAccountSchema,
  }),
  session: endpoint({ ...endpointRefs.accounts.session, reply: accountSessionReplySchema }),
  orders: endpoint({
    ...endpointRefs.accounts.orders,
    query: accountOrdersQuerySchema,
    reply: accountOrdersReplySchema,
  }),
  signOut: endpoint({ ...endpointRefs.accounts.signOut, reply: signOutReplySchema }),
};
