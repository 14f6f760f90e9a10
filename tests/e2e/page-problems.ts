/** What a page reports going wrong, for specs that expect a clean run. */
import type { Page } from '@playwright/test';

/** Console errors, page errors and CSP refusals seen on the page (filled as they happen). */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy|Refused to/i.test(m.text()))
      problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}
