/**
 * The platform contact form's captcha: the storefront's captcha slot
 * (`storefront/captcha/CaptchaSlot.tsx`, which loads `mount-captcha.ts` on demand — the same
 * lazy chunk the storefront's contact form loads, so neither app's first JS grows) with the
 * dashboard's classes, the hint shown until the visitor is verified, and the field's error.
 * Tokens go to `onToken`; `handleRef` resets it.
 */
import type { RefObject } from 'react';
import type { mountCaptcha } from '../../storefront/captcha/mount-captcha';
import { CaptchaSlot } from '../../storefront/captcha/CaptchaSlot';

export type CaptchaWidget = Awaited<ReturnType<typeof mountCaptcha>>;

export interface CaptchaFieldProps {
  hint: string;
  token: string | null;
  onToken: (token: string | null) => void;
  handleRef: RefObject<CaptchaWidget | null>;
  error?: string | undefined;
}

const captchaClassNames = {
  slot: 'field contact-captcha',
  widget: 'contact-captcha-widget',
  hint: 'contact-captcha-hint',
};

export function CaptchaField({ error, ...slot }: CaptchaFieldProps) {
  return (
    <CaptchaSlot classNames={captchaClassNames} {...slot}>
      {error ? (
        <div className="field-error" role="alert" data-testid="field-error-captchaToken">
          {error}
        </div>
      ) : null}
    </CaptchaSlot>
  );
}
