/** The auth endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import {
  checkAdminReplySchema,
  checkAuthResponseSchema,
  loginBodySchema,
  logoutEverywhereReplySchema,
  signupBodySchema,
} from '../auth';
import { okReplySchema } from '../ok';
import {
  forgotPasswordBodySchema,
  forgotPasswordReplySchema,
  resendVerificationBodySchema,
  resendVerificationReplySchema,
} from '../profile';

export const authEndpoints = {
  checkAdmin: endpoint({
    method: 'GET',
    path: '/api/auth/check-admin',
    reply: checkAdminReplySchema,
  }),
  checkAuth: endpoint({
    method: 'GET',
    path: '/api/auth/check-auth',
    reply: checkAuthResponseSchema,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordBodySchema,
    reply: forgotPasswordReplySchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: loginBodySchema,
    reply: checkAuthResponseSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', reply: okReplySchema }),
  logoutEverywhere: endpoint({
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    reply: logoutEverywhereReplySchema,
  }),
  signup: endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    body: signupBodySchema,
    reply: checkAuthResponseSchema,
    status: 201,
  }),
  verifyEmailResend: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email/resend',
    body: resendVerificationBodySchema,
    reply: resendVerificationReplySchema,
  }),
};
