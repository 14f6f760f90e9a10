/**
 * Theme styles in the builder: a merchant opens "Theme styles", changes scheme 1's accent and
 * every button of a scheme-1 section in the canvas shows it (no section re-rendered: the
 * product grid's element is the same one); undo brings the old colour back and redo the new
 * one; publishing puts it on the store. A text colour too light for its background shows the
 * contrast warning; a style preset restyles the canvas in one step, one undo step. The panel
 * passes axe, and the tabs work from the keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  canvas,
  configureBuilderSpec,
  newMerchantStore,
  openBuilder,
  storeUrl,
  toolbarButton,
} from './builder-fixtures';
import { fontCatalogue } from '../../shared';
import { expectNoSeriousAxeViolations } from './axe';
import { watchProblems } from './page-problems';

configureBuilderSpec(90_000);

const RED = 'rgb(220, 38, 38)';
const NEAR_BLACK = 'rgb(17, 24, 39)';

/** The background of every "Buy now" button of the canvas's product grids. */
const buyButtonColours = (page: Page) =>
  canvas(page)
    .locator('.sf-section.sf-scheme-1 .sf-btn--buy')
    .evaluateAll((buttons) => buttons.map((b) => getComputedStyle(b).backgroundColor));

test('a merchant changes scheme 1’s accent: the canvas repaints, undo and redo, then publish', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const store = await newMerchantStore(page.context());
  const api = page.context().request;
  for (const name of ['Linen shirt', 'Canvas tote']) {
    const res = await api.post('/api/dashboard/products/add-product', {
      data: { storeId: store.storeId, status: 'active', stock: 4, name, price: 20 },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await openBuilder(page, store.homePageId);
  await expect.poll(() => buyButtonColours(page)).toEqual([NEAR_BLACK, NEAR_BLACK]);
  // Marks the grid's element: a re-render of the section would replace it.
  await canvas(page)
    .locator('.sf-section--productGrid')
    .evaluate((el) => el.setAttribute('data-kept', 'yes'));

  const tab = page.getByRole('tab', { name: 'Theme styles' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByTestId('theme-panel');
  await expect(panel.getByRole('heading', { name: 'Colour schemes' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the theme styles panel');

  const light = panel.locator('[data-scheme="scheme-1"]');
  await light.locator('summary').click();
  const accent = light.getByRole('textbox', { name: 'Accent', exact: true });
  await accent.fill('#dc2626');
  await expect.poll(() => buyButtonColours(page)).toEqual([RED, RED]);
  await expect(canvas(page).locator('.sf-section--productGrid[data-kept="yes"]')).toHaveCount(1);

  await toolbarButton(page, 'Undo').click();
  await expect.poll(() => buyButtonColours(page)).toEqual([NEAR_BLACK, NEAR_BLACK]);
  await expect(accent).toHaveValue('#111827');
  await toolbarButton(page, 'Redo').click();
  await expect.poll(() => buyButtonColours(page)).toEqual([RED, RED]);

  // Too light a text colour: the warning names the pair and its ratio.
  const text = light.getByRole('textbox', { name: 'Text', exact: true });
  await text.fill('#eeeeee');
  await expect(light.getByTestId('contrast-warning')).toContainText('Text on Background: 1.1:1');
  await expect(light.locator('summary')).toContainText('Low contrast');
  await text.fill('#374151');
  await expect(light.getByTestId('contrast-warning')).toHaveCount(0);

  await toolbarButton(page, 'Publish').click();
  await expect(page.getByText(/Published/).first()).toBeVisible({ timeout: 15_000 });
  const shop = await page.context().newPage();
  await shop.goto(storeUrl(store.subdomain, '/'));
  await expect
    .poll(() =>
      shop
        .locator('.sf-btn--buy')
        .evaluateAll((buttons) => buttons.map((b) => getComputedStyle(b).backgroundColor)),
    )
    .toEqual([RED, RED]);
  await shop.close();
  expect(problems).toEqual([]);
});

test('a style preset restyles the page in one step, undone in one', async ({ page }) => {
  const store = await newMerchantStore(page.context());
  await openBuilder(page, store.homePageId);
  // The tabs from the keyboard: arrow right moves to "Theme styles".
  const sections = page.getByRole('tab', { name: 'Sections' });
  await sections.focus();
  await page.keyboard.press('ArrowRight');
  const themeTab = page.getByRole('tab', { name: 'Theme styles' });
  await expect(themeTab).toBeFocused();
  await expect(themeTab).toHaveAttribute('aria-selected', 'true');

  const heading = canvas(page).locator('.sf-section--heroStatic h2').first();
  await expect(heading).toHaveCSS('text-transform', 'none');
  const bold = page.getByRole('button', { name: /^Bold/ });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(heading).toHaveCSS('text-transform', 'uppercase');
  // Section titles take the heading weight; the hero's display title one step more.
  await expect(canvas(page).locator('.sf-section-title').first()).toHaveCSS('font-weight', '900');
  await expect(heading).toHaveCSS('font-weight', '1000');
  await toolbarButton(page, 'Undo').click();
  await expect(heading).toHaveCSS('text-transform', 'none');
  await expect(page.getByRole('button', { name: /^Classic/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a heading font: the canvas shows it, and the store page fetches only its file', async ({
  page,
}) => {
  const store = await newMerchantStore(page.context());
  await openBuilder(page, store.homePageId);
  await page.getByRole('tab', { name: 'Theme styles' }).click();
  await page.getByLabel('Heading font').selectOption({ label: 'Playfair Display (serif)' });
  const title = canvas(page).locator('.sf-section-title').first();
  await expect(title).toHaveCSS('font-family', /^"Playfair Display Variable"/);
  // Undo gives the system font back; redo the chosen one.
  await toolbarButton(page, 'Undo').click();
  await expect(title).toHaveCSS('font-family', /^system-ui/);
  await expect(page.getByLabel('Heading font')).toHaveValue('system-sans');
  await toolbarButton(page, 'Redo').click();
  await expect(title).toHaveCSS('font-family', /^"Playfair Display Variable"/);
  await toolbarButton(page, 'Publish').click();
  await expect(page.getByText(/Published/).first()).toBeVisible({ timeout: 15_000 });

  const shop = await page.context().newPage();
  const fonts: string[] = [];
  shop.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/fonts/') || /\.woff2?$/.test(url.pathname))
      fonts.push(`${url.host}${url.pathname}`);
  });
  await shop.goto(storeUrl(store.subdomain, '/'));
  await shop.evaluate(() => document.fonts.ready);
  await expect(shop.locator('.sf-section-title').first()).toHaveCSS(
    'font-family',
    /^"Playfair Display Variable"/,
  );
  const playfair = fontCatalogue.find((f) => f.id === 'playfair-display')!;
  expect(fonts).toEqual([
    `${new URL(storeUrl(store.subdomain)).host}/fonts/${playfair.version}/playfair-display-latin-wght-normal.woff2`,
  ]);
  await shop.close();
});
