/**
 * Accessibility: axe on every dashboard and storefront screen (the list comes from the route
 * tables, see a11y-screens.ts), the builder's canvas iframe included. A screen fails on any
 * violation of impact serious or critical, or on a second or nested banner or contentinfo
 * landmark; lesser findings are printed, not failed. A test per screen (its title names the
 * screen), run in parallel over the workers; each visitor logs in once per worker.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
} from '@playwright/test';
import { loginAsDemo } from './catalog-helpers';
import { ADMIN } from './fixtures';
import { screens, type Visitor } from './a11y-screens';

const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** One banner and one contentinfo per page, at the top level (moderate in axe, failed here). */
const LANDMARK_RULES = new Set([
  'landmark-no-duplicate-banner',
  'landmark-banner-is-top-level',
  'landmark-no-duplicate-contentinfo',
  'landmark-contentinfo-is-top-level',
]);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describeViolation = (v: Violation) =>
  `${v.impact} ${v.id}: ${v.help}\n` +
  v.nodes
    .slice(0, 5)
    .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim()}`)
    .join('\n');

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!res.ok()) throw new Error(`${what}: HTTP ${res.status()} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/**
 * The visitor's cookies, logged in through the API once per worker (the merchant's store
 * selected): each screen still opens in a fresh context, with these cookies. No screen ends
 * the session (`/logout` is visited by nobody).
 */
const sessions = new Map<Visitor, Promise<StorageState>>();

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function logIn(browser: Browser, visitor: Exclude<Visitor, 'anonymous'>) {
  const context = await browser.newContext();
  try {
    if (visitor === 'merchant') await loginAsDemo(context);
    else await ok(await context.request.post('/api/auth/login', { data: ADMIN }), 'login');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A fresh context for `visitor`, logged in as them. */
async function contextFor(browser: Browser, visitor: Visitor) {
  if (visitor === 'anonymous') return browser.newContext({ reducedMotion: 'reduce' });
  let session = sessions.get(visitor);
  if (!session) {
    session = logIn(browser, visitor);
    sessions.set(visitor, session);
    // A failed login is tried again by the next screen.
    session.catch(() => sessions.delete(visitor));
  }
  return browser.newContext({ reducedMotion: 'reduce', storageState: await session });
}

// A test per screen, spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const screen of screens) {
  test(`axe finds no serious or critical violation on ${screen.name}`, async ({ browser }) => {
    // A ceiling, not a wait: the template gallery's four framed stores and axe in each frame
    // took past 90 s at a load average of 30 on the 2-core machine.
    test.setTimeout(180_000);
    const context = await contextFor(browser, screen.visitor);
    try {
      const page = await context.newPage();
      await screen.before?.(page);
      const { url, expectPath } = screen.resolve ? await screen.resolve(context.request) : screen;
      await page.goto(url);
      await screen.ready(page);
      expect.soft(new URL(page.url()).pathname, `${screen.name} was redirected`).toBe(expectPath);

      const { violations } = await new AxeBuilder({ page }).analyze();
      const failing = violations.filter(
        (v) => FAILING_IMPACTS.has(v.impact ?? '') || LANDMARK_RULES.has(v.id),
      );
      const lesser = violations.filter((v) => !failing.includes(v));
      if (lesser.length)
        console.log(
          `a11y: ${screen.name} (not failing)\n  ${lesser.map(describeViolation).join('\n  ')}`,
        );
      expect(failing.map(describeViolation), `axe violations on ${screen.name}`).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
