/** The captcha folder's public face: the shared verifier and the Turnstile seam. */
export { getAppCaptcha, type CaptchaPluginOptions } from './app-captcha';
export { requireCaptcha } from './require-captcha';
export {
  TurnstileUnavailableError,
  type TurnstileResult,
  type TurnstileVerifier,
} from './turnstile';
