/**
 * Accessibility: axe on every dashboard and storefront screen (the list comes from the route
 * tables, see a11y-screens.ts), the builder's canvas iframe included. A screen fails on any
 * violation of impact serious or critical, or on a second or nested banner or contentinfo
 * landmark; lesser findings are printed, not failed. One test walks every screen (a step
 * each, failures collected softly) so the printed count is the number actually checked.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { ADMIN } from './fixtures';
import { screens, type Visitor } from './a11y-screens';

const DEMO = { email: 'demo@example.com', password: 'demo-store-123' };
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

/** A fresh context for `visitor`: logged in through the API (the merchant's store selected). */
async function contextFor(browser: Browser, visitor: Visitor) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  if (visitor === 'anonymous') return context;
  const api = context.request;
  const auth = (await ok(
    await api.post('/api/auth/login', { data: visitor === 'admin' ? ADMIN : DEMO }),
    'login',
  )) as { userId: string };
  if (visitor === 'merchant') {
    const [store] = (await ok(
      await api.get(`/api/dashboard/store/find-stores?userId=${auth.userId}`),
      'find-stores',
    )) as { storeId: string }[];
    if (!store) throw new Error('the demo merchant has no store');
    await ok(
      await api.post('/api/dashboard/store/select-store', { data: { storeId: store.storeId } }),
      'select-store',
    );
  }
  return context;
}

test('axe finds no serious or critical violation on any dashboard or storefront screen', async ({
  browser,
}) => {
  test.setTimeout(60_000 + screens.length * 20_000);
  let checked = 0;
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      const context = await contextFor(browser, screen.visitor);
      try {
        const page = await context.newPage();
        // A wait that never ends (a screen whose network never goes idle) fails that screen
        // after a minute, and the walk goes on, instead of spending the whole walk's time.
        page.setDefaultTimeout(60_000);
        page.setDefaultNavigationTimeout(60_000);
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
        expect.soft(failing.map(describeViolation), `axe violations on ${screen.name}`).toEqual([]);
        checked += 1;
      } catch (error) {
        // A screen that cannot be reached fails, and the walk goes on to the next one.
        expect.soft(String(error), `${screen.name} could not be checked`).toBe('');
      } finally {
        await context.close();
      }
    });
  }
  const dashboard = screens.filter((s) => s.area === 'dashboard').length;
  console.log(
    `a11y: axe checked ${checked} of ${screens.length} screens ` +
      `(${dashboard} dashboard, ${screens.length - dashboard} storefront)`,
  );
  expect(checked).toBe(screens.length);
});
