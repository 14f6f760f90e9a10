/** The captcha folder's public face: routes, the shared verifier, and the Turnstile seam. */
export { captchaRoutes, type CaptchaConfigDto } from './routes';
export { getAppCaptcha, type CaptchaPluginOptions } from './app-captcha';
export { captchaMessages, type CaptchaFailure, type CaptchaResult } from './verify';
export { requireCaptcha } from './require-captcha';
export {
  TurnstileUnavailableError,
  type TurnstileResult,
  type TurnstileVerifier,
} from './turnstile';
