/**
 * Loaded on demand (never in a page's first JS): asks the server which captcha the site uses
 * and mounts it into the contact form — the self-hosted ALTCHA widget by default, Cloudflare
 * Turnstile when the server is configured for it. Browser only.
 */
import { callEndpoint, endpointRefs, fetchTransport } from '../../shared';
import type { CaptchaConfig, CaptchaHandle, OnCaptchaToken } from './captcha-types';

let configPromise: Promise<CaptchaConfig> | null = null;

function fetchCaptchaConfig(): Promise<CaptchaConfig> {
  configPromise ??= callEndpoint(fetchTransport, endpointRefs.captcha.config, {}).catch(
    (error: unknown) => {
      configPromise = null; // let the next form try again
      throw error;
    },
  );
  return configPromise;
}

async function mountAltcha(
  container: HTMLElement,
  onToken: OnCaptchaToken,
): Promise<CaptchaHandle> {
  const { registerAltchaWorkers } = await import('./load-altcha');
  registerAltchaWorkers();
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('challenge', endpointRefs.captcha.challenge.path);
  // Starts solving as soon as the shopper focuses a field: done before they finish typing.
  widget.setAttribute('auto', 'onfocus');
  widget.setAttribute('name', 'altcha');
  const onState = (event: Event) => {
    const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>)
      .detail;
    onToken(state === 'verified' && payload ? payload : null);
  };
  widget.addEventListener('statechange', onState);
  container.append(widget);
  return {
    reset: () => widget.reset(),
    destroy: () => {
      widget.removeEventListener('statechange', onState);
      widget.remove();
    },
  };
}

interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let turnstileScript: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  turnstileScript ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as { turnstile?: TurnstileApi }).turnstile;
      if (api) resolve(api);
      else reject(new Error('Turnstile did not load'));
    };
    script.onerror = () => {
      turnstileScript = null;
      reject(new Error('Turnstile script failed to load'));
    };
    document.head.append(script);
  });
  return turnstileScript;
}

async function mountTurnstile(
  container: HTMLElement,
  siteKey: string,
  onToken: OnCaptchaToken,
): Promise<CaptchaHandle> {
  const turnstile = await loadTurnstile();
  const target = document.createElement('div');
  container.append(target);
  const widgetId = turnstile.render(target, {
    sitekey: siteKey,
    callback: (token) => onToken(token),
    'expired-callback': () => onToken(null),
    'error-callback': () => onToken(null),
  });
  return {
    reset: () => {
      onToken(null);
      turnstile.reset(widgetId);
    },
    destroy: () => {
      turnstile.remove(widgetId);
      target.remove();
    },
  };
}

/** Mounts the site's captcha into `container`; tokens arrive through `onToken`. */
export async function mountCaptcha(
  container: HTMLElement,
  onToken: OnCaptchaToken,
): Promise<CaptchaHandle> {
  const config = await fetchCaptchaConfig();
  return config.provider === 'turnstile'
    ? mountTurnstile(container, config.siteKey, onToken)
    : mountAltcha(container, onToken);
}
