/** The captcha endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import { captchaChallengeReplySchema, captchaConfigReplySchema } from '../captcha';

export const captchaEndpoints = {
  challenge: endpoint({
    method: 'GET',
    path: '/api/captcha/challenge',
    reply: captchaChallengeReplySchema,
  }),
  config: endpoint({ method: 'GET', path: '/api/captcha/config', reply: captchaConfigReplySchema }),
};
