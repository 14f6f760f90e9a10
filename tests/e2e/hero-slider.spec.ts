/**
 * The hero slider's previous/next arrows sit inside the slider on a desktop viewport (they
 * were half cut off by its bottom edge) and on a phone, and they move the slides.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

const everySection = `http://demo.localhost:${E2E_PORT}/page/every-section`;

test.beforeEach(async ({ page }) => {
  // No autoplay: the slide shown changes only when an arrow is clicked.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function openHero(page: Page) {
  await page.goto(everySection);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const hero = page.locator('[data-section-type="hero"] section.sf-hero');
  await hero.scrollIntoViewIfNeeded();
  return hero;
}

async function expectInside(inner: Locator, outer: Locator) {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  if (!a || !b) throw new Error('not laid out');
  expect(a.width).toBeGreaterThan(0);
  expect(a.x).toBeGreaterThanOrEqual(b.x);
  expect(a.y).toBeGreaterThanOrEqual(b.y);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the arrows lie within the hero and change the slide (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const hero = await openHero(page);
    const prev = hero.getByRole('button', { name: 'Previous slide' });
    const next = hero.getByRole('button', { name: 'Next slide' });
    await expectInside(prev, hero);
    await expectInside(next, hero);
    if (viewport.name === 'desktop') {
      // Vertically centred, one on each side.
      const box = (await hero.boundingBox())!;
      const arrow = (await next.boundingBox())!;
      expect(Math.abs(arrow.y + arrow.height / 2 - (box.y + box.height / 2))).toBeLessThan(2);
      expect((await prev.boundingBox())!.x).toBeLessThan(box.x + box.width / 2);
    }

    const active = hero.locator('[aria-roledescription="slide"]:not([aria-hidden])');
    await expect(active).toHaveAttribute('aria-label', /^1 of \d+$/);
    // A real click at the arrow's centre (nothing covers it, it is not cut off).
    await next.click();
    await expect(active).toHaveAttribute('aria-label', /^2 of \d+$/);
    await prev.click();
    await expect(active).toHaveAttribute('aria-label', /^1 of \d+$/);
  });
}
