/**
 * The flags the browser benchmarks start Debian's Chromium with: headless, no sandbox, no
 * background traffic, and names other than localhost resolving nowhere.
 */
export const CHROMIUM = '/usr/bin/chromium';

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
