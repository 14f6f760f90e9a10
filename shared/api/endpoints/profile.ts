/** The profile endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import {
  accountLinkBodySchema,
  accountLinkConfirmBodySchema,
  accountLinkDoneSchema,
  accountLinkInfoSchema,
  changePasswordBodySchema,
  changePasswordReplySchema,
  profileReplySchema,
  requestEmailChangeBodySchema,
  revokeSessionBodySchema,
  revokeSessionReplySchema,
  sessionListReplySchema,
  updateNameBodySchema,
} from '../profile';

export const profileEndpoints = {
  accountLinkConfirm: endpoint({
    method: 'POST',
    path: '/api/auth/account-link/confirm',
    body: accountLinkConfirmBodySchema,
    reply: accountLinkDoneSchema,
  }),
  accountLinkInspect: endpoint({
    method: 'POST',
    path: '/api/auth/account-link/inspect',
    body: accountLinkBodySchema,
    reply: accountLinkInfoSchema,
  }),
  profile: endpoint({ method: 'GET', path: '/api/auth/profile', reply: profileReplySchema }),
  profileEmailChange: endpoint({
    method: 'POST',
    path: '/api/auth/profile/email-change',
    body: requestEmailChangeBodySchema,
    reply: profileReplySchema,
  }),
  profileName: endpoint({
    method: 'PUT',
    path: '/api/auth/profile/name',
    body: updateNameBodySchema,
    reply: profileReplySchema,
  }),
  profilePassword: endpoint({
    method: 'POST',
    path: '/api/auth/profile/password',
    body: changePasswordBodySchema,
    reply: changePasswordReplySchema,
  }),
  sessions: endpoint({ method: 'GET', path: '/api/auth/sessions', reply: sessionListReplySchema }),
  sessionsRevoke: endpoint({
    method: 'POST',
    path: '/api/auth/sessions/revoke',
    body: revokeSessionBodySchema,
    reply: revokeSessionReplySchema,
  }),
};
