/**
 * Where the storefront contact form's captcha goes. Server and first client render: the hint
 * only. On the shopper's storefront the widget then loads and mounts (`CaptchaSlot`: its own
 * chunk, so it never weighs on a page's first JS); in the builder's iframe nothing loads.
 */
import { CaptchaSlot, type CaptchaSlotProps } from './CaptchaSlot';

const storefrontClassNames = {
  slot: 'sf-contact-form__captcha',
  widget: 'sf-contact-form__widget',
  hint: 'sf-contact-form__hint',
};

export type CaptchaAreaProps = Omit<CaptchaSlotProps, 'classNames' | 'children' | 'enabled'> & {
  /** False in the builder: the form shows, no widget loads. */
  enabled: boolean;
};

export function CaptchaArea(props: CaptchaAreaProps) {
  return <CaptchaSlot classNames={storefrontClassNames} {...props} />;
}
