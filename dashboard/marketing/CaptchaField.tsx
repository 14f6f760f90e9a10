/**
 * The platform contact form's captcha: the storefront's widget mounter
 * (`storefront/captcha/mount-captcha.ts`, loaded on demand — the same lazy chunk the
 * storefront's contact form loads, so neither app's first JS grows) in a container, with the
 * hint shown until the visitor is verified. Tokens go to `onToken`; `handleRef` resets it.
 * Its mount effect mirrors storefront/captcha/CaptchaArea.tsx on purpose: importing that
 * component would split it out of the storefront entry into a chunk every store page fetches.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { mountCaptcha } from '../../storefront/captcha/mount-captcha';

export type CaptchaWidget = Awaited<ReturnType<typeof mountCaptcha>>;

export interface CaptchaFieldProps {
  hint: string;
  token: string | null;
  onToken: (token: string | null) => void;
  handleRef: RefObject<CaptchaWidget | null>;
  error?: string | undefined;
}

export function CaptchaField({ hint, token, onToken, handleRef, error }: CaptchaFieldProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    const container = mountRef.current;
    if (!container) return;
    let cancelled = false;
    let widget: CaptchaWidget | null = null;
    import('../../storefront/captcha/mount-captcha')
      .then(({ mountCaptcha }) => mountCaptcha(container, (t) => onTokenRef.current(t)))
      .then((mounted) => {
        if (cancelled) return mounted.destroy();
        widget = mounted;
        handleRef.current = mounted;
      })
      .catch((failure: unknown) => console.warn('captcha could not be loaded', failure));
    return () => {
      cancelled = true;
      widget?.destroy();
      if (handleRef.current === widget) handleRef.current = null;
    };
  }, [handleRef]);

  return (
    <div className="field contact-captcha" data-testid="contact-captcha">
      <div ref={mountRef} className="contact-captcha-widget" />
      {token ? null : (
        <p className="contact-captcha-hint" data-testid="contact-captcha-hint">
          {hint}
        </p>
      )}
      {error ? (
        <div className="field-error" role="alert" data-testid="field-error-captchaToken">
          {error}
        </div>
      ) : null}
    </div>
  );
}
