/**
 * axe in the browser specs: one way to run it and one verdict (impact serious or critical
 * fails). A page with no iframe is analysed by axe run in the page itself, injected once per
 * document and asked for its violations only: AxeBuilder's legacy mode evaluates axe's 550 kB
 * twice a check and sends every passing node back, 1.7–2.1 s a screen against 0.7 s here. A
 * page with iframes (the builder's canvas, a preview) goes through AxeBuilder's default mode,
 * which reaches into cross-origin frames (each frame's partial run, finished in a blank page).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

/** axe on what `page` shows now, limited to `include` (a selector) when given. */
export async function analyzeAxe(
  page: Page,
  include?: string,
): Promise<Pick<AxeResults, 'violations'>> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    if (include) builder.include(include);
    return builder.analyze();
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (selector) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] })
        .then((results) => results.violations),
    include ?? null,
  );
  return { violations };
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
