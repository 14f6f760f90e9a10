/** The contact endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import { endpointRefs } from './refs';
import { okReplySchema } from '../ok';
import { contactMessageSchema, platformContactSchema } from '../platform';

export const contactEndpoints = {
  platformContactEmail: endpoint({
    method: 'POST',
    path: '/api/email/platform-contact-email',
    body: platformContactSchema,
    reply: okReplySchema,
    status: 201,
  }),
  sendContactEmail: endpoint({
    ...endpointRefs.contact.sendContactEmail,
    body: contactMessageSchema,
    reply: okReplySchema,
    status: 201,
  }),
};
