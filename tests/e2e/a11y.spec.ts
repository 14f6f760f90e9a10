/**
 * Accessibility: axe on every dashboard and storefront screen (the list comes from the route
 * tables, see a11y-screens.ts), the builder's canvas iframe included. A screen fails on any
 * violation of impact serious or critical, or on a second or nested banner or contentinfo
 * landmark; lesser findings are printed, not failed. The screens are walked in groups of
 * six, one test a group, so both workers share the walk; a test takes a step a screen
 * (failures collected softly) and prints how many of its screens it actually checked.
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { analyzeAxe, type AxeViolation } from './axe';
import { ADMIN } from './fixtures';
import { screens, type Visitor } from './a11y-screens';
import { trackRequests } from './network-quiet';

const DEMO = { email: 'demo@example.com', password: 'demo-store-123' };
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** One banner and one contentinfo per page, at the top level (moderate in axe, failed here). */
const LANDMARK_RULES = new Set([
  'landmark-no-duplicate-banner',
  'landmark-banner-is-top-level',
  'landmark-no-duplicate-contentinfo',
  'landmark-contentinfo-is-top-level',
]);

const describeViolation = (v: AxeViolation) =>
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
  // The screens wait for their requests through network-quiet.ts.
  context.on('page', trackRequests);
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

/** Screens a test: a group small enough for the two workers to share the walk evenly. */
const GROUP_SIZE = 6;
const groups = Array.from({ length: Math.ceil(screens.length / GROUP_SIZE) }, (_, i) =>
  screens.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE),
);

test.describe.configure({ mode: 'parallel' });

for (const [index, group] of groups.entries()) {
  test(`axe finds no serious or critical violation on screens ${index * GROUP_SIZE + 1}–${index * GROUP_SIZE + group.length} of ${screens.length}`, async ({
    browser,
  }) => {
    // A minute a screen at most (each wait of one ends after a minute); 20 s each alone.
    test.setTimeout(60_000 + group.length * 60_000);
    let checked = 0;
    for (const screen of group) {
      await test.step(screen.name, async () => {
        const context = await contextFor(browser, screen.visitor);
        try {
          const page = await context.newPage();
          // A wait that never ends (a screen whose network never goes idle) fails that screen
          // after a minute, and the walk goes on, instead of spending the whole walk's time.
          page.setDefaultTimeout(60_000);
          page.setDefaultNavigationTimeout(60_000);
          await screen.before?.(page);
          const { url, expectPath } = screen.resolve
            ? await screen.resolve(context.request)
            : screen;
          await page.goto(url);
          await screen.ready(page);
          expect
            .soft(new URL(page.url()).pathname, `${screen.name} was redirected`)
            .toBe(expectPath);

          const { violations } = await analyzeAxe(page);
          const failing = violations.filter(
            (v) => FAILING_IMPACTS.has(v.impact ?? '') || LANDMARK_RULES.has(v.id),
          );
          const lesser = violations.filter((v) => !failing.includes(v));
          if (lesser.length)
            console.log(
              `a11y: ${screen.name} (not failing)\n  ${lesser.map(describeViolation).join('\n  ')}`,
            );
          expect
            .soft(failing.map(describeViolation), `axe violations on ${screen.name}`)
            .toEqual([]);
          checked += 1;
        } catch (error) {
          // A screen that cannot be reached fails, and the walk goes on to the next one.
          expect.soft(String(error), `${screen.name} could not be checked`).toBe('');
        } finally {
          await context.close();
        }
      });
    }
    console.log(
      `a11y: axe checked ${checked} of ${group.length} screens: ${group.map((s) => s.name).join(', ')}`,
    );
    expect(checked).toBe(group.length);
  });
}

test('the walk covers the dashboard and the storefront', () => {
  const dashboard = screens.filter((s) => s.area === 'dashboard').length;
  console.log(
    `a11y: ${screens.length} screens in ${groups.length} groups ` +
      `(${dashboard} dashboard, ${screens.length - dashboard} storefront)`,
  );
  expect(dashboard).toBeGreaterThan(0);
  expect(screens.length - dashboard).toBeGreaterThan(0);
});
