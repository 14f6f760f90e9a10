/**
 * Typed blocks in the builder: the static hero is made of blocks. A merchant clicks its
 * heading in the canvas and edits the heading block; adds a second button from the "Add
 * block" menu (one undo step, the canvas shows it at once); a fifth button is refused with
 * the reason; a block moved by keyboard only (Alt+Up on its row) is announced and the canvas
 * and, after publishing, the store draw the new order; a hidden block leaves the store. The
 * blocks list and the menu pass axe.
 */
import { expect, test } from '@playwright/test';
import {
  addFromPalette,
  backToSection,
  canvas,
  clickInFrame,
  ensureSelected,
  configureBuilderSpec,
  dragMouse,
  dragPaletteItemTo,
  rectInFrame,
  rectNow,
  toPagePoint,
  newMerchantStore,
  openBuilder,
  storeUrl,
  toolbarButton,
  heroBlocks,
  heroInCanvas,
} from './builder-fixtures';
import { expectNoSeriousAxeViolations } from './axe';
import { watchProblems } from './page-problems';

configureBuilderSpec(90_000);

const hero = heroInCanvas;

test('a merchant composes the static hero from blocks: add, refuse, reorder, hide, publish', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const store = await newMerchantStore(page.context());
  await openBuilder(page, store.homePageId);
  const welcome = `Welcome to ${store.storeName}`;
  await expect
    .poll(() => heroBlocks(page))
    .toEqual([
      `heading:${welcome}`,
      'text:Discover new arrivals crafted for everyday comfort.',
      'button:Shop Now',
      'button:Our story',
    ]);

  // A click on the heading in the canvas selects the heading block.
  await clickInFrame(page, '.sf-section--heroStatic h2');
  const inspector = page.getByTestId('settings-panel');
  await expect(inspector.getByRole('heading', { name: 'Heading', exact: true })).toBeVisible();
  await inspector.getByRole('textbox', { name: 'Text', exact: true }).fill('Autumn is here');
  await expect(hero(page).locator('h2')).toHaveText('Autumn is here');
  // Outlined as selected, still after the edit redrew it.
  await expect(hero(page).locator('h2')).toHaveAttribute('data-cv-selected-block', '');
  await inspector.getByRole('button', { name: 'Back to Static Hero' }).click();
  const blocks = page.getByTestId('blocks-editor');
  await expect(blocks.getByRole('listitem')).toHaveCount(4);

  // Add a third button: one undo step takes it away again.
  await blocks.getByRole('button', { name: 'Add block' }).click();
  const menu = page.getByRole('menu', { name: 'Add block' });
  await expect(menu.getByRole('menuitem', { name: /^Heading/ })).toBeFocused();
  await expectNoSeriousAxeViolations(page, 'the blocks list and its menu');
  await menu.getByRole('menuitem', { name: /^Button/ }).click();
  await expect(inspector.getByRole('heading', { name: 'Button', exact: true })).toBeVisible();
  await expect.poll(async () => (await heroBlocks(page)).length).toBe(5);
  await expect(hero(page).locator('.sf-hero-static__actions a')).toHaveText([
    'Shop Now',
    'Our story',
    'Shop now',
  ]);
  await toolbarButton(page, 'Undo').click();
  await expect(hero(page).locator('.sf-hero-static__actions a')).toHaveCount(2);
  await toolbarButton(page, 'Redo').click();
  await expect(hero(page).locator('.sf-hero-static__actions a')).toHaveCount(3);
  await blocks.getByRole('button', { name: 'Button · Shop now', exact: true }).click();
  await inspector.getByRole('textbox', { name: 'Label' }).fill('Gift cards');
  await expect(hero(page).locator('.sf-hero-static__actions a').nth(2)).toHaveText('Gift cards');

  // A fourth button fits; a fifth is refused with the reason.
  await inspector.getByRole('button', { name: 'Duplicate block' }).click();
  await expect(hero(page).locator('.sf-hero-static__actions a')).toHaveCount(4);
  await inspector.getByRole('button', { name: 'Back to Static Hero' }).click();
  await blocks.getByRole('button', { name: 'Add block' }).click();
  const button = menu.getByRole('menuitem', { name: /^Button/ });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toContainText('Static Hero holds at most 4 Button blocks');
  // Chosen anyway (from the keyboard): nothing is added.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(hero(page).locator('.sf-hero-static__actions a')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(blocks.getByRole('button', { name: 'Add block' })).toBeFocused();

  // Keyboard only: the text row moves above the heading, announced.
  const textRow = blocks.getByRole('button', { name: /^Text · Discover/ });
  await textRow.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(blocks.getByRole('status')).toHaveText('Text moved to position 1 of 6');
  await expect(textRow).toBeFocused();
  await expect
    .poll(async () => (await heroBlocks(page)).slice(0, 2))
    .toEqual([
      'text:Discover new arrivals crafted for everyday comfort.',
      'heading:Autumn is here',
    ]);

  // Hide "Our story": gone from the canvas, kept in the list.
  await blocks.getByRole('button', { name: 'Hide Button' }).nth(1).click();
  await expect(hero(page).locator('.sf-hero-static__actions a')).toHaveText([
    'Shop Now',
    'Gift cards',
    'Gift cards',
  ]);
  await expect(blocks.getByText('Hidden')).toHaveCount(1);

  await toolbarButton(page, 'Publish').click();
  await expect(page.getByText(/Published/).first()).toBeVisible({ timeout: 15_000 });
  const shop = await page.context().newPage();
  await shop.goto(storeUrl(store.subdomain, '/'));
  const shopHero = shop.locator('.sf-hero-static');
  await expect(shopHero.locator('p, h2').first()).toHaveText(
    'Discover new arrivals crafted for everyday comfort.',
  );
  await expect(shopHero.locator('h2')).toHaveText('Autumn is here');
  await expect(shopHero.locator('.sf-hero-static__actions a')).toHaveText([
    'Shop Now',
    'Gift cards',
    'Gift cards',
  ]);
  await expect(shopHero).toHaveAttribute('aria-labelledby', /heading-1$/);
  await shop.close();
  expect(problems).toEqual([]);
});

test('a block dragged from the palette: into a section that takes it, refused with the reason by one that does not', async ({
  page,
}) => {
  const store = await newMerchantStore(page.context());
  await openBuilder(page, store.homePageId);
  await expect(hero(page).locator('h2')).toBeVisible();

  // A product page block over the footer: the canvas says why, and the drop adds nothing.
  // Measured at the drop (the grid above may still grow while its products load).
  await expect(canvas(page).locator('.sf-section--footer .sf-footer__copyright')).toBeVisible();
  await dragPaletteItemTo(
    page,
    'block:price',
    async () => {
      const footer = await rectInFrame(page, '.sf-section--footer .sf-footer__copyright');
      return { x: footer.left + footer.width / 2, y: footer.top + footer.height / 2 };
    },
    async () => {
      await expect(canvas(page).getByTestId('drop-refusal')).toHaveText(
        'Footer does not take Price blocks',
      );
    },
  );
  await expect(canvas(page).getByRole('alert')).toContainText('Footer does not take Price blocks');
  expect((await heroBlocks(page)).length).toBe(4);

  // A badge above the hero's heading: added there and selected.
  await dragPaletteItemTo(page, 'block:badge', async () => {
    const heading = await rectInFrame(page, '.sf-section--heroStatic h2');
    return { x: heading.left + heading.width / 2, y: heading.top + 4 };
  });
  await expect
    .poll(async () => (await heroBlocks(page)).slice(0, 2))
    .toEqual(['badge:New', `heading:Welcome to ${store.storeName}`]);
  await expect(
    page.getByTestId('settings-panel').getByRole('heading', { name: 'Badge', exact: true }),
  ).toBeVisible();
  // A price is the product page's: over the hero it is refused too, with the reason.
  await dragPaletteItemTo(page, 'block:price', async () => {
    const heading = await rectInFrame(page, '.sf-section--heroStatic h2');
    return { x: heading.left + heading.width / 2, y: heading.top + 4 };
  });
  await expect(canvas(page).getByRole('alert')).toContainText(
    'Static Hero does not take Price blocks',
  );
  expect((await heroBlocks(page)).length).toBe(5);
});

test('a block of the selected section dragged in the canvas moves within it, one undo step', async ({
  page,
}) => {
  const store = await newMerchantStore(page.context());
  await openBuilder(page, store.homePageId);
  await expect(hero(page).locator('h2')).toBeVisible();
  // Selects the hero (through its heading block): its blocks can now be dragged.
  await clickInFrame(page, '.sf-section--heroStatic h2');
  // Both measured at one scroll (rectInFrame scrolls its element to 30% of the canvas).
  const heading = await rectInFrame(page, '.sf-section--heroStatic h2');
  const button = await rectNow(page, '.sf-section--heroStatic [data-block-id="button-2"]');
  const from = await toPagePoint(
    page,
    button.left + button.width / 2,
    button.top + button.height / 2,
  );
  const to = await toPagePoint(page, heading.left + heading.width / 2, heading.top + 4);
  await dragMouse(page, from, to);
  await expect(canvas(page).getByTestId('drop-indicator')).toBeVisible();
  await page.mouse.up();
  await expect
    .poll(() => heroBlocks(page))
    .toEqual([
      'button:Our story',
      `heading:Welcome to ${store.storeName}`,
      'text:Discover new arrivals crafted for everyday comfort.',
      'button:Shop Now',
    ]);
  await toolbarButton(page, 'Undo').click();
  await expect
    .poll(async () => (await heroBlocks(page))[0])
    .toBe(`heading:Welcome to ${store.storeName}`);
});

test('the footer is made of blocks: a menu column edited, payment icons added, social links hidden, published', async ({
  page,
}) => {
  const store = await newMerchantStore(page.context());
  await openBuilder(page, store.homePageId);
  const footer = canvas(page).locator('.sf-section--footer');
  await expect(footer.locator('.sf-footer__copyright')).toBeVisible();
  await clickInFrame(page, '.sf-section--footer .sf-footer__copyright');
  const blocks = page.getByTestId('blocks-editor');
  await expect(blocks.getByRole('listitem')).toHaveCount(5);

  // The newsletter signup a new footer has: its heading edited.
  await blocks.getByRole('button', { name: 'Newsletter signup · Subscribe to our emails' }).click();
  await page
    .getByTestId('settings-panel')
    .getByRole('textbox', { name: 'Heading' })
    .fill('Get our new arrivals first');
  await expect(footer.locator('form.sf-newsletter h2')).toHaveText('Get our new arrivals first');
  await backToSection(page);

  // The first menu column's second link, renamed: the canvas shows it at once.
  await blocks.getByRole('button', { name: /^Menu column · Shop/ }).click();
  const inspector = page.getByTestId('settings-panel');
  await inspector.locator('input[name="links.1.label"]').fill('Pay for your order');
  await expect(footer.locator('.sf-footer__column').first().locator('a')).toHaveText([
    'All products',
    'Pay for your order',
  ]);
  await inspector.getByRole('button', { name: 'Back to Footer' }).click();

  // Payment icons from the "Add block" menu; a second one is refused with the reason.
  await blocks.getByRole('button', { name: 'Add block' }).click();
  const menu = page.getByRole('menu', { name: 'Add block' });
  await expect(menu.getByRole('menuitem', { name: /^Price/ })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: /^Payment icons/ }).click();
  await expect(footer.getByRole('img', { name: 'Cash on delivery' })).toBeVisible();
  await inspector.getByRole('checkbox', { name: 'Visa' }).check();
  await expect(footer.getByRole('list', { name: 'Payment methods' }).getByRole('img')).toHaveCount(
    3,
  );
  await inspector.getByRole('button', { name: 'Back to Footer' }).click();
  await blocks.getByRole('button', { name: 'Add block' }).click();
  await expect(menu.getByRole('menuitem', { name: /^Payment icons/ })).toContainText(
    'Footer holds at most 1 Payment icons block',
  );
  await page.keyboard.press('Escape');
  // Social links kept but hidden: listed as hidden, not on the store.
  await blocks.getByRole('button', { name: 'Hide Social links' }).click();
  await expect(blocks.getByText('Hidden')).toHaveCount(1);

  await toolbarButton(page, 'Publish').click();
  await expect(page.getByText(/Published/).first()).toBeVisible({ timeout: 15_000 });
  const shop = await page.context().newPage();
  await shop.goto(storeUrl(store.subdomain, '/'));
  const shopFooter = shop.getByTestId('footer');
  await expect(shopFooter.getByRole('navigation', { name: 'Shop' }).getByRole('link')).toHaveText([
    'All products',
    'Pay for your order',
  ]);
  const marks = shopFooter.getByRole('list', { name: 'Payment methods' }).getByRole('img');
  await expect
    .poll(() => marks.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))))
    .toEqual(['Visa', 'Bank transfer', 'Cash on delivery']);
  await expect(shopFooter.locator('[data-block-type="socialLinks"]')).toHaveCount(0);
  await expect(
    shopFooter.getByRole('form', { name: 'Get our new arrivals first' }).getByRole('textbox', {
      name: 'Email address',
    }),
  ).toBeVisible();
  await shop.close();
});

test('an FAQ is made of question blocks: added, reordered by keyboard, hidden, published in that order', async ({
  page,
}) => {
  const store = await newMerchantStore(page.context());
  await openBuilder(page, store.homePageId);
  const faqId = await addFromPalette(page, 'faq');
  await ensureSelected(page, faqId);
  const faq = canvas(page).locator(`[data-section-id="${faqId}"]`);
  const blocks = page.getByTestId('blocks-editor');
  await expect(blocks.getByRole('listitem')).toHaveCount(4);

  await blocks.getByRole('button', { name: 'Add block' }).click();
  await page
    .getByRole('menu', { name: 'Add block' })
    .getByRole('menuitem', { name: /^Question/ })
    .click();
  const inspector = page.getByTestId('settings-panel');
  await inspector.getByRole('textbox', { name: 'Question' }).fill('Do you gift wrap?');
  await inspector.getByRole('textbox', { name: 'Answer' }).fill('Yes, for free.');
  await expect(faq.getByTestId('faq-question').last()).toHaveText('Do you gift wrap?');
  await inspector.getByRole('button', { name: 'Back to FAQ' }).click();

  // Keyboard only: the new question moves to the top.
  const row = blocks.getByRole('button', { name: 'Question · Do you gift wrap?' });
  await row.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Alt+ArrowUp');
  await expect(blocks.getByRole('status')).toHaveText('Question moved to position 1 of 5');
  await expect(faq.getByTestId('faq-question').first()).toHaveText('Do you gift wrap?');
  // The tracking question hidden: gone from the canvas.
  await blocks.getByRole('button', { name: 'Hide Question' }).nth(3).click();
  await expect(faq.getByTestId('faq-question')).toHaveCount(4);

  await toolbarButton(page, 'Publish').click();
  await expect(page.getByText(/Published/).first()).toBeVisible({ timeout: 15_000 });
  const shop = await page.context().newPage();
  await shop.goto(storeUrl(store.subdomain, '/'));
  await expect(shop.getByTestId('faq-question')).toHaveText([
    'Do you gift wrap?',
    'How long does shipping take?',
    'What is your return policy?',
    'How do I contact customer support?',
  ]);
  await shop.getByTestId('faq-question').first().click();
  await expect(shop.getByTestId('faq-answer').first()).toHaveText('Yes, for free.');
  await shop.close();
});

test('a product grid’s cards are made of blocks: price above the name, no rating, buy now off', async ({
  page,
}) => {
  const store = await newMerchantStore(page.context());
  const added = await page.context().request.post('/api/dashboard/products/add-product', {
    data: { storeId: store.storeId, status: 'active', stock: 3, name: 'Linen shirt', price: 40 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await openBuilder(page, store.homePageId);
  const card = canvas(page).getByTestId('product-card').first();
  const parts = () =>
    card
      .locator('[data-block-type]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-block-type')));
  await expect.poll(parts).toEqual(['productImage', 'title', 'rating', 'price', 'cardButtons']);

  // Clicking a card's price selects the grid's price block.
  await clickInFrame(page, '.sf-section--productGrid [data-block-type="price"]');
  const inspector = page.getByTestId('settings-panel');
  await expect(inspector.getByRole('heading', { name: 'Price', exact: true })).toBeVisible();
  await inspector.getByRole('button', { name: 'Back to Product grid' }).click();
  const blocks = page.getByTestId('blocks-editor');
  const price = blocks.getByRole('button', { name: 'Price', exact: true });
  await price.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(blocks.getByRole('status')).toHaveText('Price moved to position 2 of 5');
  await blocks.getByRole('button', { name: 'Hide Rating' }).click();
  await blocks.getByRole('button', { name: 'Card buttons', exact: true }).click();
  await inspector.getByRole('checkbox', { name: 'Show "Buy now"' }).uncheck();
  await expect.poll(parts).toEqual(['productImage', 'price', 'title', 'cardButtons']);
  await expect(card.getByTestId('buy-button')).toHaveCount(0);

  await toolbarButton(page, 'Publish').click();
  await expect(page.getByText(/Published/).first()).toBeVisible({ timeout: 15_000 });
  const shop = await page.context().newPage();
  await shop.goto(storeUrl(store.subdomain, '/'));
  const shopCard = shop.getByTestId('product-card').first();
  await expect(shopCard.locator('.sf-product-card__body > *')).toHaveCount(3);
  await expect(shopCard.locator('.sf-product-card__body > *').first()).toHaveAttribute(
    'data-block-type',
    'price',
  );
  await expect(shopCard.getByTestId('cart-button')).toHaveText('Add to cart');
  await expect(shopCard.getByTestId('buy-button')).toHaveCount(0);
  await shop.close();
});

test('a section preset from the palette: a sale banner with its badge, countdown and button, one undo step', async ({
  page,
}) => {
  const store = await newMerchantStore(page.context());
  await openBuilder(page, store.homePageId);
  const banners = canvas(page).locator('.sf-section--banner');
  await expect(banners).toHaveCount(0);
  const preset = page.locator('[data-testid="palette-preset"][data-preset="sale"]');
  await expect(preset).toHaveText('Sale banner');
  await preset.click();
  await expect(banners).toHaveCount(1);
  await expect(banners.locator('.sf-block-badge')).toHaveText('Sale');
  await expect(banners.locator('h2')).toHaveText('Up to 40% off');
  await expect(banners.locator('[data-block-type="countdown"]')).toContainText('Offer ends in');
  await expect(banners.locator('.sf-banner__cta')).toHaveText('Shop the sale');
  // Selected, its blocks listed.
  await expect(page.getByTestId('blocks-editor').getByRole('listitem')).toHaveCount(5);
  await toolbarButton(page, 'Undo').click();
  await expect(banners).toHaveCount(0);
});
