/**
 * axe in the browser specs: one way to run it and one verdict (impact serious or critical
 * fails). A page with no iframe is analysed in axe's legacy mode, in the page itself: the
 * default mode opens a blank page of its own for every analysis (a new renderer process),
 * which doubled the cost of each check on the 2-core machine (1.5 s against 3 s a screen). A
 * page with iframes (the builder's canvas) keeps the default, which reaches into them.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

/** axe on what `page` shows now, limited to `include` (a selector) when given. */
export async function analyzeAxe(page: Page, include?: string): Promise<AxeResults> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (page.frames().length === 1) builder.setLegacyMode(true);
  return builder.analyze();
}

/** The violations a check fails on: impact serious or critical. */
export const seriousViolations = (violations: AxeViolation[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** No axe violation of impact serious or critical in what the page shows now (a dialog, …). */
export async function expectNoSeriousAxeViolations(page: Page, what: string, include?: string) {
  const { violations } = await analyzeAxe(page, include);
  const failing = seriousViolations(violations).map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(failing, `axe on ${what}`).toEqual([]);
}
