/** The newsletter endpoints (see ../endpoint.ts): each declared once, for the server's route() and the storefront's callEndpoint (by reference: ./refs.ts). */
import { endpoint } from '../endpoint';
import { endpointRefs } from './refs';
import {
  newsletterSignupBodySchema,
  newsletterSignupReplySchema,
  newsletterTokenBodySchema,
  newsletterTokenReplySchema,
} from '../newsletter';

export const newsletterEndpoints = {
  confirm: endpoint({
    ...endpointRefs.newsletter.confirm,
    body: newsletterTokenBodySchema,
    reply: newsletterTokenReplySchema,
  }),
  signup: endpoint({
    ...endpointRefs.newsletter.signup,
    body: newsletterSignupBodySchema,
    reply: newsletterSignupReplySchema,
    status: 202,
  }),
  unsubscribe: endpoint({
    ...endpointRefs.newsletter.unsubscribe,
    body: newsletterTokenBodySchema,
    reply: newsletterTokenReplySchema,
  }),
};
