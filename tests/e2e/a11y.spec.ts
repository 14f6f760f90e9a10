/**
 * Accessibility of the storefront: axe on every screen of the demo store's host (one example
 * per route kind, the overlays, the unknown-store page; the list is a11y-screens.ts's). A
 * screen fails on any violation of impact serious or critical, or on a second or nested
 * banner or contentinfo landmark; lesser findings are printed, not failed. The dashboard's
 * screens are walked by screens.spec.ts, axe included. The screens are walked in groups of
 * six, one test a group, so both workers share the walk; a test takes a step a screen
 * (failures collected softly) and prints how many of its screens it actually checked.
 */
import { expect, test } from '@playwright/test';
import { storefrontScreens } from './a11y-screens';
import { axeFailures, contextFor, inGroups, openScreen } from './screen-walk';

const GROUP_SIZE = 6;
const groups = inGroups(storefrontScreens, GROUP_SIZE);

test.describe.configure({ mode: 'parallel' });

for (const [index, group] of groups.entries()) {
  test(`axe finds no serious or critical violation on storefront screens ${index * GROUP_SIZE + 1}–${index * GROUP_SIZE + group.length} of ${storefrontScreens.length}`, async ({
    browser,
  }) => {
    // A minute a screen at most (each wait of one ends after a minute); 20 s each alone.
    test.setTimeout(60_000 + group.length * 60_000);
    let checked = 0;
    for (const screen of group) {
      await test.step(screen.name, async () => {
        const context = await contextFor(browser, screen.visitor);
        try {
          const page = await context.newPage();
          await openScreen(page, screen);
          expect.soft(await axeFailures(page, screen.name), `axe on ${screen.name}`).toEqual([]);
          checked += 1;
        } catch (error) {
          // A screen that cannot be reached fails, and the walk goes on to the next one.
          expect.soft(String(error), `${screen.name} could not be checked`).toBe('');
        } finally {
          await context.close();
        }
      });
    }
    console.log(
      `a11y: axe checked ${checked} of ${group.length} screens: ${group.map((s) => s.name).join(', ')}`,
    );
    expect(checked).toBe(group.length);
  });
}
