/**
 * The marketing home and /pricing in Chromium: the product's screenshots load (with their
 * sizes set, so nothing shifts), the features, the plans with their prices as the API gives
 * them, the FAQ opened from the keyboard, the calls to action; /pricing's cards and limits
 * table, its skeleton and error with Retry, and "Choose" for a logged-in merchant.
 */
import { expect, test, type Page } from '@playwright/test';
import type { PlansReply } from '../../shared';
import { loginAsDemo } from './catalog-helpers';
import { expectNoSeriousAxeViolations } from './axe';
import { watchProblems } from './page-problems';

async function fetchPlans(page: Page): Promise<PlansReply['plans']> {
  const res = await page.request.get('/api/platform/plans');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as PlansReply).plans;
}

const usd = (n: number) => `$${n.toFixed(2)}`;

test('the home shows the product, its features, the plans, a FAQ and the way in', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const plans = await fetchPlans(page);
  expect(plans.map((p) => p.name)).toEqual(['Starter', 'Business', 'Business (yearly)']);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your online store, designed by you' }),
  ).toBeVisible();

  // Every screenshot loads (the lazy ones once scrolled to) at its declared size.
  const shots = page.getByTestId('home-shot');
  await expect(shots).toHaveCount(4);
  for (const shot of await shots.all()) {
    await shot.scrollIntoViewIfNeeded();
    await expect(shot).toHaveAttribute('alt', /.{20,}/);
    await expect(shot).toHaveAttribute('width', /^\d+$/);
    await expect(shot).toHaveAttribute('height', /^\d+$/);
    await expect
      .poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(page.getByRole('img', { name: /The builder editing/ })).toHaveAttribute(
    'loading',
    'lazy',
  );

  const features = page.getByTestId('home-feature');
  await expect(features).toHaveCount(6);
  await expect(features.first()).toContainText('18 ready-made sections');
  await expect(page.getByRole('heading', { level: 3, name: 'Your own domain' })).toBeVisible();

  // The plans, as the API has them.
  const cards = page.getByTestId('plan-card');
  await expect(cards).toHaveCount(plans.length);
  for (const [i, plan] of plans.entries()) {
    await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(plan.name);
    await expect(cards.nth(i).getByTestId('plan-price')).toHaveText(
      `${usd(plan.price)} per ${plan.interval}`,
    );
  }
  await expect(cards.nth(2)).toContainText('$24.17 a month, billed yearly · save 17%');

  // The FAQ opens and closes from the keyboard.
  const question = page.getByText('How do I pay for my plan?');
  const item = page.getByTestId('home-faq-item').filter({ has: question });
  const answer = item.getByText(/Pay it by bank transfer quoting the reference/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();

  await expectNoSeriousAxeViolations(page, '/');

  // Both calls to action lead to sign-up.
  await page.getByTestId('home-signup-bottom').click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goBack();
  await page.getByTestId('home-signup').click();
  await expect(page).toHaveURL(/\/signup$/);
  expect(problems).toEqual([]);
});

test('the home fits a 390 px phone and its screenshots do not shift the layout', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('plan-card')).toHaveCount(3);
  for (const shot of await page.getByTestId('home-shot').all()) {
    await shot.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The plans' skeleton holds their place; images have their sizes: no visible jumps.
  expect(
    await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  ).toBeLessThan(0.1);
  expect(problems).toEqual([]);
});

test('/pricing shows each plan with its price, limits and features, and a trial for visitors', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const plans = await fetchPlans(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByText('Placeholder')).toHaveCount(0);

  const cards = page.getByTestId('plan-card');
  await expect(cards).toHaveCount(plans.length);
  const starter = cards.filter({ has: page.getByRole('heading', { level: 2, name: 'Starter' }) });
  await expect(starter.getByTestId('plan-price')).toHaveText('$9.00 per month');
  await expect(starter.getByRole('listitem')).toContainText([
    'Up to 100 products',
    'Up to 10 pages',
    'No custom domain',
    'Visual page builder with all 18 sections',
  ]);
  const business = cards.filter({ has: page.getByRole('heading', { level: 2, name: 'Business' }) });
  await expect(business.getByRole('listitem')).toContainText([
    'Up to 10,000 products',
    'Up to 100 pages',
    'Custom domain',
  ]);

  // The limits side by side.
  const table = page.getByTestId('plan-comparison');
  await expect(table.getByRole('columnheader')).toHaveText(plans.map((p) => p.name));
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row('Price').getByRole('cell')).toHaveText(['$9.00', '$29.00', '$290.00']);
  await expect(row('Billed').getByRole('cell')).toHaveText(['Monthly', 'Monthly', 'Yearly']);
  await expect(row('Products').getByRole('cell')).toHaveText(['100', '10,000', '10,000']);
  await expect(row('Pages').getByRole('cell')).toHaveText(['10', '100', '100']);
  await expect(row('Custom domain').getByRole('cell')).toHaveText([
    'Not included',
    'Included',
    'Included',
  ]);
  await expectNoSeriousAxeViolations(page, '/pricing');

  await starter.getByRole('link', { name: 'Start your free trial' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  expect(problems).toEqual([]);
});

test('/pricing shows a skeleton while loading and the error with Retry', async ({ page }) => {
  let failing = true;
  await page.route('**/api/platform/plans', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    if (failing) await route.fulfill({ status: 503, json: { error: 'Down for a moment' } });
    else await route.continue();
  });
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-skeleton')).toHaveCount(3);
  const error = page.getByTestId('plans-error');
  await expect(error).toContainText('Could not load the plans: Down for a moment', {
    timeout: 10_000,
  });
  failing = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('plan-card')).toHaveCount(3);
  await expect(error).toHaveCount(0);
});

test('a logged-in merchant chooses a plan on /billing', async ({ page, context }) => {
  await loginAsDemo(context);
  await page.goto('/dashboard');
  // The home is drawn once its guard knows the session (its chunk loads lazily: before it
  // arrives, no guard is on the page yet).
  await expect(page.getByTestId('dashboard-home')).toBeVisible({ timeout: 15_000 });
  // Within the app (the session is known), as the merchant following a link to the prices.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/pricing');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your free trial' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Choose Business', exact: true }).click();
  await expect(page).toHaveURL(/\/billing$/);
});
