/**
 * Every dashboard screen as a merchant (or the admin, or a visitor) sees it, at 1280×800 and
 * at 390×844, with the demo store's data and (for a merchant's screens that need no id) with
 * a new, empty store. A screen fails on:
 * - the page or its main column wider than the window (a horizontal scroll);
 * - a native select, text field or text area left unstyled (outside the kit's styles);
 * - an axe finding of impact serious or critical (or a second banner / contentinfo); at 390 px
 *   only on a data walk without a framed preview (axe reaching into frames took 4–7 s a width
 *   on the builder, theme and checkout editors, whose controls are the same at both widths; the
 *   storefront they frame is a11y.spec's walk; an empty state is the same markup at both);
 * - a console error, a page error or a refusal of the Content Security Policy;
 * - a second primary button in one view (a dialog is a view of its own).
 * The list comes from the route table (a11y-screens.ts): a new route is walked the day it is
 * added. `SCREENSHOTS=1` writes every screen to `.tmp/screens/` (failing ones always are), to
 * look at before a screen is called done. Walked in groups so both workers share it.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { allDashboardScreens, type Screen } from './a11y-screens';
import { watchProblems } from './page-problems';
import {
  axeFailures,
  contextFor,
  inGroups,
  newEmptyStoreAccount,
  openScreen,
  type Account,
} from './screen-walk';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const SHOT_DIR = '.tmp/screens';
const everyShot = process.env.SCREENSHOTS === '1';

interface Walk {
  screen: Screen;
  /** `data`: the demo store; `empty`: a new store of the walk's own. */
  state: 'data' | 'empty';
}

/** What the page shows now that a merchant would call broken (see the file comment). */
function layoutProblems(page: Page, onePrimary: boolean): Promise<string[]> {
  return page.evaluate((onePrimary) => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('name') ?? el.id;
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}>${label ? ` "${label}"` : ''}`;
    };
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1)
      problems.push(`the page is ${doc.scrollWidth}px wide in a ${doc.clientWidth}px window`);
    for (const main of document.querySelectorAll('main')) {
      if (main.scrollWidth > main.clientWidth + 1)
        problems.push(`the main column holds ${main.scrollWidth}px in ${main.clientWidth}px`);
    }
    const fields = document.querySelectorAll(
      'select, textarea, input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]):not([type=range]):not([type=color]):not([type=submit]):not([type=button])',
    );
    // Styled: rounded, with padding, a border or a fill of its own; or a borderless field
    // drawn by its box (a search field with its icon).
    const styledBox = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        parseFloat(style.borderTopLeftRadius) >= 2 &&
        (parseFloat(style.paddingLeft) >= 4 ||
          parseFloat(style.borderLeftWidth) > 0 ||
          style.backgroundColor !== 'rgba(0, 0, 0, 0)')
      );
    };
    for (const field of fields) {
      if (!visible(field) || field.closest('[contenteditable], .rte')) continue;
      const own = getComputedStyle(field);
      const drawnByBox =
        parseFloat(own.borderLeftWidth) === 0 &&
        field.parentElement !== null &&
        styledBox(field.parentElement);
      const styled =
        drawnByBox ||
        (styledBox(field) &&
          parseFloat(own.paddingLeft) >= 4 &&
          parseFloat(own.borderTopLeftRadius) >= 2);
      if (!styled) problems.push(`an unstyled native control: ${describe(field)}`);
    }
    const dialog = document.querySelector('dialog[open]');
    const view = dialog ?? document;
    const primaries = [...view.querySelectorAll('.button-primary')].filter(
      (b) => visible(b) && (dialog !== null || !b.closest('dialog')),
    );
    if (onePrimary && primaries.length > 1)
      problems.push(`${primaries.length} primary buttons: ${primaries.map(describe).join(', ')}`);
    return problems;
  }, onePrimary);
}

/**
 * The one-primary rule is the dashboard's (DASHBOARD.md): every signed-in screen and the
 * account forms. The public marketing pages (home, pricing, templates, legal) are not merchant
 * screens: a pricing table offers each plan its own call to action.
 */
const ACCOUNT_FORMS = new Set(['/login', '/signup', '/forgot-password', '/verify-link']);
const onePrimaryRule = (screen: Screen) =>
  screen.visitor !== 'anonymous' || ACCOUNT_FORMS.has(screen.expectPath);

/** Screens whose point is a thing that is not there: the 404 of its request is expected. */
const expectsNotFound = (screen: Screen) =>
  /billing-old\/:invoiceId|a link that is not valid/.test(screen.name);

const fileName = (walk: Walk, width: number) =>
  `${walk.screen.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${walk.state}-${width}.png`;

/**
 * The editors a new store opens with its template's content, as the demo store's: their empty
 * walk was the data walk again (18 s of the walk's 250 s, axe reaching into their frames).
 */
const SAME_WHEN_EMPTY = new Set(['/builder', '/dashboard/checkout-editor']);

const walks: Walk[] = [
  ...allDashboardScreens.map((screen) => ({ screen, state: 'data' as const })),
  // A new store: every merchant screen that needs no id of something in it.
  ...allDashboardScreens
    .filter((s) => s.visitor === 'merchant' && !s.resolve && !SAME_WHEN_EMPTY.has(s.expectPath))
    .map((screen) => ({ screen, state: 'empty' as const })),
];

/**
 * axe at 390 px too: on the data walks without a framed preview. An empty state's markup is
 * the same at both widths (its message and one action), so axe at 1280 px reads it; the
 * layout checks run at both widths on every walk.
 */
const axeAt = (walk: Walk, viewport: (typeof VIEWPORTS)[number], framed: boolean) =>
  viewport === VIEWPORTS[0] || (walk.state === 'data' && !framed);
const GROUP_SIZE = 6;
const groups = inGroups(walks, GROUP_SIZE);

test.describe.configure({ mode: 'parallel' });

for (const [index, group] of groups.entries()) {
  test(`dashboard screens ${index * GROUP_SIZE + 1}–${index * GROUP_SIZE + group.length} of ${walks.length} at 1280 and 390 px`, async ({
    browser,
  }) => {
    test.setTimeout(60_000 + group.length * 60_000);
    let empty: Account | undefined;
    if (group.some((w) => w.state === 'empty')) {
      const setup = await browser.newContext();
      empty = await newEmptyStoreAccount(setup.request, `walk${index}`);
      await setup.close();
    }
    // One tab per visitor (and store), going from screen to screen as a merchant does: the
    // bundles come from its cache and are compiled once (a fresh context a screen parsed and
    // compiled the dashboard every time: 2.5 s of the 5.4 s a screen took). A tab is given up
    // after a screen that signs its visitor out, or that could not be checked.
    const tabs = new Map<string, { context: BrowserContext; page: Page; problems: string[] }>();
    const tabFor = async (walk: Walk) => {
      const key = `${walk.screen.visitor} ${walk.state}`;
      let tab = tabs.get(key);
      if (!tab) {
        const context = await contextFor(
          browser,
          walk.screen.visitor,
          walk.state === 'empty' ? empty : undefined,
        );
        const page = await context.newPage();
        // Leaving a screen never asks "leave this page?": nothing was edited on it.
        page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
        tab = { context, page, problems: watchProblems(page) };
        tabs.set(key, tab);
      }
      return { key, ...tab };
    };
    let checked = 0;
    for (const walk of group) {
      const name = `${walk.screen.name} (${walk.state})`;
      await test.step(name, async () => {
        const { key, context, page, problems } = await tabFor(walk);
        const seen = problems.length;
        let keep = false;
        try {
          await page.setViewportSize(VIEWPORTS[0]);
          await openScreen(page, walk.screen);
          for (const viewport of VIEWPORTS) {
            if (viewport !== VIEWPORTS[0]) {
              await page.setViewportSize(viewport);
              // Let a resize observer (the chart, a table) lay out at the new width.
              await page.evaluate(
                () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
              );
            }
            const at = `${name} at ${viewport.width} px`;
            const layout = await layoutProblems(page, onePrimaryRule(walk.screen));
            const framed = page.frames().length > 1;
            const axe = axeAt(walk, viewport, framed) ? await axeFailures(page, at) : [];
            expect.soft(layout, `layout of ${at}`).toEqual([]);
            expect.soft(axe, `axe on ${at}`).toEqual([]);
            if (everyShot || layout.length || axe.length)
              await page.screenshot({
                path: `${SHOT_DIR}/${fileName(walk, viewport.width)}`,
                fullPage: true,
              });
          }
          const own = problems.slice(seen);
          const errors = expectsNotFound(walk.screen)
            ? own.filter((p) => !/status of 404/.test(p))
            : own;
          expect.soft(errors, `console errors on ${name}`).toEqual([]);
          checked += 1;
          keep = new URL(page.url()).pathname !== '/login' || walk.screen.visitor === 'anonymous';
        } catch (error) {
          expect.soft(String(error), `${name} could not be checked`).toBe('');
        } finally {
          if (!keep) {
            tabs.delete(key);
            await context.close();
          }
        }
      });
    }
    for (const { context } of tabs.values()) await context.close();
    console.log(
      `screens: checked ${checked} of ${group.length}: ${group.map((w) => `${w.screen.name} (${w.state})`).join(', ')}`,
    );
    expect(checked).toBe(group.length);
  });
}

test('the walk covers every dashboard screen, with data and empty', () => {
  const empty = walks.filter((w) => w.state === 'empty').length;
  console.log(`screens: ${walks.length} walks (${walks.length - empty} with data, ${empty} empty)`);
  expect(walks.length - empty).toBeGreaterThan(30);
  expect(empty).toBeGreaterThan(10);
});
