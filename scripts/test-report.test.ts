import { describe, expect, it } from 'vitest';
import type { JSONReport } from '@playwright/test/reporter';
import {
  readPlaywrightReport,
  readVitestReport,
  summaryTail,
  uncountedVitestFailures,
  type VitestFileResult,
} from './test-report';

const vitestFile = (over: Partial<VitestFileResult>): VitestFileResult => ({
  project: 'integration-pglite',
  file: 'tests/integration/a.test.ts',
  seconds: 1,
  importSeconds: 0.5,
  failed: [],
  ...over,
});

type Suite = JSONReport['suites'][number];
type Test = Suite['specs'][number]['tests'][number];
const attempt = (duration: number) => ({ duration }) as Test['results'][number];
const pwTest = (status: Test['status'], ...durations: number[]) =>
  ({ projectName: 'chromium', status, results: durations.map(attempt) }) as Test;
const spec = (title: string, ...tests: Test[]) =>
  ({ title, tests }) as unknown as Suite['specs'][number];

const playwright: Pick<JSONReport, 'suites' | 'errors'> = {
  suites: [
    {
      title: 'checkout.spec.ts',
      file: 'checkout.spec.ts',
      line: 0,
      column: 0,
      specs: [spec('places an order', pwTest('expected', 4_000))],
      suites: [
        {
          title: 'cart',
          file: 'checkout.spec.ts',
          line: 3,
          column: 0,
          specs: [spec('raises quantity', pwTest('unexpected', 30_000, 31_000))],
        },
      ],
    },
    {
      title: 'home.spec.ts',
      file: 'home.spec.ts',
      line: 0,
      column: 0,
      specs: [spec('shows the hero', pwTest('flaky', 2_000, 1_500))],
    },
  ],
  errors: [],
};

describe('test report', () => {
  it('names every failed test of Vitest and Playwright as file › title, a flaky one too', () => {
    const v = readVitestReport({
      files: [
        vitestFile({ file: 'tests/integration/auth.test.ts', failed: ['auth locks out after 20'] }),
        vitestFile({ file: 'tests/integration/ok.test.ts' }),
        vitestFile({
          file: 'tests/integration/ops.test.ts',
          hookErrors: ['ops (pglite): Hook timed out in 60000ms.\nIf this is a long-running hook'],
        }),
        vitestFile({
          project: 'integration-postgres',
          file: 'tests/integration/broken.test.ts',
          error: "Error: Cannot find module './gone'\n    at import",
        }),
      ],
      unhandledErrors: [],
    });
    const p = readPlaywrightReport(playwright);
    const lines = summaryTail([...v.failed, ...p.failed], []);
    expect(lines).toEqual([
      'failed tests (5):',
      '  tests/integration/auth.test.ts › auth locks out after 20 (vitest integration-pglite)',
      '  tests/integration/ops.test.ts › (hook) ops (pglite): Hook timed out in 60000ms. (vitest integration-pglite)',
      "  tests/integration/broken.test.ts › (file) Error: Cannot find module './gone' (vitest integration-postgres)",
      '  tests/e2e/checkout.spec.ts › cart › raises quantity [chromium] (playwright)',
      '  tests/e2e/home.spec.ts › shows the hero [chromium] (flaky: passed on retry) (playwright)',
    ]);
  });

  it('[regression] counts a suite whose hook failed: its tests are only skipped', () => {
    const report = {
      files: [
        vitestFile({ failed: ['a fails'] }),
        vitestFile({ hookErrors: ['s1: Hook timed out', 's2: boom'] }),
        vitestFile({ error: 'SyntaxError' }),
      ],
      unhandledErrors: ['Error: late'],
    };
    expect(uncountedVitestFailures(report)).toBe(4);
  });

  it('names errors outside any test: an unhandled rejection, a spec that did not load', () => {
    const v = readVitestReport({ files: [], unhandledErrors: ['Error: boom\n  at x'] });
    const p = readPlaywrightReport({
      suites: [],
      errors: [{ message: 'SyntaxError: bad spec\nmore', location: { file: 'x.spec.ts' } }],
    } as unknown as JSONReport);
    expect(summaryTail([...v.failed, ...p.failed], [])).toEqual([
      'failed tests (2):',
      '  (run) › (unhandled) Error: boom (vitest)',
      '  x.spec.ts › (error) SyntaxError: bad spec (playwright)',
    ]);
  });

  it('lists the ten slowest files across Vitest and Playwright, slowest first', () => {
    const files = Array.from({ length: 12 }, (_, i) =>
      vitestFile({ file: `tests/integration/f${i}.test.ts`, seconds: i }),
    );
    const v = readVitestReport({ files, unhandledErrors: [] });
    const p = readPlaywrightReport(playwright);
    const lines = summaryTail([...v.failed, ...p.failed], [...v.times, ...p.times]);
    const slowest = lines.slice(lines.indexOf('slowest 10 files:'));
    expect(slowest).toEqual([
      'slowest 10 files:',
      // Both attempts of the retried test count: 4 s + 30 s + 31 s.
      '     65.0s  tests/e2e/checkout.spec.ts (playwright)',
      '     11.0s  tests/integration/f11.test.ts (vitest integration-pglite)',
      '     10.0s  tests/integration/f10.test.ts (vitest integration-pglite)',
      '      9.0s  tests/integration/f9.test.ts (vitest integration-pglite)',
      '      8.0s  tests/integration/f8.test.ts (vitest integration-pglite)',
      '      7.0s  tests/integration/f7.test.ts (vitest integration-pglite)',
      '      6.0s  tests/integration/f6.test.ts (vitest integration-pglite)',
      '      5.0s  tests/integration/f5.test.ts (vitest integration-pglite)',
      '      4.0s  tests/integration/f4.test.ts (vitest integration-pglite)',
      '      3.5s  tests/e2e/home.spec.ts (playwright)',
    ]);
  });

  it('prints no failure heading when nothing failed', () => {
    const p = readPlaywrightReport({
      suites: [
        {
          title: 'home.spec.ts',
          file: 'home.spec.ts',
          line: 0,
          column: 0,
          specs: [spec('shows the hero', pwTest('expected', 2_000, 1_500))],
        },
      ],
      errors: [],
    });
    expect(p.failed).toEqual([]);
    const lines = summaryTail(p.failed, p.times);
    expect(lines).toEqual(['slowest 1 files:', '      3.5s  tests/e2e/home.spec.ts (playwright)']);
  });
});
