/**
 * The builder's layer list (issue 14): hovering a row outlines its section in the canvas (and
 * leaving the list takes the outline away); hovering a section in the canvas marks its row. On
 * a long page the list is virtualized: scrolling it shows far rows, keys move focus to rows not
 * yet drawn, rows carry their tree position, and a section selected in the canvas scrolls its
 * row into view. Dragging a row reorders the page.
 * Each test has its own merchant and store.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  canvas,
  clickInFrame,
  collectConsoleErrors,
  createPage,
  dragMouse,
  newMerchantStore,
  openBuilder,
  rectInFrame,
  rootIds,
  toPagePoint,
  configureBuilderSpec,
} from './builder-fixtures';

configureBuilderSpec(120_000);

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

test('a long page: the layer list draws the rows in view, scrolls to far ones, keeps keys and tree positions', async ({
  page,
  context,
}) => {
  const errors = collectConsoleErrors(page);
  const shop = await newMerchantStore(context);
  const videos = Array.from({ length: 100 }, (_, i) => ({
    id: `video-${String(i + 1).padStart(3, '0')}`,
    type: 'videoBlock',
    props: { title: `Video ${i + 1}` },
  }));
  const pageId = await createPage(context.request, shop.storeId, [
    {
      id: 'box-1',
      type: 'container',
      props: { children: [{ id: 'inner-1', type: 'textBlock', props: {} }] },
    },
    ...videos,
  ]);
  await openBuilder(page, pageId);
  const roots = await rootIds(page);
  const rows = page.getByTestId('layer-item');
  await expect(layerRow(page, 'box-1')).toBeVisible();

  // Far fewer rows in the document than sections on the page.
  expect(await rows.count()).toBeLessThan(60);
  await expect(layerRow(page, 'video-100')).toHaveCount(0);

  // Tree positions: a root row and the container's child.
  const item = (id: string) =>
    page.locator(`[data-testid="layer-item"][data-component-id="${id}"]`);
  await expect(item('box-1')).toHaveAttribute('aria-level', '1');
  await expect(item('box-1')).toHaveAttribute('aria-expanded', 'true');
  await expect(item('box-1')).toHaveAttribute('aria-setsize', String(roots.length));
  await expect(item('box-1')).toHaveAttribute('aria-posinset', String(roots.indexOf('box-1') + 1));
  await expect(item('inner-1')).toHaveAttribute('aria-level', '2');
  await expect(item('inner-1')).toHaveAttribute('aria-setsize', '1');
  await expect(item('inner-1')).toHaveAttribute('aria-posinset', '1');

  // Scrolling the list shows the last video's row; clicking it selects it in the canvas.
  await page.locator('.be-layers-scroll').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(layerRow(page, 'video-100')).toBeInViewport();
  await expect(layerRow(page, 'video-100')).toContainText('Video 100');
  await expect(item('video-100')).toHaveAttribute(
    'aria-posinset',
    String(roots.indexOf('video-100') + 1),
  );
  await layerRow(page, 'video-100').click();
  await expect(item('video-100')).toHaveAttribute('aria-selected', 'true');
  await expect(canvas(page).locator('[data-builder-section="video-100"]')).toHaveAttribute(
    'data-selected',
    'true',
  );
  await expect(canvas(page).locator('[data-section-id="video-100"]')).toBeInViewport();

  // Keyboard: Home goes to the first row (scrolled back into view), End to the last, arrows step.
  const focusedId = () =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.componentId);
  await item('video-100').focus();
  await page.keyboard.press('Home');
  await expect.poll(focusedId).toBe(roots[0]);
  await expect(item(roots[0]!)).toBeInViewport();
  await page.keyboard.press('End');
  await expect.poll(focusedId).toBe(roots[roots.length - 1]);
  await expect(item(roots[roots.length - 1]!)).toBeInViewport();
  await page.keyboard.press('ArrowUp');
  await expect.poll(focusedId).toBe(roots[roots.length - 2]);
  // Arrows walk the rows in display order: the container's child follows it.
  const flat = roots.flatMap((id) => (id === 'box-1' ? ['box-1', 'inner-1'] : [id]));
  await page.keyboard.press('Home');
  // Focus moves once the first row is drawn again (the list scrolls back to it): keys pressed
  // before that would still go to the row at the bottom.
  await expect.poll(focusedId).toBe(roots[0]);
  for (let i = 0; i < flat.indexOf('box-1'); i++) await page.keyboard.press('ArrowDown');
  await expect.poll(focusedId).toBe('box-1');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedId).toBe('inner-1');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedId).toBe(flat[flat.indexOf('inner-1') + 1]);

  // A section selected in the canvas brings its row into view in the list.
  await page.locator('.be-layers-scroll').evaluate((el) => el.scrollTo({ top: 0 }));
  await clickInFrame(page, '[data-section-id="video-060"]');
  await expect(item('video-060')).toHaveAttribute('aria-selected', 'true');
  await expect(layerRow(page, 'video-060')).toBeInViewport();
  expect(errors).toEqual([]);
});

test('dragging a layer row above another reorders the page', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  const shop = await newMerchantStore(context);
  const pageId = await createPage(context.request, shop.storeId, [
    { id: 'text-a1', type: 'textBlock' },
    { id: 'banner-b2', type: 'banner', props: { title: 'Second' } },
    { id: 'faq-c3', type: 'faq' },
  ]);
  await openBuilder(page, pageId);
  const order = async () =>
    (await rootIds(page)).filter((id) => ['text-a1', 'banner-b2', 'faq-c3'].includes(id));
  expect(await order()).toEqual(['text-a1', 'banner-b2', 'faq-c3']);

  const from = await layerRow(page, 'faq-c3').boundingBox();
  const to = await layerRow(page, 'text-a1').boundingBox();
  if (!from || !to) throw new Error('layer rows have no box');
  await dragMouse(
    page,
    { x: from.x + 12, y: from.y + from.height / 2 },
    // The upper quarter of the first row: before it.
    { x: to.x + 40, y: to.y + to.height * 0.2 },
  );
  await page.mouse.up();
  await expect.poll(order).toEqual(['faq-c3', 'text-a1', 'banner-b2']);
  // The list shows the new order too.
  const listed = await page
    .getByTestId('layer-item')
    .evaluateAll((items) => items.map((el) => (el as HTMLElement).dataset.componentId));
  expect(listed.filter((id) => ['text-a1', 'banner-b2', 'faq-c3'].includes(id!))).toEqual([
    'faq-c3',
    'text-a1',
    'banner-b2',
  ]);
  expect(errors).toEqual([]);
});
