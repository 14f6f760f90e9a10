/**
 * Acceptance (issue 14, storefront tidy): client navigation keeps what a full page load gives.
 * Back/Forward (and Back into a reloaded page) restores the scroll position; a `#fragment`
 * lands on its target from another page, on a first load and on the same page (smoothly
 * unless the shopper prefers reduced motion).
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

const demo = (path = '/') => `http://demo.localhost:${E2E_PORT}${path}`;

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Marks the window: the mark survives client navigation, not a reload. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { navMark: number }).navMark = 1));
const windowMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { navMark?: number }).navMark === 1);

/**
 * Follows a plain link to `href` the way a shopper would, without moving the page: a link
 * pinned to the top-left corner, inside the app (its clicks are client navigation).
 */
async function followLink(page: Page, href: string) {
  await page.evaluate((to) => {
    const link = document.createElement('a');
    link.href = to;
    link.textContent = 'Go';
    link.dataset.testid = 'nav-test-link';
    link.style.cssText = 'position:fixed;top:0;left:0;z-index:99999;background:#fff';
    link.addEventListener('click', () => setTimeout(() => link.remove()));
    document.querySelector('.sf-app')!.append(link);
  }, href);
  await page.getByTestId('nav-test-link').click();
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** A section of the main area far enough down to be scrolled to the top of the window. */
async function deepSection(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const sections = [...document.querySelectorAll<HTMLElement>('main [data-section-id]')];
    const deep = sections.filter((s) => {
      const top = s.getBoundingClientRect().top + window.scrollY;
      return top > window.innerHeight && top < max - 10;
    });
    return deep.at(-1)?.dataset.sectionId ?? null;
  });
  expect(id, 'the page needs a section below the first screen').not.toBeNull();
  return id!;
}

const sectionTop = (page: Page, id: string) =>
  page.evaluate(
    (sectionId) =>
      Math.round(
        document.querySelector(`[data-section-id="${sectionId}"]`)!.getBoundingClientRect().top,
      ),
    id,
  );

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('Back and Forward restore the scroll position, also into a reloaded page', async ({
  page,
}) => {
  await page.goto(demo('/'));
  await hydrated(page);
  await markWindow(page);
  // A product link far down the home page, scrolled into view as a shopper would.
  const link = page.locator('main a[href^="/product/"]').last();
  await link.scrollIntoViewIfNeeded();
  const homeY = await scrollY(page);
  expect(homeY).toBeGreaterThan(300);
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(demo(href!));
  await expect(page.getByTestId('product-name')).toBeVisible();
  // A new page starts at the top.
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 150, behavior: 'instant' }));
  const productY = await scrollY(page);
  expect(productY).toBeGreaterThan(0);

  await page.goBack();
  await expect(page).toHaveURL(demo('/'));
  await expect.poll(() => scrollY(page)).toBe(homeY);
  await page.goForward();
  await expect(page).toHaveURL(demo(href!));
  await expect.poll(() => scrollY(page)).toBe(productY);
  expect(await windowMarked(page)).toBe(true);

  // A reload keeps the entry's position; Back then loads the home page afresh and restores it.
  await page.reload();
  await hydrated(page);
  await expect.poll(() => scrollY(page)).toBe(productY);
  await page.goBack();
  await expect(page).toHaveURL(demo('/'));
  await hydrated(page);
  await expect.poll(() => scrollY(page)).toBe(homeY);
});

test('a #fragment lands on its target from another page, on a first load and on the same page', async ({
  page,
}) => {
  await page.goto(demo('/page/every-section'));
  await hydrated(page);
  // The skip link still takes keyboard users into the main area.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  const id = await deepSection(page);
  const fullHeight = await pageHeight(page);

  // From another page, by client navigation: the section at the top, focus on it.
  await page.goto(demo('/about'));
  await hydrated(page);
  await markWindow(page);
  await followLink(page, `/page/every-section#${id}`);
  await expect(page).toHaveURL(demo(`/page/every-section#${id}`));
  // The sections above load their data after the navigation: the target stays at the top
  // while they grow to their full height.
  await expect.poll(() => pageHeight(page)).toBe(fullHeight);
  await expect.poll(() => sectionTop(page, id)).toBe(0);
  await expect(page.locator(`[data-section-id="${id}"]`)).toBeFocused();
  expect(await windowMarked(page)).toBe(true);
  // Back to the about page at its top, Forward to the section again.
  await page.goBack();
  await expect(page).toHaveURL(demo('/about'));
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goForward();
  await expect.poll(() => sectionTop(page, id)).toBe(0);

  // A first load of the URL with the fragment.
  await page.goto(demo(`/page/every-section#${id}`));
  await hydrated(page);
  await expect.poll(() => sectionTop(page, id)).toBe(0);

  // On the same page: from the top to the section; Back returns to the top.
  await page.goto(demo('/page/every-section'));
  await hydrated(page);
  await followLink(page, `#${id}`);
  await expect(page).toHaveURL(demo(`/page/every-section#${id}`));
  await expect.poll(() => sectionTop(page, id)).toBe(0);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a same-page #fragment scrolls smoothly, and at once when reduced motion is preferred', async ({
  page,
}) => {
  /** The window's scroll position over the frames after following the link. */
  const positionsAfterClick = async (href: string) => {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.evaluate((to) => {
      const link = document.createElement('a');
      link.href = to;
      link.dataset.testid = 'nav-test-link';
      document.querySelector('.sf-app')!.append(link);
    }, href);
    return page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          document.querySelector<HTMLElement>('[data-testid="nav-test-link"]')!.click();
          const sample = () => {
            seen.push(Math.round(window.scrollY));
            if (seen.length < 40) requestAnimationFrame(sample);
            else resolve(seen);
          };
          requestAnimationFrame(sample);
        }),
    );
  };
  await page.goto(demo('/page/every-section'));
  await hydrated(page);
  const id = await deepSection(page);
  const target = await page.evaluate(
    (sectionId) =>
      Math.round(
        document.querySelector(`[data-section-id="${sectionId}"]`)!.getBoundingClientRect().top +
          window.scrollY,
      ),
    id,
  );

  const reduced = await positionsAfterClick(`#${id}`);
  expect(reduced[0]).toBe(target);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.evaluate(() => document.querySelector('[data-testid="nav-test-link"]')?.remove());
  const smooth = await positionsAfterClick(`#${id}`);
  // On the way: positions between the top and the target, then the target.
  expect(smooth.some((y) => y > 0 && y < target)).toBe(true);
  await expect.poll(() => scrollY(page)).toBe(target);
});
