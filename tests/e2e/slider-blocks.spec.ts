/**
 * The hero slider is made of slide blocks. A merchant adds a slider; picking a slide (its
 * row, or a block of it) shows that slide in the canvas; the slide's own settings restyle it
 * (its text colour reaches its heading and buttons); blocks go into a slide from its "Add
 * block" menu (a fourth button refused with the reason) and from the palette dropped onto
 * the slide shown; slides move by keyboard, announced, one undo step; the store draws it all
 * after publishing.
 */
import { expect, test } from '@playwright/test';
import {
  addFromPalette,
  backToSection,
  canvas,
  clickInFrame,
  configureBuilderSpec,
  dragPaletteItemTo,
  newMerchantStore,
  openBuilder,
  rectInFrame,
  settingInput,
  storeUrl,
  toolbarButton,
} from './builder-fixtures';
import { watchProblems } from './page-problems';

configureBuilderSpec(90_000);

test('a merchant composes the hero slider from slide blocks and publishes it', async ({ page }) => {
  const problems = watchProblems(page);
  const store = await newMerchantStore(page.context());
  await openBuilder(page, store.homePageId);
  const id = await addFromPalette(page, 'hero');
  const slider = canvas(page).locator(`[data-builder-section="${id}"] section.sf-hero`);
  const shown = slider.locator('[aria-roledescription="slide"]:not([aria-hidden])');
  await expect(shown).toHaveAttribute('aria-label', '1 of 3');
  const slideTitles = () =>
    slider
      .locator('[data-block-type="slide"] h2')
      .evaluateAll((els) => els.map((el) => el.textContent));

  // The slide's row selects it, and the canvas shows it.
  const blocks = page.getByTestId('blocks-editor');
  await blocks.getByRole('button', { name: 'Slide · Crafted to Last', exact: true }).click();
  const inspector = page.getByTestId('settings-panel');
  await expect(inspector.getByRole('heading', { name: 'Slide', exact: true })).toBeVisible();
  await expect(shown).toHaveAttribute('aria-label', '2 of 3');
  await expect(shown.locator('h2')).toHaveText('Crafted to Last');
  await expect(shown).toHaveAttribute('data-cv-selected-block', '');

  // The slide's text colour is its heading's and its filled button's.
  await (await settingInput(page, 'textColor')).fill('#fde68a');
  await expect(shown.locator('h2')).toHaveCSS('color', 'rgb(253, 230, 138)');
  await expect(shown.locator('.sf-hero__cta--primary')).toHaveCSS(
    'background-color',
    'rgb(253, 230, 138)',
  );
  // Its background: a gradient now.
  await (await settingInput(page, 'backgroundType')).selectOption('gradient');
  await (
    await settingInput(page, 'backgroundGradient')
  ).fill('linear-gradient(90deg, #14532d 0%, #0f766e 100%)');
  await expect(shown).toHaveCSS('background-image', /linear-gradient/);

  // Two buttons more from the slide's own menu; a fourth is refused with the reason.
  await backToSection(page);
  const addToSlide = blocks.getByRole('button', { name: 'Add block to Slide' }).nth(1);
  for (const count of [2, 3]) {
    await addToSlide.click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: /^Button/ })
      .click();
    await expect(shown.locator('.sf-hero__cta')).toHaveCount(count);
    await expect(shown).toHaveAttribute('aria-label', '2 of 3');
    await backToSection(page);
  }
  await addToSlide.click();
  const button = page.getByRole('menu').getByRole('menuitem', { name: /^Button/ });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toContainText('Slide holds at most 3 Button blocks');
  await page.keyboard.press('Escape');

  // A badge from the palette, dropped above the heading of the slide shown, lands in it.
  await dragPaletteItemTo(page, 'block:badge', async () => {
    const heading = await rectInFrame(page, `[data-builder-section="${id}"] .is-active h2`);
    return { x: heading.left + heading.width / 2, y: heading.top + 4 };
  });
  await expect(shown.locator('[data-block-id]').first()).toHaveAttribute(
    'data-block-type',
    'badge',
  );
  await expect(shown).toHaveAttribute('aria-label', '2 of 3');

  // Keyboard only: the last slide moves up, announced; one undo puts it back.
  await backToSection(page);
  const last = blocks.getByRole('button', { name: 'Slide · Up to 30% Off', exact: true });
  await last.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(blocks.getByRole('status')).toHaveText('Slide moved to position 2 of 3');
  await expect
    .poll(slideTitles)
    .toEqual(['New Season Arrivals', 'Up to 30% Off', 'Crafted to Last']);
  await toolbarButton(page, 'Undo').click();
  await expect
    .poll(slideTitles)
    .toEqual(['New Season Arrivals', 'Crafted to Last', 'Up to 30% Off']);

  // Clicking a block of a slide in the canvas selects that block; its slide stays shown.
  await clickInFrame(page, `[data-builder-section="${id}"] .is-active h2`);
  await expect(inspector.getByRole('heading', { name: 'Heading', exact: true })).toBeVisible();
  await expect(shown).toHaveAttribute('aria-label', '2 of 3');

  await toolbarButton(page, 'Publish').click();
  await expect(page.getByText(/Published/).first()).toBeVisible({ timeout: 15_000 });
  const shop = await page.context().newPage();
  await shop.emulateMedia({ reducedMotion: 'reduce' });
  await shop.goto(storeUrl(store.subdomain, '/'));
  const live = shop.locator('section.sf-hero');
  await live.getByRole('button', { name: 'Next slide' }).click();
  const second = live.locator('[aria-roledescription="slide"]:not([aria-hidden])');
  await expect(second).toHaveAttribute('aria-label', '2 of 3');
  await expect(second.locator('.sf-block-badge')).toHaveText('New');
  await expect(second.locator('h2')).toHaveCSS('color', 'rgb(253, 230, 138)');
  await expect(second.locator('.sf-hero__cta')).toHaveCount(3);
  await shop.close();
  expect(problems).toEqual([]);
});
