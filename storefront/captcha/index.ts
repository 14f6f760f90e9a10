/** The storefront's captcha: the form's area (light) and its handle; the widget loads on demand. */
export { CaptchaArea, type CaptchaAreaProps } from './CaptchaArea';
export type { CaptchaHandle, CaptchaConfig, OnCaptchaToken } from './captcha-types';
