/** The storefront's captcha: the form's area (light) and its handle; the widget loads on demand. */
export { CaptchaArea } from './CaptchaArea';
export type { CaptchaHandle } from './captcha-types';
