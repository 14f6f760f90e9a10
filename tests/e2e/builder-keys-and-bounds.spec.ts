/**
 * Builder regressions from the first outside review, in the browser: a number setting keeps
 * to its schema's bounds (typing 5 into a 0-1 opacity stores 1), and Backspace on a focused
 * button inside the canvas never deletes the section, while it still deletes a selected one.
 */
import { expect, test } from '@playwright/test';
import {
  addFromPalette,
  blurActive,
  canvas,
  canvasFrame,
  ensureSelected,
  getPage,
  rootIds,
  settingInput,
  toolbarButton,
  configureBuilderSpec,
  openNewStoreBuilder,
} from './builder-fixtures';

configureBuilderSpec();

test('[regression] typing 5 into the banner overlay opacity keeps it at 1', async ({ page }) => {
  const store = await openNewStoreBuilder(page);
  const banner = await addFromPalette(page, 'banner');
  await ensureSelected(page, banner);

  const opacity = await settingInput(page, 'overlayOpacity');
  await expect(opacity).toHaveAttribute('min', '0');
  await expect(opacity).toHaveAttribute('max', '1');
  await opacity.fill('5');
  await expect(page.getByTestId('settings-panel')).toContainText('Must be at most 1');
  await opacity.press('Tab');
  await expect(opacity).toHaveValue('1');
  await expect(page.getByTestId('settings-panel')).not.toContainText('Must be at most 1');
  const overlay = canvas(page).locator(`[data-section-id="${banner}"] [style*="opacity"]`).first();
  await expect(overlay).toHaveCSS('opacity', '1');

  await opacity.fill('-2');
  await opacity.press('Enter');
  await expect(opacity).toHaveValue('0');

  await toolbarButton(page, 'Save').click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const saved = await getPage(page.context().request, store.homePageId);
  const props = saved.content.components.find((c) => c.id === banner)?.props;
  expect(props?.overlayOpacity).toBe(0);
});

test('[regression] Backspace on a focused button in the canvas leaves its section', async ({
  page,
}) => {
  await openNewStoreBuilder(page);
  const faq = await addFromPalette(page, 'faq');
  await ensureSelected(page, faq);

  const frame = await canvasFrame(page);
  await frame.locator(`[data-section-id="${faq}"] button`).first().focus();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Delete');
  // Give a wrongly forwarded shortcut time to arrive before checking nothing happened.
  await page.waitForTimeout(500);
  expect(await rootIds(page)).toContain(faq);

  // The same key on the page itself still deletes the selected section.
  await frame.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await blurActive(page);
  await ensureSelected(page, faq);
  await blurActive(page);
  await page.keyboard.press('Delete');
  await expect.poll(() => rootIds(page)).not.toContain(faq);
});
