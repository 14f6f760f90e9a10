/**
 * What the two screen walks share (a11y.spec.ts over the storefront, screens.spec.ts over the
 * dashboard): a logged-in context per visitor, axe's verdict in words, the walk cut into
 * groups two workers share, and one screen opened and settled.
 * Owns: the mechanics. Not: the lists of screens (a11y-screens.ts) or what a walk checks.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { analyzeAxe, type AxeViolation } from './axe';
import { ADMIN } from './fixtures';
import type { Screen, Visitor } from './a11y-screens';
import { trackRequests } from './network-quiet';

export const DEMO = { email: 'demo@example.com', password: 'demo-store-123' };

/** A merchant of the walk's own: an account with a new, empty store. */
export interface Account {
  email: string;
  password: string;
}

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

/** Signs up a merchant with a new store (nothing in it yet) through the API. */
export async function newEmptyStoreAccount(api: APIRequestContext, tag: string): Promise<Account> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { email: `empty-${tag}-${id}@example.com`, password: 'empty-store-123' };
  await ok(
    await api.post('/api/auth/signup', { data: { name: 'Empty Store Owner', ...account } }),
    'signup',
  );
  await ok(
    await api.post('/api/dashboard/store/create-store', {
      data: { name: `Empty ${id}`, subdomain: `empty-${id}` },
    }),
    'create-store',
  );
  return account;
}

/**
 * A fresh context for `visitor` (`account`: that merchant), logged in through the API with the
 * merchant's store selected.
 */
export async function contextFor(browser: Browser, visitor: Visitor, account?: Account) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  // The screens wait for their requests through network-quiet.ts.
  context.on('page', trackRequests);
  if (visitor === 'anonymous') return context;
  const api = context.request;
  const credentials = visitor === 'admin' ? ADMIN : (account ?? DEMO);
  const auth = (await ok(await api.post('/api/auth/login', { data: credentials }), 'login')) as {
    userId: string;
  };
  if (visitor === 'merchant') {
    const [store] = (await ok(
      await api.get(`/api/dashboard/store/find-stores?userId=${auth.userId}`),
      'find-stores',
    )) as { storeId: string }[];
    if (!store) throw new Error('the merchant has no store');
    await ok(
      await api.post('/api/dashboard/store/select-store', { data: { storeId: store.storeId } }),
      'select-store',
    );
  }
  return context;
}

/** Opens `screen` in `page` and waits until it is drawn; fails softly when it was redirected. */
export async function openScreen(page: Page, screen: Screen) {
  // A wait that never ends (a screen whose network never goes idle) fails that screen after a
  // minute, and the walk goes on, instead of spending the whole walk's time.
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(60_000);
  await screen.before?.(page);
  const { url, expectPath } = screen.resolve ? await screen.resolve(page.request) : screen;
  await page.goto(url);
  await screen.ready(page);
  // A screen that settles elsewhere (/dashboard/adminhome → /dashboard) moves in the browser
  // after it is drawn: on a loaded machine that took longer than the drawing.
  await page
    .waitForURL((at) => at.pathname === expectPath, { timeout: 10_000 })
    .catch(() => undefined);
  expect.soft(new URL(page.url()).pathname, `${screen.name} was redirected`).toBe(expectPath);
}

/** axe's serious and critical findings (and the landmark rules) on what `page` shows now. */
export async function axeFailures(page: Page, name: string): Promise<string[]> {
  const { violations } = await analyzeAxe(page);
  const failing = violations.filter(
    (v) => FAILING_IMPACTS.has(v.impact ?? '') || LANDMARK_RULES.has(v.id),
  );
  const lesser = violations.filter((v) => !failing.includes(v));
  if (lesser.length)
    console.log(`a11y: ${name} (not failing)\n  ${lesser.map(describeViolation).join('\n  ')}`);
  return failing.map(describeViolation);
}

/** `items` in groups small enough for the two workers to share the walk evenly. */
export function inGroups<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}
