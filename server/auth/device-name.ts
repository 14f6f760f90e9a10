/**
 * A session's device in plain words ("Chrome on Linux") from the User-Agent stored at login.
 * A documented simple rule rather than a parser library: the first browser token that
 * matches, in an order where a browser built on another comes first (Edge, Opera, Samsung
 * Internet and Chrome on iOS all say "Safari" and most say "Chrome" too), then the first
 * operating system that matches (iPhone/iPad before Mac OS, Android before Linux).
 * Unknown parts read "Unknown browser" / "unknown system"; an empty header reads "Unknown device".
 */

/** The longest User-Agent kept on a session row. */
export const MAX_USER_AGENT_LENGTH = 512;

/** The header as stored: one line, at most MAX_USER_AGENT_LENGTH characters. */
export function storedUserAgent(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
  return (
    value
      // Control characters have no place in a header shown back to its owner.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .trim()
      .slice(0, MAX_USER_AGENT_LENGTH)
  );
}

const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bCriOS\//, 'Chrome'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\b(Chrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMobile\/\w+.*\bAppleWebKit\/|\bAppleWebKit\/.*\bMobile\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

/** "Chrome on Linux", "Safari on iPhone", "Unknown device". */
export function deviceName(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return 'Unknown device';
  const browser = browsers.find(([re]) => re.test(ua))?.[1];
  const system = systems.find(([re]) => re.test(ua))?.[1];
  if (!browser && !system) return 'Unknown device';
  return `${browser ?? 'Unknown browser'} on ${system ?? 'unknown system'}`;
}
