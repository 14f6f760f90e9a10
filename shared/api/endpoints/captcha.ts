/** The captcha endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import { endpointRefs } from './refs';
import { captchaChallengeReplySchema, captchaConfigReplySchema } from '../captcha';

export const captchaEndpoints = {
  challenge: endpoint({
    ...endpointRefs.captcha.challenge,
    reply: captchaChallengeReplySchema,
  }),
  config: endpoint({
    ...endpointRefs.captcha.config,
    reply: captchaConfigReplySchema,
  }),
};
