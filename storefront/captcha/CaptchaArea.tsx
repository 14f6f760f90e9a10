/**
 * Where the contact form's captcha goes. Server and first client render: the hint only. On
 * the shopper's storefront an effect then loads and mounts the widget (its own chunk, so it
 * never weighs on a page's first JS); in the builder's iframe nothing loads (no side effects).
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { CaptchaHandle, OnCaptchaToken } from './captcha-types';

export interface CaptchaAreaProps {
  /** The hint shown until the shopper is verified (spec 5). */
  hint: string;
  token: string | null;
  onToken: OnCaptchaToken;
  /** Set to the mounted widget, so the form can reset it after a send. */
  handleRef: RefObject<CaptchaHandle | null>;
  /** False in the builder: the form shows, no widget loads. */
  enabled: boolean;
}

export function CaptchaArea({ hint, token, onToken, handleRef, enabled }: CaptchaAreaProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    const container = mountRef.current;
    if (!enabled || !container) return;
    let cancelled = false;
    let handle: CaptchaHandle | null = null;
    import('./mount-captcha')
      .then(({ mountCaptcha }) => mountCaptcha(container, (t) => onTokenRef.current(t)))
      .then((mounted) => {
        if (cancelled) return mounted.destroy();
        handle = mounted;
        handleRef.current = mounted;
      })
      .catch((error: unknown) => {
        // The hint stays and the button stays disabled; nothing else to do for the shopper.
        console.warn('captcha could not be loaded', error);
      });
    return () => {
      cancelled = true;
      handle?.destroy();
      if (handleRef.current === handle) handleRef.current = null;
    };
  }, [enabled, handleRef]);

  return (
    <div className="sf-contact-form__captcha" data-testid="contact-captcha">
      <div ref={mountRef} className="sf-contact-form__widget" />
      {token ? null : (
        <p className="sf-contact-form__hint" data-testid="contact-captcha-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
