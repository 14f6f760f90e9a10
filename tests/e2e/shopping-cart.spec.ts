/**
 * Acceptance (shopping): the browser cart shared across tabs, the product page's pickers and
 * purchase rules, the cart drawer, Buy Now, product-card adds, and the product search modal.
 * (The demo catalogue has no out-of-stock product without variations: that case is covered by
 * `storefront/cart/product-purchase.test.tsx`.)
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { demoStoreUrl as demo } from './catalog-helpers';
import { hydrated, openMarked, recordPixelCalls, windowMarked } from './storefront-helpers';
import { OTHER_STORE, PIXEL_STORE } from './fixtures';

/** The navbar's pieces. */
const navbar = (page: Page) => {
  const root = page.getByTestId('navbar');
  return {
    cartButton: root.getByTestId('cart-button'),
    badge: root.getByTestId('cart-badge'),
    searchForm: root.getByTestId('navbar-search'),
    searchSubmit: root.getByTestId('navbar-search-submit'),
  };
};

/** The product page's pieces. */
const productPage = (page: Page) => ({
  option: (group: string, value: string) =>
    page.locator(`[data-testid="variation-option"][data-group="${group}"][data-value="${value}"]`),
  mainImage: page.getByTestId('product-main-image'),
  price: page.getByTestId('product-details').getByTestId('product-price'),
  quantity: page.getByTestId('product-quantity'),
  addToCart: page.getByTestId('add-to-cart'),
  buyNow: page.getByTestId('buy-now'),
  notice: page.getByTestId('cart-notice'),
});

/** Opens the demo store's home, then its search modal from the navbar, and searches `term`. */
async function searchDemoFor(page: Page, term: string) {
  await page.goto(demo('/'));
  await hydrated(page);
  const modal = page.getByTestId('search-modal');
  await navbar(page).searchSubmit.click();
  await modal.getByTestId('search-input').fill(term);
  await modal.getByTestId('search-submit').click();
  return modal;
}

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as unknown[]);

test('adding in one tab shows the new count in another tab', async ({ context }) => {
  const tab1 = await context.newPage();
  const tab2 = await context.newPage();
  await tab2.goto(demo('/'));
  await hydrated(tab2);
  await expect(navbar(tab2).badge).toHaveText('0');

  await tab1.goto(demo('/product/ceramic-mug'));
  await hydrated(tab1);
  await productPage(tab1).addToCart.click();
  await expect(navbar(tab1).badge).toHaveText('1');
  await expect(navbar(tab2).badge).toHaveText('1');

  await productPage(tab1).addToCart.click();
  await expect(navbar(tab2).badge).toHaveText('2');

  // A page loaded with a stored cart hydrates cleanly, then shows the count.
  const errors: string[] = [];
  tab2.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat/i.test(m.text())))
      errors.push(m.text());
  });
  tab2.on('pageerror', (e) => errors.push(e.message));
  await tab2.reload();
  await hydrated(tab2);
  await expect(navbar(tab2).badge).toHaveText('2');
  expect(errors).toEqual([]);
});

test('the product page asks for every option, follows the variation, and the drawer edits the cart', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  await page.goto(demo('/product/classic-t-shirt'));
  await hydrated(page);
  const p = productPage(page);
  const nav = navbar(page);

  // No choice: the alert blocks the add.
  await p.addToCart.click();
  await expect.poll(() => dialogs).toEqual(['Please select all options']);
  await expect(nav.badge).toHaveText('0');
  // A partial choice blocks it too.
  await p.option('Colour', 'Navy').click();
  await p.addToCart.click();
  await expect.poll(() => dialogs.length).toBe(2);
  await expect(nav.badge).toHaveText('0');

  // Choosing the chosen option again unselects it.
  const productImage = await p.mainImage.getAttribute('src');
  await expect(p.option('Colour', 'Navy')).toHaveAttribute('aria-pressed', 'true');
  await p.option('Colour', 'Navy').click();
  await expect(p.option('Colour', 'Navy')).toHaveAttribute('aria-pressed', 'false');

  // Navy + M: the variation's image and price.
  await p.option('Colour', 'Navy').click();
  await p.option('Size', 'M').click();
  await expect(p.option('Size', 'M')).toHaveAttribute('aria-pressed', 'true');
  // The Navy variation's own picture (a media-library file: its srcset names its variants).
  // The API answers on every host; Node cannot resolve *.localhost, the browser can.
  const api = `http://localhost:${E2E_PORT}/api/dashboard/products/fetch-product-by-domain`;
  const product = (await (
    await page.request.get(`${api}?domain=demo.localhost&productSlug=classic-t-shirt`)
  ).json()) as { variations: { image: string; attributes: Record<string, string> }[] };
  const navy = product.variations.find((v) => v.attributes.Colour === 'Navy')!.image;
  const navyFiles = navy.replace(/\d+x\d+\/original\.\w+$/, '');
  await expect(p.mainImage).toHaveAttribute('srcset', new RegExp(`^${navyFiles}320\\.webp 320w`));
  expect(await p.mainImage.getAttribute('src')).not.toBe(productImage);
  await expect(p.price).toHaveText('$19.99');

  await p.addToCart.click();
  await expect(p.notice).toHaveText('Item added to cart!');
  await expect(nav.badge).toHaveText('1');
  await p.addToCart.click();
  await expect(nav.badge).toHaveText('2');
  expect(dialogs).toHaveLength(2);
  // The notice hides again after about 2 s.
  await expect(p.notice).toHaveText('', { timeout: 5_000 });

  // The drawer: one line with quantity 2.
  await nav.cartButton.click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toHaveAttribute('data-state', 'open');
  await expect(drawer.getByRole('button', { name: 'Close cart' })).toBeFocused();
  const line = drawer.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Classic T-Shirt');
  await expect(line).toContainText('Colour: Navy');
  await expect(line).toContainText('Size: M');
  const qty = line.getByTestId('cart-line-qty');
  await expect(qty).toHaveValue('2');
  await expect(drawer.getByTestId('cart-total')).toHaveText('$39.98');

  await line.getByTestId('cart-line-inc').click();
  await expect(qty).toHaveValue('3');
  await expect(drawer.getByTestId('cart-total')).toHaveText('$59.97');
  await expect(nav.badge).toHaveText('3');
  await line.getByTestId('cart-line-dec').click();
  await line.getByTestId('cart-line-dec').click();
  await expect(qty).toHaveValue('1');
  // Below 1 is ignored: − is disabled at 1, and typing 0 changes nothing.
  await expect(line.getByTestId('cart-line-dec')).toBeDisabled();
  await qty.fill('0');
  await qty.blur();
  await expect(qty).toHaveValue('1');
  await expect(drawer.getByTestId('cart-total')).toHaveText('$19.99');
  await qty.fill('4');
  await expect(nav.badge).toHaveText('4');
  await expect(drawer.getByTestId('cart-total')).toHaveText('$79.96');
  expect(await storedCart(page)).toEqual([
    expect.objectContaining({
      name: 'Classic T-Shirt',
      quantity: 4,
      price: 19.99,
      selectedAttributes: { Colour: 'Navy', Size: 'M' },
      variationId: expect.any(String),
    }),
  ]);

  await line.getByTestId('cart-line-remove').click();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(0);
  await expect(drawer).toContainText('Your cart is empty.');
  await expect(nav.badge).toHaveText('0');

  // Escape closes: open → closing → closed, and focus goes back to the cart button.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveAttribute('data-state', 'closing');
  await expect(drawer).toHaveAttribute('data-state', 'closed');
  await expect(nav.cartButton).toBeFocused();
});

test('Buy Now adds the chosen variation and goes to /checkout without a reload', async ({
  page,
}) => {
  await openMarked(page, demo('/product/classic-t-shirt'));
  const p = productPage(page);
  await p.option('Colour', 'Red').click();
  await p.option('Size', 'S').click();
  await p.quantity.fill('2');
  await p.buyNow.click();
  await expect(page).toHaveURL(demo('/checkout'));
  expect(await windowMarked(page)).toBe(true);
  expect(await storedCart(page)).toEqual([
    expect.objectContaining({
      name: 'Classic T-Shirt',
      quantity: 2,
      selectedAttributes: { Colour: 'Red', Size: 'S' },
      shipping: 0,
    }),
  ]);
});

test('a product card adds a product without variations; one with variations links to its page', async ({
  page,
}) => {
  await page.goto(demo('/shop'));
  await hydrated(page);
  const card = (name: string) =>
    page.getByTestId('product-card').filter({ has: page.getByRole('link', { name }) });
  await card('Merino Crew Sweater').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-notice')).toHaveText('Item added to cart!');
  await expect(navbar(page).badge).toHaveText('1');
  expect(await storedCart(page)).toEqual([
    expect.objectContaining({
      name: 'Merino Crew Sweater',
      price: 69,
      quantity: 1,
      variationId: null,
    }),
  ]);
  await expect(card('Classic T-Shirt').getByRole('link', { name: 'Add to cart' })).toHaveAttribute(
    'href',
    '/product/classic-t-shirt',
  );
});

test('the search modal opens from the navbar, searches and closes', async ({ page }) => {
  await page.goto(demo('/'));
  await hydrated(page);
  const nav = navbar(page);
  const modal = page.getByTestId('search-modal');

  await nav.searchSubmit.click();
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Product Search' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Product Search' })).toBeVisible();
  await expect(modal).toContainText('Please enter a search term and press Search.');
  await expect(modal.getByTestId('search-input')).toBeFocused();

  await modal.getByTestId('search-input').fill('  shirt  ');
  await modal.getByTestId('search-submit').click();
  await expect(modal.getByTestId('search-result').first()).toBeVisible();
  await expect(
    modal.getByTestId('search-result').filter({ hasText: 'Classic T-Shirt' }),
  ).toHaveCount(1);
  expect(await modal.getByTestId('search-result').count()).toBeLessThanOrEqual(16);

  await modal.getByTestId('search-input').fill('zzzz-no-such-thing');
  await modal.getByTestId('search-input').press('Enter');
  await expect(modal).toContainText('No products found');
  await expect(modal.getByTestId('search-result')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(demo('/'));

  // Opening again starts afresh; the navbar's typed term is searched at once.
  await nav.searchForm.getByRole('searchbox').fill('mug');
  await nav.searchForm.getByRole('searchbox').press('Enter');
  await expect(modal.getByTestId('search-input')).toHaveValue('mug');
  await expect(modal.getByTestId('search-result').filter({ hasText: 'Ceramic Mug' })).toHaveCount(
    1,
  );
  await expect(page).toHaveURL(demo('/'));

  // Following a result navigates client-side and closes the modal.
  await modal.getByRole('link', { name: 'Ceramic Mug' }).click();
  await expect(page).toHaveURL(demo('/product/ceramic-mug'));
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Ceramic Mug' })).toBeVisible();
});

test('the search modal pages with Prev, Next and numbered pages, 16 a page from page 0', async ({
  page,
}) => {
  const requested: { term: string | null; page: string | null; size: string | null }[] = [];
  // The demo catalogue fits on one page: the answer claims 3 pages so the buttons show.
  await page.route('**/api/storefront/search?**', async (route) => {
    const url = new URL(route.request().url());
    requested.push({
      term: url.searchParams.get('term'),
      page: url.searchParams.get('page'),
      size: url.searchParams.get('size'),
    });
    // Every page answers with page 0's products. Node cannot resolve *.localhost: ask
    // loopback with the store's Host header.
    const upstream = new URL(url);
    upstream.searchParams.set('page', '0');
    upstream.hostname = '127.0.0.1';
    const response = await route.fetch({
      url: upstream.href,
      headers: { ...route.request().headers(), host: url.host },
    });
    const body = (await response.json()) as { totalPages: number };
    await route.fulfill({ response, json: { ...body, totalPages: 3 } });
  });
  const modal = await searchDemoFor(page, 'shirt');
  await expect(modal.getByTestId('search-page-1')).toHaveAttribute('aria-current', 'page');
  await expect(modal.getByTestId('search-prev')).toBeDisabled();
  expect(requested.at(-1)).toEqual({ term: 'shirt', page: '0', size: '16' });

  await modal.getByTestId('search-page-3').click();
  await expect(modal.getByTestId('search-page-3')).toHaveAttribute('aria-current', 'page');
  await expect(modal.getByTestId('search-next')).toBeDisabled();
  expect(requested.at(-1)?.page).toBe('2');
  await modal.getByTestId('search-prev').click();
  await expect(modal.getByTestId('search-page-2')).toHaveAttribute('aria-current', 'page');
  expect(requested.at(-1)?.page).toBe('1');
  await modal.getByTestId('search-next').click();
  await expect(modal.getByTestId('search-page-3')).toHaveAttribute('aria-current', 'page');

  // Submitting again goes back to page 1.
  await modal.getByTestId('search-submit').click();
  await expect(modal.getByTestId('search-page-1')).toHaveAttribute('aria-current', 'page');
});

test('the search modal shows the error with Retry, and the backdrop closes it', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/api/storefront/search?**', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Search is resting' }),
        })
      : route.continue(),
  );
  const modal = await searchDemoFor(page, 'shirt');
  await expect(modal).toContainText('Error: Search is resting');
  failing = false;
  await modal.getByTestId('search-retry').click();
  await expect(modal.getByTestId('search-result').first()).toBeVisible();

  await page.mouse.click(5, 5);
  await expect(modal).toHaveCount(0);
});

test('with a pixel id, an add sends AddToCart with id, name, value, currency and quantity', async ({
  page,
}) => {
  const calls = await recordPixelCalls(page);
  await page.goto(
    `http://${PIXEL_STORE.subdomain}.localhost:${E2E_PORT}/product/${OTHER_STORE.productSlug}`,
  );
  await hydrated(page);
  await productPage(page).quantity.fill('3');
  await productPage(page).addToCart.click();
  await expect
    .poll(() => calls.find((c) => c[1] === 'AddToCart'))
    .toEqual([
      'track',
      'AddToCart',
      {
        content_ids: [expect.any(String)],
        content_name: 'Pixel Shop Special',
        value: 126,
        currency: 'USD',
        quantity: 3,
      },
      { eventID: expect.stringMatching(/^AddToCart-[0-9a-f]{12}$/) },
    ]);
});
