/**
 * Defines `<altcha-widget>` in a way the storefront's CSP allows: the "external" build (no
 * styles injected at run time, no workers from blob: URLs), its stylesheet as a normal CSS
 * file, and the PBKDF2 worker as a same-origin script (`worker-src` falls back to
 * `script-src 'self'`). Imported only by mount-captcha.ts, so only pages that need it load it.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/**
 * Registers the PBKDF2 worker the server's challenges need (server/captcha/altcha.ts). A
 * function, not top-level code: the package marks only CSS as having side effects, so a
 * bare statement here would be tree-shaken away.
 */
export function registerAltchaWorkers(): void {
  for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
    globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
  }
}
