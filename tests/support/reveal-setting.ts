/**
 * Browser support shared by the builder's e2e specs and its benchmark: opening the settings
 * panel's collapsed group that holds an input.
 */
import type { Page } from '@playwright/test';

/**
 * Opens the collapsed settings group (if any) that holds the input named `key`: a toggle with
 * `aria-expanded="false"` whose `aria-controls` holds it, up to four levels deep.
 */
export async function revealSetting(page: Page, key: string): Promise<void> {
  const panel = page.getByTestId('settings-panel');
  const input = panel.locator(`[name="${key}"]`).first();
  for (let i = 0; i < 4 && !(await input.isVisible()); i++) {
    const toggle = await panel.evaluate((root, name) => {
      const field = root.querySelector(`[name="${name}"]`);
      const toggles = [...root.querySelectorAll('[aria-expanded="false"][aria-controls]')];
      return toggles.findIndex((t) => {
        const body = document.getElementById(t.getAttribute('aria-controls') ?? '');
        return !!body && !!field && body.contains(field);
      });
    }, key);
    if (toggle < 0) break;
    await panel.locator('[aria-expanded="false"][aria-controls]').nth(toggle).click();
  }
}
