/**
 * Acceptance (builder, issue 5 items 3-5): palette drag into the sandboxed canvas, title
 * edits with undo/redo, duplicate, move up/down, drag-out delete, drop into a container,
 * mobile product grid columns, preview without outlines, draft vs published on the store
 * host; the iframe's sandbox keeps canvas scripts away from the dashboard; two tabs on one
 * page get the conflict message and lose nothing. Each test has its own merchant and store
 * (the product grid test its own page in the seeded store with products).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { defaultSectionProps } from '../../shared';
import {
  CANVAS,
  CONFLICT_TEXT,
  DEFAULT_BANNER_TITLE,
  addFromPalette,
  blurActive,
  canvas,
  canvasFrame,
  collectConsoleErrors,
  createPage,
  dragMouse,
  dragPaletteItemTo,
  ensureSelected,
  frameBox,
  getPage,
  loginBuilderShop,
  newMerchantStore,
  openBuilder,
  rectInFrame,
  rectNow,
  rootIds,
  rootSections,
  rootTypes,
  headingTextInput,
  backToSection,
  storeUrl,
  toPagePoint,
  toolbarButton,
  unique,
  configureBuilderSpec,
  openNewStoreBuilder,
} from './builder-fixtures';

configureBuilderSpec();

const consoleErrors = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  consoleErrors.set(page, collectConsoleErrors(page));
});
test.afterEach(async ({ page }, testInfo: TestInfo) => {
  const errors = consoleErrors.get(page) ?? [];
  if (testInfo.status !== testInfo.expectedStatus && errors.length) {
    await testInfo.attach('console-errors', { body: errors.join('\n') });
    console.log(`console errors in "${testInfo.title}":\n  ${errors.join('\n  ')}`);
  }
});

const section = (page: Page, id: string) => canvas(page).locator(`[data-section-id="${id}"]`);

/** A section action button ("Move up", "Duplicate"...): in the settings panel if it is there. */
async function sectionAction(page: Page, name: string) {
  const inPanel = page.getByTestId('settings-panel').getByRole('button', { name, exact: true });
  return (await inPanel.count()) > 0
    ? inPanel.first()
    : page.getByRole('button', { name, exact: true }).first();
}

/** Polls `check` until it holds or `timeout` passes; whether it held. */
async function becomesTrue(check: () => Promise<boolean>, timeout = 5_000): Promise<boolean> {
  try {
    await expect.poll(check, { timeout }).toBe(true);
    return true;
  } catch {
    return false;
  }
}

const countOf = async (page: Page, type: string) =>
  (await rootTypes(page)).filter((t) => t === type).length;

test('a banner dragged from the palette lands between two sections; title edits, undo, redo', async ({
  page,
}) => {
  await openNewStoreBuilder(page);
  const before = await rootSections(page);
  const gridIndex = before.findIndex((s) => s.type === 'productGrid');
  expect(gridIndex, `root sections: ${JSON.stringify(before)}`).toBeGreaterThan(0);
  const grid = before[gridIndex]!;

  // Drop on the boundary between the section before the grid and the grid (measured again
  // while the pointer is over the canvas, until the grid holds still).
  const gridSelector = `[data-section-id="${grid.id}"]`;
  await rectInFrame(page, gridSelector);
  const boundary = async () => {
    const r = await rectNow(page, gridSelector);
    return { x: r.left + r.width / 2, y: r.top + 4 };
  };
  await dragPaletteItemTo(page, 'banner', boundary, async () => {
    await expect.soft(canvas(page).getByTestId('drop-indicator')).toHaveCount(1);
  });
  const expected = before.map((s) => s.type);
  expected.splice(gridIndex, 0, 'banner');
  await expect.poll(() => rootTypes(page)).toEqual(expected);
  await expect(canvas(page).getByTestId('drop-indicator')).toHaveCount(0);
  const banner = (await rootSections(page))[gridIndex]!.id;
  await expect(section(page, banner)).toContainText(DEFAULT_BANNER_TITLE);

  // Edit the title (its heading block) in the settings panel: the canvas shows it.
  await ensureSelected(page, banner);
  const title = await headingTextInput(page);
  await expect(title).toHaveValue(DEFAULT_BANNER_TITLE);
  await title.fill('Summer Sale 42');
  await expect(section(page, banner)).toContainText('Summer Sale 42');

  // Undo and redo with the toolbar buttons.
  await toolbarButton(page, 'Undo').click();
  await expect(section(page, banner)).toContainText(DEFAULT_BANNER_TITLE);
  await expect.soft(title).toHaveValue(DEFAULT_BANNER_TITLE);
  await toolbarButton(page, 'Redo').click();
  await expect(section(page, banner)).toContainText('Summer Sale 42');

  // And with the keyboard: Ctrl+Z, Shift+Ctrl+Z, Ctrl+Y.
  await blurActive(page);
  await page.keyboard.press('Control+z');
  await expect(section(page, banner)).toContainText(DEFAULT_BANNER_TITLE);
  await page.keyboard.press('Control+Shift+z');
  await expect(section(page, banner)).toContainText('Summer Sale 42');
  await page.keyboard.press('Control+z');
  await expect(section(page, banner)).toContainText(DEFAULT_BANNER_TITLE);
  await page.keyboard.press('Control+y');
  await expect(section(page, banner)).toContainText('Summer Sale 42');

  // One more undo than the edit: the drop itself is undone, then redone.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect.poll(() => rootTypes(page)).toEqual(before.map((s) => s.type));
  await toolbarButton(page, 'Redo').click();
  await expect.poll(() => rootTypes(page)).toEqual(expected);
});

test('duplicate adds a default banner right after; move up/down; dragging out deletes, undo restores', async ({
  page,
}) => {
  await openNewStoreBuilder(page);
  const banner = await addFromPalette(page, 'banner');
  await ensureSelected(page, banner);
  await (await headingTextInput(page)).fill('Original banner');
  await expect(section(page, banner)).toContainText('Original banner');
  await backToSection(page);

  const ids0 = await rootIds(page);
  const at = ids0.indexOf(banner);
  await (await sectionAction(page, 'Duplicate')).click();
  await expect.poll(() => countOf(page, 'banner')).toBe(2);
  const ids1 = await rootIds(page);
  expect(ids1.indexOf(banner)).toBe(at);
  const copy = ids1[at + 1]!;
  expect(copy).not.toBe(banner);
  expect((await rootSections(page))[at + 1]!.type).toBe('banner');
  // A new banner with the default props, not a copy of the edited one.
  await expect(section(page, copy)).toContainText(DEFAULT_BANNER_TITLE);
  await expect(section(page, copy)).not.toContainText('Original banner');

  // Move the original up one place, then back down.
  await ensureSelected(page, banner);
  await (await sectionAction(page, 'Move up')).click();
  const up = [...ids1];
  [up[at - 1], up[at]] = [up[at]!, up[at - 1]!];
  await expect.poll(() => rootIds(page)).toEqual(up);
  await (await sectionAction(page, 'Move down')).click();
  await expect.poll(() => rootIds(page)).toEqual(ids1);

  // Drag the copy out of the page (release outside the iframe): it is deleted.
  const r = await rectInFrame(page, `[data-section-id="${copy}"]`);
  const from = await toPagePoint(page, r.left + r.width / 2, r.top + Math.min(r.height / 2, 40));
  const box = await frameBox(page);
  const viewport = page.viewportSize()!;
  const to =
    box.left >= 60
      ? { x: box.left - 40, y: from.y }
      : box.left + box.width <= viewport.width - 60
        ? { x: box.left + box.width + 40, y: from.y }
        : { x: from.x, y: Math.max(5, box.top - 30) };
  await dragMouse(page, from, to);
  await page.mouse.up();
  const withoutCopy = ids1.filter((id) => id !== copy);
  const deletedOnRelease = await becomesTrue(
    async () => JSON.stringify(await rootIds(page)) === JSON.stringify(withoutCopy),
  );
  expect.soft(deletedOnRelease, 'deleted when released outside the iframe').toBe(true);
  // Diagnostic for the soft check above: does the canvas only notice once the pointer is back?
  await page.mouse.move(from.x, from.y, { steps: 5 });
  await expect.poll(() => rootIds(page)).toEqual(withoutCopy);

  // Undo brings it back in its place.
  await toolbarButton(page, 'Undo').click();
  await expect.poll(() => rootIds(page)).toEqual(ids1);
});

test('a text block dragged onto a container drop zone goes into the container', async ({
  page,
}) => {
  await openNewStoreBuilder(page);
  const container = await addFromPalette(page, 'container');
  const zoneSelector = `[data-section-id="${container}"] [data-testid="container-drop-zone"]`;
  await expect(canvas(page).locator(zoneSelector)).toHaveCount(1);
  const textBlocksBefore = await countOf(page, 'textBlock');

  const zone = await rectInFrame(page, zoneSelector);
  await dragPaletteItemTo(page, 'textBlock', {
    x: zone.left + zone.width / 2,
    y: zone.top + zone.height / 2,
  });
  await expect(
    canvas(page).locator(`[data-container-id="${container}"] [data-section-type="textBlock"]`),
  ).toHaveCount(1);
  expect(await countOf(page, 'textBlock')).toBe(textBlocksBefore);
  await expect(canvas(page).locator(zoneSelector)).toHaveCount(0);
});

test('on the mobile screen the product grid shows its mobile column count', async ({ page }) => {
  const { storeId } = await loginBuilderShop(page.context());
  const pageId = await createPage(page.context().request, storeId, [
    { id: 'grid-columns', type: 'productGrid' },
  ]);
  await openBuilder(page, pageId);
  const defaults = defaultSectionProps('productGrid');
  const grid = canvas(page).locator(
    '[data-section-id="grid-columns"] [data-testid="product-grid"]',
  );
  await expect(grid).toHaveCount(1, { timeout: 10_000 });
  const columns = () =>
    grid.evaluate(
      (el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length,
    );
  const iframeWidth = () =>
    page.locator(CANVAS).evaluate((el: HTMLIFrameElement) => el.offsetWidth);

  await expect(toolbarButton(page, 'Desktop')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(iframeWidth).toBe(1280);
  await expect.poll(columns).toBe(defaults.desktopColumns);

  await toolbarButton(page, 'Mobile').click();
  await expect(toolbarButton(page, 'Mobile')).toHaveAttribute('aria-pressed', 'true');
  await expect(toolbarButton(page, 'Desktop')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(iframeWidth).toBe(375);
  await expect.poll(columns).toBe(defaults.mobileColumns);

  await toolbarButton(page, 'Tablet').click();
  await expect.poll(iframeWidth).toBe(768);
  await expect.poll(columns).toBe(defaults.tabletColumns);
});

test('on a phone the builder says it needs a wider screen, and keeps its state for a wider one', async ({
  page,
}) => {
  const { storeId } = await loginBuilderShop(page.context());
  const pageId = await createPage(page.context().request, storeId, [
    { id: 'narrow-banner', type: 'banner' },
  ]);
  await openBuilder(page, pageId);
  await toolbarButton(page, 'Mobile').click();
  await expect(toolbarButton(page, 'Mobile')).toHaveAttribute('aria-pressed', 'true');

  // Narrowed to a phone: the notice, and the editor out of reach underneath.
  await page.setViewportSize({ width: 390, height: 844 });
  const notice = page.getByRole('dialog', { name: 'The builder needs a wider screen' });
  await expect(notice).toContainText('at least 768 pixels wide');
  await expect(notice.getByRole('link', { name: 'Go to your pages' })).toHaveAttribute(
    'href',
    '/dashboard/pages',
  );
  // The keyboard never reaches the editor beneath (it is inert).
  await expect(page.getByTestId('builder-screen')).toHaveAttribute('inert', '');
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('[data-testid="builder-screen"]')),
      ),
    ).toBe(false);
  }

  // Wide again: the same editor, as it was left.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(toolbarButton(page, 'Mobile')).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas(page).locator('[data-section-id="narrow-banner"]')).toHaveCount(1);
});

test('preview hides the selection outline and labels', async ({ page }) => {
  await openNewStoreBuilder(page);
  const banner = await addFromPalette(page, 'banner');
  await ensureSelected(page, banner);
  await expect(canvas(page).locator('[data-selected="true"]')).toHaveCount(1);
  const label = canvas(page).getByText('Banner', { exact: true });
  await expect.soft(label.first()).toBeVisible();

  await toolbarButton(page, 'Preview').click();
  await expect(toolbarButton(page, 'Preview')).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas(page).locator('html[data-preview="true"]')).toHaveCount(1);
  const frame = await canvasFrame(page);
  // Nothing draws an outline: no wrapper marked selected/hovered, or none of them shows one.
  const drawnOutlines = () =>
    frame.evaluate(() => {
      const shows = (el: Element, pseudo?: string) => {
        const s = getComputedStyle(el, pseudo);
        if (pseudo && (s.content === 'none' || s.content === 'normal')) return false;
        if (s.display === 'none' || s.visibility === 'hidden') return false;
        return (
          (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
          s.boxShadow !== 'none' ||
          (pseudo !== undefined && s.borderStyle !== 'none' && parseFloat(s.borderWidth) > 0)
        );
      };
      return [
        ...document.querySelectorAll(
          '[data-builder-section][data-selected="true"], [data-builder-section][data-hovered="true"]',
        ),
      ].filter((el) => shows(el) || shows(el, '::before') || shows(el, '::after')).length;
    });
  await expect.poll(drawnOutlines).toBe(0);
  const visibleLabels = async () => {
    let visible = 0;
    for (const l of await label.all()) if (await l.isVisible()) visible += 1;
    return visible;
  };
  await expect.poll(visibleLabels).toBe(0);
  await expect(canvas(page).getByTestId('drop-indicator')).toHaveCount(0);

  // Leaving preview brings the outline back.
  await toolbarButton(page, 'Preview').click();
  await expect(toolbarButton(page, 'Preview')).toHaveAttribute('aria-pressed', 'false');
  await expect(canvas(page).locator('html[data-preview="true"]')).toHaveCount(0);
});

test('a saved draft stays private; after Publish a fresh browser context sees it on the store host', async ({
  page,
  browser,
}) => {
  const store = await openNewStoreBuilder(page);
  const text = `Fresh arrivals ${unique()}`;
  const banner = await addFromPalette(page, 'banner');
  await ensureSelected(page, banner);
  await (await headingTextInput(page)).fill(text);
  await expect(section(page, banner)).toContainText(text);
  await toolbarButton(page, 'Save').click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const draft = await getPage(page.context().request, store.homePageId);
  expect(JSON.stringify(draft.content)).toContain(text);

  const shopperView = async () => {
    const shopper = await browser.newContext();
    try {
      const shop = await shopper.newPage();
      const res = await shop.goto(storeUrl(store.subdomain));
      expect(res?.status()).toBe(200);
      await expect(shop.getByText(`Welcome to ${store.storeName}`)).toBeVisible();
      return await shop.locator('main').innerText();
    } finally {
      await shopper.close();
    }
  };
  expect(await shopperView()).not.toContain(text);

  await toolbarButton(page, 'Publish').click();
  await expect(page.getByTestId('save-status')).toHaveText('Published');
  await expect.poll(shopperView, { timeout: 10_000 }).toContain(text);
});

test('the canvas iframe is sandboxed: its scripts reach neither the dashboard DOM nor its cookies', async ({
  page,
  baseURL,
}) => {
  const store = await openNewStoreBuilder(page);
  const iframe = page.locator(CANVAS);
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(iframe).toHaveAttribute('title', 'Page preview');
  expect(await iframe.getAttribute('sandbox')).not.toContain('allow-same-origin');
  // The dashboard does have a session cookie to protect.
  expect((await page.context().cookies(baseURL)).length).toBeGreaterThan(0);

  const frame = await canvasFrame(page);
  const probe = await frame.evaluate(async (dashboard) => {
    const attempt = (read: () => unknown) => {
      try {
        return { ok: true, value: String(read()).slice(0, 200) };
      } catch (error) {
        return { ok: false, name: (error as Error).name };
      }
    };
    let fetched: { ok: boolean; text?: string; name?: string };
    try {
      const res = await fetch(`${dashboard}/api/auth/check-auth`, { credentials: 'include' });
      fetched = { ok: true, text: await res.text() };
    } catch (error) {
      fetched = { ok: false, name: (error as Error).name };
    }
    return {
      origin: self.origin,
      parentDocument: attempt(() => parent.document.title),
      topDocument: attempt(() => top?.document.body.innerHTML),
      parentLocation: attempt(() => parent.location.href),
      cookie: attempt(() => document.cookie),
      localStorage: attempt(() => localStorage.length),
      fetched,
    };
  }, baseURL);
  expect(probe.origin).toBe('null');
  expect(probe.parentDocument).toEqual({ ok: false, name: 'SecurityError' });
  expect(probe.topDocument).toEqual({ ok: false, name: 'SecurityError' });
  expect(probe.parentLocation).toEqual({ ok: false, name: 'SecurityError' });
  expect(probe.cookie).toEqual({ ok: false, name: 'SecurityError' });
  expect(probe.localStorage.ok).toBe(false);
  // A credentialed request to the dashboard API is either blocked or anonymous.
  expect(JSON.stringify(probe.fetched)).not.toContain(store.email);
});

test('two tabs on one page: the later save gets the conflict message and loses nothing', async ({
  page,
  context,
}) => {
  const store = await newMerchantStore(context);
  const tabA = page;
  const tabB = await context.newPage();
  const tabBErrors = collectConsoleErrors(tabB);
  try {
    await openBuilder(tabA, store.homePageId);
    await openBuilder(tabB, store.homePageId);

    const bannerA = await addFromPalette(tabA, 'banner');
    await ensureSelected(tabA, bannerA);
    await (await headingTextInput(tabA)).fill('From tab A');
    await toolbarButton(tabA, 'Save').click();
    await expect(tabA.getByTestId('save-status')).toHaveText('Saved');

    const bannerB = await addFromPalette(tabB, 'banner');
    await ensureSelected(tabB, bannerB);
    await (await headingTextInput(tabB)).fill('From tab B');
    await toolbarButton(tabB, 'Save').click();
    const alert = tabB.getByRole('alert').filter({ hasText: CONFLICT_TEXT });
    await expect(alert).toBeVisible();
    // Nothing of tab B's work is gone.
    await expect(section(tabB, bannerB)).toContainText('From tab B');
    await expect.soft(await headingTextInput(tabB)).toHaveValue('From tab B');

    await tabB.getByRole('button', { name: 'Overwrite with mine' }).click();
    await expect(alert).toHaveCount(0);
    await expect(tabB.getByTestId('save-status')).toHaveText('Saved');
    const saved = JSON.stringify((await getPage(context.request, store.homePageId)).content);
    expect(saved).toContain('From tab B');
    expect(saved).not.toContain('From tab A');
  } finally {
    if (tabBErrors.length) console.log(`tab B console errors:\n  ${tabBErrors.join('\n  ')}`);
    await tabB.close();
  }
});
