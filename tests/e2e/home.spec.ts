/**
 * The merchant's one home (/dashboard; /dashboard/adminhome leads there) in the browser. The demo
 * store's seeded orders fill it: four KPI cards with their change in words, the uPlot chart's
 * canvas (named by a summary, with the days as a table), the top products and the action
 * queue, whose proof to review leads to the orders list filtered to it. The period lives in
 * the URL (7 days, a custom range checked before it is applied). A new store shows the empty
 * state; a failed load shows the error with Retry; the first load shows skeletons. axe on
 * the filled screen and the custom range form.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newMerchantStore } from './builder-fixtures';
import { loginAsDemo } from './catalog-helpers';
import { expectNoSeriousAxeViolations } from './axe';

const home = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1, name: 'Home' }),
  kpis: page.getByTestId('kpi-cards').getByRole('listitem'),
  kpi: (key: string) => page.getByTestId(`kpi-${key}`),
  chart: page.getByRole('img', { name: /^Revenue and orders by day/ }),
  table: page.getByTestId('revenue-table'),
  queue: page.getByTestId('action-queue'),
  top: page.getByTestId('top-products').getByTestId('top-product'),
  explanation: page.getByTestId('home-explanation'),
});

/** Logs the demo merchant in and opens their home; answers its pieces. */
async function openDemoHome(page: Page, context: BrowserContext) {
  await loginAsDemo(context);
  await page.goto('/dashboard');
  return home(page);
}

test("the demo store's home shows its numbers, chart, best sellers and what needs doing", async ({
  page,
  context,
}) => {
  const h = await openDemoHome(page, context);
  await expect(h.heading).toBeVisible();

  // Six cards, each with a value and its change said in words (not colour alone); the
  // demo's recovered checkout (a paid order a reminder brought back) counts in the last one.
  await expect(h.kpis).toHaveCount(6);
  await expect(h.kpi('discounts').getByTestId('kpi-value')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(h.kpi('recovered').getByTestId('kpi-value')).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
  await expect(h.kpi('revenue').getByTestId('kpi-value')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(h.kpi('orders').getByTestId('kpi-value')).toHaveText(/^\d+$/);
  for (const key of ['revenue', 'orders', 'average', 'items', 'discounts', 'recovered']) {
    await expect(h.kpi(key).getByTestId('kpi-change')).toContainText(
      /(Up|Down) [\d.,]+% from .+ the previous 30 days|No change from|Nothing to compare with/,
    );
  }
  await expect(h.explanation).toContainText('paid and not cancelled, in USD');

  // The chart: a canvas named by its summary, the same numbers as a table of 30 days.
  await expect(h.chart).toBeVisible();
  await expect(h.chart.locator('canvas').first()).toBeVisible();
  const box = await h.chart.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  // Its key names both series (uPlot's raw legend of "Time: … --" is gone); the day under the
  // pointer is read out, and says what the table says for that day.
  const figure = page.getByTestId('revenue-chart');
  await expect(figure).toContainText('Revenue (left)');
  await expect(figure).toContainText('Orders (right)');
  await expect(figure).not.toContainText('Time:');
  await expect(figure.locator('.u-legend')).toHaveCount(0);
  const area = (await h.chart.boundingBox())!;
  await h.chart.hover({ position: { x: area.width * 0.6, y: area.height / 2 } });
  const readout = page.getByTestId('chart-readout');
  await expect(readout).toHaveText(/^\w+ \d+: \$[\d,]+\.\d\d from \d+ orders?$/);
  const [, day, amount] = /^(\w+ \d+): (\S+) from/.exec((await readout.textContent()) ?? '')!;
  await expect(h.table).toBeHidden();
  await page.getByText('Show as a table').click();
  await expect(h.table.locator('tbody tr')).toHaveCount(30);
  const row = h.table
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: day!, exact: true }) });
  await expect(row).toContainText(amount!);

  // Best sellers and the queue.
  await expect(h.top).toHaveCount(5);
  await expect(h.top.first()).toContainText(/\$[\d,]+\.\d\d/);
  await expect(page.getByTestId('queue-to_confirm')).toContainText(/\d+ orders? to confirm/);
  await expect(page.getByTestId('queue-to_ship')).toContainText(/\d+ orders? to ship: /);
  await expectNoSeriousAxeViolations(page, 'the home with the table shown');

  // The proof to review opens the orders list filtered to it.
  const proofs = page.getByTestId('queue-proofs_to_review').getByRole('link');
  await expect(proofs).toHaveText(/^\d+ payment proofs? to review$/);
  await proofs.click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?paymentStatus=awaiting_review$/);
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toBeVisible();
  for (const status of await rows.getByTestId('payment-status').allTextContents()) {
    expect(status).toBe('Proof to review');
  }
  await expect(rows.filter({ hasText: "Liam O'Connor" })).toHaveCount(1);
});

test('the period lives in the URL; a custom range is checked before it is applied', async ({
  page,
  context,
}) => {
  const h = await openDemoHome(page, context);
  const tabs = page.getByRole('navigation', { name: 'Period' });
  await tabs.getByRole('link', { name: '7 days' }).click();
  await expect(page).toHaveURL(/range=7d/);
  await page.getByText('Show as a table').click();
  await expect(h.table.locator('tbody tr')).toHaveCount(7);
  await expect(h.kpi('revenue').getByTestId('kpi-change')).toContainText(/previous 7 days|Nothing/);

  await tabs.getByRole('link', { name: 'Custom' }).click();
  await expect(page).toHaveURL(/range=custom/);
  const form = page.getByTestId('custom-range');
  const from = form.getByLabel('From', { exact: true });
  const to = form.getByLabel('To', { exact: true });
  await expect(to).toHaveValue(/^\d{4}-\d\d-\d\d$/);
  await expectNoSeriousAxeViolations(page, 'the custom range form');
  // To before From: refused under its field, nothing applied.
  await from.fill('2026-03-10');
  await to.fill('2026-03-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('to must not be before from')).toBeVisible();
  await expect(page).not.toHaveURL(/from=/);
  await to.fill('2026-03-14');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2026-03-10/);
  await expect(page).toHaveURL(/to=2026-03-14/);
  await expect(h.table.locator('tbody tr')).toHaveCount(5);
  await expect(h.table.locator('tbody tr').first()).toContainText('Mar 10');

  // Back returns to 7 days.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/range=7d/);
  await expect(h.table.locator('tbody tr')).toHaveCount(7);
});

test('a store without orders shows the empty state; a failed load offers Retry', async ({
  page,
  context,
}) => {
  await newMerchantStore(context);
  // The first load waits a moment: the skeleton holds the page's shape meanwhile.
  let calls = 0;
  await page.route('**/api/dashboard/analytics/overview**', async (route) => {
    calls++;
    if (calls === 1) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    } else if (calls <= 3) {
      // The period asked next fails, and so does the dashboard's one automatic retry.
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The database is resting' }),
      });
    } else {
      await route.continue();
    }
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('home-skeleton')).toBeVisible();
  const empty = page.getByTestId('home-empty');
  await expect(empty).toContainText('No orders yet');
  await expect(page.getByTestId('queue-to_confirm')).toHaveText('No orders to confirm');
  await expect(home(page).kpis).toHaveCount(0);

  // Another period fails: the error says why and Retry loads it.
  await page
    .getByRole('navigation', { name: 'Period' })
    .getByRole('link', { name: 'Today' })
    .click();
  const error = page.getByTestId('home-error');
  await expect(error).toContainText('The database is resting');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toHaveCount(0);
  await expect(empty).toBeVisible();
});

test('one home: a new store is guided through setup until every step is done; adminhome leads there', async ({
  page,
  context,
}) => {
  const store = await newMerchantStore(context);
  const api = context.request;
  await page.goto('/dashboard/adminhome?range=7d');
  await expect(page).toHaveURL(/\/dashboard\?range=7d$/);
  await expect(home(page).heading).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveCount(0);
  await expect(page.getByTestId('trial-notice')).toContainText('Your free trial ends on');

  const guide = page.getByTestId('setup-guide');
  const step = (name: string) => guide.getByTestId(`setup-${name}`);
  await expect(step('product')).toHaveAttribute('data-done', 'false');
  await expect(step('domain')).toHaveAttribute('data-done', 'false');
  const progress = page.getByRole('progressbar');
  const doneBefore = Number(await progress.getAttribute('value'));
  await expect(page.getByTestId('setup-progress')).toHaveText(`${doneBefore} of 4 steps done`);
  await step('product').getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/addproduct$/);

  // Every step done through the API: the guide is gone from the home.
  const ok = async (res: Awaited<ReturnType<typeof api.post>>) =>
    expect(res.status(), await res.text()).toBeLessThan(300);
  const { storeId } = store;
  await ok(
    await api.post('/api/dashboard/products/add-product', {
      data: { storeId, name: 'Setup Mug', price: 9, stock: 3, status: 'active' },
    }),
  );
  const zone = await api.post('/api/dashboard/shipping/add-zone', {
    data: { storeId, name: 'Home', countries: ['DE'] },
  });
  await ok(zone);
  const { id: zoneId } = (await zone.json()) as { id: string };
  await ok(
    await api.post('/api/dashboard/shipping/add-rate', {
      data: { storeId, zoneId, kind: 'flat', name: 'Standard', price: 4 },
    }),
  );
  await ok(
    await api.put('/api/dashboard/store/update-domain', {
      data: { storeId, domain: `${store.subdomain}.example.com` },
    }),
  );
  await ok(await api.post('/api/dashboard/page/publish-all', { data: { storeId } }));
  await page.goto('/dashboard');
  await expect(home(page).heading).toBeVisible();
  await expect(page.getByTestId('home-explanation')).toBeVisible();
  await expect(guide).toHaveCount(0);
});
