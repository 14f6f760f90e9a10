/**
 * The dashboard's toasts (kit/Toasts.tsx): announced when they appear, gone after the spec's
 * 600 ms, but held while the pointer is over one or focus is in one. The page's animations
 * (the toast's timer is one) are slowed through the DevTools protocol until the pointer or
 * the focus is on the toast, so a busy machine cannot close it first; then they run at speed.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';

const rate = (cdp: CDPSession, playbackRate: number) =>
  cdp.send('Animation.setPlaybackRate', { playbackRate });

/** Logs out (client-only, spec 2.1): the "Logged out successfully" toast, slowed down. */
async function slowToast(page: Page, cdp: CDPSession) {
  await rate(cdp, 0.01);
  await page.goto('/logout');
  const toast = page.locator('.Toastify__toast', { hasText: 'Logged out successfully' });
  await expect(toast).toBeVisible();
  // In: its timer starts once it has slid in.
  await expect(toast).not.toHaveClass(/kit-toast-enter/);
  return toast;
}

test('a toast is announced, closes after 600 ms, and waits while hovered or focused', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');

  // Announced: it appears in a live region, as an alert.
  let toast = await slowToast(page, cdp);
  await expect(page.locator('section.Toastify')).toHaveAttribute('aria-live', 'polite');
  await expect(toast).toHaveAttribute('role', 'alert');

  // Hovered: it stays past its 600 ms; the pointer leaves and it closes.
  await toast.hover();
  await rate(cdp, 1);
  await page.waitForTimeout(1500);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(toast).toHaveCount(0);

  // Focused (Tab, or Alt+T): it stays; focus leaves and it closes.
  toast = await slowToast(page, cdp);
  await toast.focus();
  await expect(toast).toBeFocused();
  await rate(cdp, 1);
  await page.waitForTimeout(1500);
  await expect(toast).toBeVisible();
  await page.getByTestId('login-email').focus();
  await expect(toast).toHaveCount(0);

  // Untouched, it is gone within a moment (600 ms and a 150 ms slide).
  toast = await slowToast(page, cdp);
  await rate(cdp, 1);
  await expect(toast).toHaveCount(0, { timeout: 3000 });
});
