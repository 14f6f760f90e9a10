/**
 * The builder's layer list (issue 14): hovering a row outlines its section in the canvas (and
 * leaving the list takes the outline away); hovering a section in the canvas marks its row.
 * Each test has its own merchant and store.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  canvas,
  collectConsoleErrors,
  createPage,
  newMerchantStore,
  openBuilder,
  rectInFrame,
  toPagePoint,
} from './builder-fixtures';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 60_000 });

const layerRow = (page: Page, id: string) =>
  page.locator(`[data-testid="layer-item"][data-component-id="${id}"] > [data-layer-row]`);
const frameOf = (page: Page, id: string) => canvas(page).locator(`[data-builder-section="${id}"]`);

test('hovering a layer row outlines its section in the canvas, and the other way round', async ({
  page,
  context,
}) => {
  const errors = collectConsoleErrors(page);
  const shop = await newMerchantStore(context);
  const ids = ['text-a1', 'banner-b2', 'faq-c3'];
  const pageId = await createPage(context.request, shop.storeId, [
    { id: ids[0]!, type: 'textBlock' },
    { id: ids[1]!, type: 'banner', props: { title: 'Hover me' } },
    { id: ids[2]!, type: 'faq' },
  ]);
  await openBuilder(page, pageId);

  await layerRow(page, ids[1]!).hover();
  await expect(frameOf(page, ids[1]!)).toHaveAttribute('data-hovered', 'true');
  await expect(canvas(page).locator('[data-builder-section][data-hovered="true"]')).toHaveCount(1);
  // The section's name label shows with the outline.
  await expect(frameOf(page, ids[1]!).locator('[data-builder-label]')).toBeVisible();

  await layerRow(page, ids[2]!).hover();
  await expect(frameOf(page, ids[2]!)).toHaveAttribute('data-hovered', 'true');
  await expect(frameOf(page, ids[1]!)).not.toHaveAttribute('data-hovered', 'true');

  // Off the list: no section outlined.
  await page.getByRole('button', { name: 'Save', exact: true }).hover();
  await expect(canvas(page).locator('[data-builder-section][data-hovered="true"]')).toHaveCount(0);

  // Canvas -> list: the row of the section under the pointer is marked.
  const r = await rectInFrame(page, `[data-section-id="${ids[0]}"]`);
  const p = await toPagePoint(page, r.left + r.width / 2, r.top + Math.min(r.height / 2, 30));
  await page.mouse.move(p.x, p.y);
  await expect(layerRow(page, ids[0]!)).toHaveAttribute('data-hovered', 'true');
  expect(errors).toEqual([]);
});
