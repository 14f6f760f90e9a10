/**
 * The captcha's place in a contact form, shared by the storefront's contact form and the
 * dashboard's platform contact page: a container the widget is mounted into after mount
 * (never during render; `mount-captcha.ts` is loaded on demand, its own chunk, so no page's
 * first JS grows) and the hint until the visitor is verified. Each app brings its class names.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { CaptchaHandle, OnCaptchaToken } from './captcha-types';

export interface CaptchaSlotProps {
  /** The class names of the container, the widget's mount point and the hint. */
  classNames: { slot: string; widget: string; hint: string };
  /** The hint shown until the visitor is verified (spec 5). */
  hint: string;
  token: string | null;
  onToken: OnCaptchaToken;
  /** Set to the mounted widget, so the form can reset it after a send. */
  handleRef: RefObject<CaptchaHandle | null>;
  /** False in the builder: the form shows, no widget loads. Defaults to `true`. */
  enabled?: boolean;
  /** Shown after the hint (the dashboard's field error). */
  children?: ReactNode;
}

export function CaptchaSlot({
  classNames,
  hint,
  token,
  onToken,
  handleRef,
  enabled = true,
  children,
}: CaptchaSlotProps) {
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
        // The hint stays and the button stays disabled; nothing else to do for the visitor.
        console.warn('captcha could not be loaded', error);
      });
    return () => {
      cancelled = true;
      handle?.destroy();
      if (handleRef.current === handle) handleRef.current = null;
    };
  }, [enabled, handleRef]);

  return (
    <div className={classNames.slot} data-testid="contact-captcha">
      <div ref={mountRef} className={classNames.widget} />
      {token ? null : (
        <p className={classNames.hint} data-testid="contact-captcha-hint">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}
