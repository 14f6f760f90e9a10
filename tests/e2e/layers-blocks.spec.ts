/**
 * A section's blocks in the builder's layer tree: the static hero's row opens (Right) to show
 * its heading, text and buttons; a block picked there (Enter) is the inspector's; Alt+Up
 * moves it, announced, and the canvas draws the new order (one undo step); a block selected
 * in the canvas opens its section again. Block rows drag: into a columns block (the canvas
 * shows it there) and to another section, and where the holder refuses the block the line
 * and an alert say why and nothing changes. Each test has its own merchant and store.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  canvas,
  clickInFrame,
  collectConsoleErrors,
  configureBuilderSpec,
  createPage,
  dragMouse,
  newMerchantStore,
  openBuilder,
  rootSections,
  toolbarButton,
  heroBlocks,
  heroInCanvas,
} from './builder-fixtures';

configureBuilderSpec(90_000);

const hero = heroInCanvas;

/** The id of the page's static hero, as the canvas draws it. */
async function heroId(page: Page): Promise<string> {
  const id = (await rootSections(page)).find((s) => s.type === 'heroStatic')?.id;
  if (!id) throw new Error('the home page has no static hero');
  return id;
}

const sectionItem = (page: Page, id: string) =>
  page.locator(`[data-testid="layer-item"][data-component-id="${id}"]`);
const blockItem = (page: Page, sectionId: string, blockId: string) =>
  page.locator(
    `[data-testid="layer-block"][data-section-id="${sectionId}"][data-block-id="${blockId}"]`,
  );
/** The block rows of section `sectionId`, as listed, `id@level`. */
const listedBlocks = (page: Page, sectionId: string) =>
  page
    .locator(`[data-testid="layer-block"][data-section-id="${sectionId}"]`)
    .evaluateAll((els) =>
      els.map((el) => `${el.getAttribute('data-block-id')}@${el.getAttribute('aria-level')}`),
    );
const focusedRowKey = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.rowKey);

/** Drags layer row `from` onto row `to`, released at `ratio` of its height (0 = its top). */
async function dragRow(
  page: Page,
  from: ReturnType<Page['locator']>,
  to: ReturnType<Page['locator']>,
  ratio: number,
  beforeRelease?: () => Promise<void>,
) {
  await from.scrollIntoViewIfNeeded();
  await to.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('layer rows have no box');
  await dragMouse(
    page,
    { x: a.x + 40, y: a.y + a.height / 2 },
    { x: b.x + 60, y: b.y + b.height * ratio },
  );
  if (beforeRelease) await beforeRelease();
  await page.mouse.up();
}

test('a block picked in the layer tree is the inspector’s, and Alt+Up moves it in the canvas', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const store = await newMerchantStore(page.context());
  await openBuilder(page, store.homePageId);
  const welcome = `Welcome to ${store.storeName}`;
  await expect(hero(page).locator('h2')).toBeVisible();
  const id = await heroId(page);
  const section = sectionItem(page, id);

  // Not selected: its blocks are folded away; Right opens the row.
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('layer-block')).toHaveCount(0);
  await section.focus();
  await page.keyboard.press('ArrowRight');
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await expect
    .poll(() => listedBlocks(page, id))
    .toEqual(['heading-1@2', 'text-1@2', 'button-1@2', 'button-2@2']);
  await expect(blockItem(page, id, 'button-2')).toHaveAccessibleName(/^Button\s*Our story$/);
  await expect(blockItem(page, id, 'button-2')).toHaveAttribute('aria-posinset', '4');
  await expect(blockItem(page, id, 'button-2')).toHaveAttribute('aria-setsize', '4');

  // Down to the text block; Enter makes it the inspector's.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedRowKey(page)).toBe(`${id}/text-1`);
  await page.keyboard.press('Enter');
  const inspector = page.getByTestId('settings-panel');
  await expect(inspector.getByRole('heading', { name: 'Text', exact: true })).toBeVisible();
  await expect(blockItem(page, id, 'text-1')).toHaveAttribute('aria-selected', 'true');
  await expect(section).toHaveAttribute('aria-selected', 'false');

  // Alt+Up: above the heading, announced; focus stays on the moved row.
  await page.keyboard.press('Alt+ArrowUp');
  const layers = page.getByRole('region', { name: 'Layers' });
  await expect(layers.getByRole('status')).toHaveText('Text moved to position 1 of 4');
  await expect
    .poll(() => heroBlocks(page))
    .toEqual([
      'text:Discover new arrivals crafted for everyday comfort.',
      `heading:${welcome}`,
      'button:Shop Now',
      'button:Our story',
    ]);
  await expect
    .poll(() => listedBlocks(page, id))
    .toEqual(['text-1@2', 'heading-1@2', 'button-1@2', 'button-2@2']);
  await expect.poll(() => focusedRowKey(page)).toBe(`${id}/text-1`);
  // Alt+Down twice: below the first button.
  await page.keyboard.press('Alt+ArrowDown');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(layers.getByRole('status')).toHaveText('Text moved to position 3 of 4');
  await expect
    .poll(async () => (await heroBlocks(page)).map((b) => b.split(':')[0]))
    .toEqual(['heading', 'button', 'text', 'button']);
  // Each move is one undo step.
  await toolbarButton(page, 'Undo').click();
  await toolbarButton(page, 'Undo').click();
  await expect
    .poll(async () => (await heroBlocks(page))[0])
    .toBe('text:Discover new arrivals crafted for everyday comfort.');

  // Left goes up to the section's row, Left again folds it (by hand, though it is selected).
  await blockItem(page, id, 'text-1').focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focusedRowKey(page)).toBe(id);
  await page.keyboard.press('ArrowLeft');
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('layer-block')).toHaveCount(0);

  // A block selected in the canvas opens its section's row again and marks the block's.
  await clickInFrame(page, '.sf-section--heroStatic [data-block-id="button-2"]');
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await expect(blockItem(page, id, 'button-2')).toHaveAttribute('aria-selected', 'true');
  await expect(inspector.getByRole('heading', { name: 'Button', exact: true })).toBeVisible();
  // A click on a block row selects that block.
  await blockItem(page, id, 'heading-1').locator('[data-layer-row]').click();
  await expect(inspector.getByRole('heading', { name: 'Heading', exact: true })).toBeVisible();
  await expect(blockItem(page, id, 'heading-1')).toHaveAttribute('aria-selected', 'true');
  await expect(blockItem(page, id, 'button-2')).toHaveAttribute('aria-selected', 'false');
  expect(errors).toEqual([]);
});

test('block rows drag into a columns block; a drop the holder refuses says why and changes nothing', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const store = await newMerchantStore(page.context());
  await openBuilder(page, store.homePageId);
  await expect(hero(page).locator('h2')).toBeVisible();
  const id = await heroId(page);

  // Two columns blocks, added to the selected hero from the palette.
  await sectionItem(page, id).locator('[data-layer-row]').click();
  await expect(sectionItem(page, id)).toHaveAttribute('aria-selected', 'true');
  const columns = page.locator('button[data-testid="palette-block"][data-block-type="columns"]');
  await columns.click();
  await expect(blockItem(page, id, 'columns-1')).toBeVisible();
  await columns.click();
  await expect(blockItem(page, id, 'columns-2')).toBeVisible();
  const before = await heroBlocks(page);

  // A columns block into the other: the line says why not while dragging, the drop again.
  const line = page.locator('.be-insert-line');
  await dragRow(
    page,
    blockItem(page, id, 'columns-2'),
    blockItem(page, id, 'columns-1'),
    0.75,
    async () => {
      await expect(line).toBeVisible();
      await expect(line).toHaveAttribute('data-refusal', 'Columns does not take Columns blocks');
    },
  );
  await expect(line).toBeHidden();
  await expect(page.getByRole('alert')).toContainText('Columns does not take Columns blocks');
  expect(await heroBlocks(page)).toEqual(before);

  // "Our story" into the first columns block: the canvas draws it there.
  await dragRow(page, blockItem(page, id, 'button-2'), blockItem(page, id, 'columns-1'), 0.75);
  await expect(
    hero(page).locator('[data-block-id="columns-1"] [data-block-id="button-2"]'),
  ).toHaveCount(1);
  await expect
    .poll(() => listedBlocks(page, id))
    .toEqual(['heading-1@2', 'text-1@2', 'button-1@2', 'columns-1@2', 'button-2@3', 'columns-2@2']);
  await expect(blockItem(page, id, 'columns-1')).toHaveAttribute('aria-expanded', 'true');

  // And back out, above the heading.
  await dragRow(page, blockItem(page, id, 'button-2'), blockItem(page, id, 'heading-1'), 0.2);
  await expect.poll(async () => (await heroBlocks(page))[0]).toBe('button:Our story');
  await expect(
    hero(page).locator('[data-block-id="columns-1"] [data-block-id="button-2"]'),
  ).toHaveCount(0);
  // One undo step puts it back in the columns block.
  await toolbarButton(page, 'Undo').click();
  await expect(
    hero(page).locator('[data-block-id="columns-1"] [data-block-id="button-2"]'),
  ).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a block row dragged onto another section moves it there in one step; a full one says why not', async ({
  page,
  context,
}) => {
  const errors = collectConsoleErrors(page);
  const shop = await newMerchantStore(context);
  const pageId = await createPage(context.request, shop.storeId, [
    { id: 'hero-a', type: 'heroStatic' },
    { id: 'hero-b', type: 'heroStatic' },
  ]);
  await openBuilder(page, pageId);
  const drawn = (sectionId: string) =>
    canvas(page)
      .locator(`[data-section-id="${sectionId}"] [data-block-id]`)
      .evaluateAll((els) =>
        els.map(
          (el) => `${el.getAttribute('data-block-type')}#${el.getAttribute('data-block-id')}`,
        ),
      );
  const idOf = (drawnBlock: string) => drawnBlock.split('#')[1]!;
  await expect.poll(async () => (await drawn('hero-b')).length).toBeGreaterThan(1);
  const a = await drawn('hero-a');
  const b = await drawn('hero-b');
  const last = b[b.length - 1]!;

  // hero-b selected, its blocks listed; its last block dropped on hero-a's row: first there.
  await sectionItem(page, 'hero-b').locator('[data-layer-row]').click();
  await expect(blockItem(page, 'hero-b', idOf(last))).toBeVisible();
  await dragRow(page, blockItem(page, 'hero-b', idOf(last)), sectionItem(page, 'hero-a'), 0.5);
  await expect.poll(() => drawn('hero-b')).toEqual(b.slice(0, -1));
  // hero-a holds a block with that id already: the moved one gets a fresh id there.
  await expect.poll(async () => (await drawn('hero-a')).length).toBe(a.length + 1);
  const [first, ...rest] = await drawn('hero-a');
  expect(first!.split('#')[0]).toBe(last.split('#')[0]);
  expect(idOf(first!)).not.toBe(idOf(last));
  expect(rest).toEqual(a);
  await toolbarButton(page, 'Undo').click();
  await expect.poll(() => drawn('hero-b')).toEqual(b);
  await expect.poll(() => drawn('hero-a')).toEqual(a);

  // A second heading in hero-a (from the palette, hero-a selected) fills its headings.
  await sectionItem(page, 'hero-a').locator('[data-layer-row]').click();
  await page.locator('button[data-testid="palette-block"][data-block-type="heading"]').click();
  const headings = async (sectionId: string) =>
    (await drawn(sectionId)).filter((d) => d.startsWith('heading#'));
  await expect.poll(async () => (await headings('hero-a')).length).toBe(2);
  // hero-a folded and hero-b opened by hand; hero-b's heading over hero-a's row: refused.
  await sectionItem(page, 'hero-a').locator('[data-layer-toggle]').click();
  await sectionItem(page, 'hero-b').locator('[data-layer-toggle]').click();
  const [heading] = await headings('hero-b');
  const afterAdd = await drawn('hero-a');
  const reason = 'Static Hero holds at most 2 Heading blocks';
  const line = page.locator('.be-insert-line');
  await dragRow(
    page,
    blockItem(page, 'hero-b', idOf(heading!)),
    sectionItem(page, 'hero-a'),
    0.5,
    async () => {
      await expect(line).toHaveAttribute('data-refusal', reason);
    },
  );
  await expect(page.getByRole('alert')).toContainText(reason);
  expect(await drawn('hero-b')).toEqual(b);
  expect(await drawn('hero-a')).toEqual(afterAdd);
  expect(errors).toEqual([]);
});
