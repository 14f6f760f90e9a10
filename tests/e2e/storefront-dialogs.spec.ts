/**
 * Acceptance (issue 14, storefront tidy): the cart drawer and the search modal are native
 * modal dialogs. Tab and Shift+Tab visit only the dialog's controls (the one stop outside is
 * the browser's own interface, `body` here), the page behind can be neither focused nor
 * clicked (a click there lands on the backdrop and closes the dialog), Escape closes it and
 * focus goes back to the control that opened it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoStoreUrl as demo } from './catalog-helpers';
import { hydrated } from './storefront-helpers';

/** Numbers the open dialog's tabbable controls (`data-focus-stop`) and counts them. */
const numberControls = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]')!;
    const controls = [
      ...dialog.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]',
      ),
    ].filter((e) => e.tabIndex >= 0 && !e.matches(':disabled') && e.getClientRects().length > 0);
    controls.forEach((e, i) => (e.dataset.focusStop = String(i)));
    return controls.length;
  });

/** Where focus is: a control of the dialog (its number), `body`, or something else. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    return element.dataset.focusStop ?? `outside: ${element.outerHTML.slice(0, 80)}`;
  });

/**
 * Presses `key` until focus has gone round the dialog twice: every stop is one of the
 * dialog's controls (or `body`, the browser's interface), and each control comes round.
 */
async function expectFocusCycles(page: Page, key: 'Tab' | 'Shift+Tab') {
  const controls = await numberControls(page);
  expect(controls).toBeGreaterThan(1);
  const stops: string[] = [];
  for (let i = 0; i < 2 * (controls + 1); i++) {
    await page.keyboard.press(key);
    stops.push(await focused(page));
  }
  expect(
    stops.filter((s) => s.startsWith('outside')),
    `${key} left the dialog`,
  ).toEqual([]);
  const inside = stops.filter((s) => s !== 'body');
  expect(new Set(inside).size, `${key} stops: ${stops.join(', ')}`).toBe(controls);
  expect(inside.length).toBeGreaterThan(controls);
}

/**
 * The page behind: a link of the page outside the dialog's box can be neither focused nor
 * clicked; the click lands on the backdrop, which closes the dialog.
 */
async function expectPageBehindInert(page: Page, dialog: Locator) {
  const target = await page.evaluate(() => {
    const box = document.querySelector('dialog[open]')!.getBoundingClientRect();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('.sf-app a[href]')) {
      if (link.closest('dialog')) continue;
      const r = link.getBoundingClientRect();
      const x = r.x + r.width / 2;
      const y = r.y + r.height / 2;
      const outsideDialog = x < box.left || x > box.right || y < box.top || y > box.bottom;
      if (r.width > 0 && y > 0 && y < window.innerHeight && outsideDialog) {
        link.dataset.behind = 'true';
        return { x, y };
      }
    }
    return null;
  });
  expect(target, 'a link of the page is on screen beside the dialog').not.toBeNull();
  const { x, y } = target!;
  const before = await focused(page);
  await page.locator('[data-behind="true"]').evaluate((link) => (link as HTMLElement).focus());
  expect(await focused(page)).toBe(before);
  // What is under the pointer there is the dialog's backdrop, not the link.
  expect(
    await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.tagName, [x, y]),
  ).toBe('DIALOG');
  const url = page.url();
  await page.mouse.click(x, y);
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(url);
}

test('the cart drawer keeps focus inside, the page behind inert, and Escape returns focus', async ({
  page,
}) => {
  await page.goto(demo('/product/ceramic-mug'));
  await hydrated(page);
  await page.getByTestId('add-to-cart').click();
  const cartButton = page.getByTestId('navbar').getByTestId('cart-button');
  await expect(cartButton.getByTestId('cart-badge')).toHaveText('1');
  const drawer = page.getByTestId('cart-drawer');
  const opened = async () => {
    await cartButton.click();
    await expect(drawer).toHaveAttribute('data-state', 'open');
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close cart' })).toBeFocused();
  };

  await opened();
  // Close, quantity, +, Remove, the discount code, Checkout (− and Apply are disabled).
  expect(await numberControls(page)).toBe(6);
  await expectFocusCycles(page, 'Tab');
  await expectFocusCycles(page, 'Shift+Tab');

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveAttribute('data-state', 'closed');
  await expect(cartButton).toBeFocused();

  await opened();
  await expectPageBehindInert(page, drawer);
  await expect(drawer).toHaveAttribute('data-state', 'closed');
  await expect(cartButton).toBeFocused();
});

test('the search modal keeps focus inside, the page behind inert, and Escape returns focus', async ({
  page,
}) => {
  await page.goto(demo('/'));
  await hydrated(page);
  const submit = page.getByTestId('navbar').getByTestId('navbar-search-submit');
  const modal = page.getByTestId('search-modal');
  const opened = async () => {
    await submit.click();
    await expect(page.getByRole('dialog', { name: 'Product Search' })).toBeVisible();
    await expect(modal.getByTestId('search-input')).toBeFocused();
  };

  await opened();
  await modal.getByTestId('search-input').fill('mug');
  await modal.getByTestId('search-submit').click();
  await expect(modal.getByTestId('search-result').first()).toBeVisible();
  await expectFocusCycles(page, 'Tab');
  await expectFocusCycles(page, 'Shift+Tab');

  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(submit).toBeFocused();

  await opened();
  await expectPageBehindInert(page, modal);
  await expect(modal).toHaveCount(0);
  await expect(submit).toBeFocused();
});
