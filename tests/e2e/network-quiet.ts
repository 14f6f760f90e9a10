/**
 * "The page's requests have landed", sooner than Playwright's `networkidle` (which waits for
 * 500 ms without a connection): the requests a page starts are counted from the moment it is
 * opened (`trackRequests`, on a new page), and `networkQuiet` resolves once none has been in
 * flight for 200 ms. The walks that wait for this on every screen (a11y, the XSS corpus) spent
 * 0.65 s a screen in `networkidle`. A page nobody tracks falls back to `networkidle`.
 */
import type { Page, Request } from '@playwright/test';

const QUIET_MS = 200;
const POLL_MS = 50;

interface Tracker {
  inFlight: Set<Request>;
  changedAt: number;
}
const trackers = new WeakMap<Page, Tracker>();

/** Counts `page`'s requests (its frames' too) from now on; call it on a page just opened. */
export function trackRequests(page: Page): Page {
  const tracker: Tracker = { inFlight: new Set(), changedAt: Date.now() };
  const end = (request: Request) => {
    if (tracker.inFlight.delete(request)) tracker.changedAt = Date.now();
  };
  page.on('request', (request) => {
    tracker.inFlight.add(request);
    tracker.changedAt = Date.now();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  trackers.set(page, tracker);
  return page;
}

/**
 * Waits until `page` has loaded and none of its requests has been in flight for 200 ms; after
 * `timeout` ms it gives up and answers false (a request that never ends), else true.
 */
export async function networkQuiet(page: Page, timeout = 10_000): Promise<boolean> {
  const tracker = trackers.get(page);
  if (!tracker)
    return page.waitForLoadState('networkidle', { timeout }).then(
      () => true,
      () => false,
    );
  const deadline = Date.now() + timeout;
  await page.waitForLoadState('load', { timeout });
  while (tracker.inFlight.size > 0 || Date.now() - tracker.changedAt < QUIET_MS) {
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(POLL_MS);
  }
  return true;
}
