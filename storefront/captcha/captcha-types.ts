/** What the contact form holds on to: the mounted captcha, to reset it after a send. */
export interface CaptchaHandle {
  /** Drops the current token and shows the widget unverified again. */
  reset(): void;
  /** Removes the widget (the form unmounted). */
  destroy(): void;
}

/** `GET /api/captcha/config`: which widget this site uses. */
export type CaptchaConfig = { provider: 'altcha' } | { provider: 'turnstile'; siteKey: string };

/** Called with the token once the shopper is verified, and with null when it is gone again. */
export type OnCaptchaToken = (token: string | null) => void;
