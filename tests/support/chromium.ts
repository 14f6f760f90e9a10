/**
 * Debian's Chromium builds and the flags every test and benchmark starts them with: no
 * sandbox (root in a container), no background traffic, and names other than localhost
 * resolving nowhere.
 *
 * The browser tests run the headless shell (package `chromium-headless-shell`, the build
 * Playwright itself uses for headless runs): the same Blink and V8 without the browser's UI
 * layers. On the browser specs it spent 110 s of CPU where the full browser spent 250 s.
 * The benchmarks keep the full browser, the one shoppers and merchants run.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export const chromeFlags = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];
