/**
 * The tail of `npm test`'s summary: which tests failed (file › title) and the slowest files,
 * from Vitest's per-file report (scripts/vitest-file-report.ts) and Playwright's JSON report.
 * Pure: reports in, lines out; scripts/test.mjs reads the files and prints the lines.
 */
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';

/** One Vitest test file as scripts/vitest-file-report.ts writes it. */
export interface VitestFileResult {
  /** The Vitest project, e.g. `integration-pglite`. */
  project: string;
  /** Path relative to the repository. */
  file: string;
  /** The file's whole time in its worker: environment, import, setup files, hooks and tests. */
  seconds: number;
  /** Of `seconds`, the time spent importing the file and running its suite callbacks. */
  importSeconds: number;
  /** Full names of the tests that failed. */
  failed: string[];
  /** Suites whose beforeAll/afterAll failed (their tests count as skipped): `name: error`. */
  hookErrors?: string[];
  /** Why the file failed outside any test and suite (it did not load), else absent. */
  error?: string;
}

export interface VitestFileReport {
  files: VitestFileResult[];
  /** Errors Vitest caught outside every test (unhandled rejections...). */
  unhandledErrors: string[];
}

/** A failed test, or a file or run that failed outside any test (`title` then says why). */
export interface FailedTest {
  runner: string;
  file: string;
  title: string;
}

/** A test file and how long it ran. */
export interface FileTime {
  runner: string;
  file: string;
  seconds: number;
}

/** Failures and file times of a Vitest run; `runner` reads `vitest <project>`. */
export function readVitestReport(report: VitestFileReport): {
  failed: FailedTest[];
  times: FileTime[];
} {
  const failed: FailedTest[] = [];
  const times: FileTime[] = [];
  for (const f of report.files) {
    const runner = `vitest ${f.project}`;
    times.push({ runner, file: f.file, seconds: f.seconds });
    for (const title of f.failed) failed.push({ runner, file: f.file, title });
    for (const h of f.hookErrors ?? []) {
      failed.push({ runner, file: f.file, title: `(hook) ${firstLine(h)}` });
    }
    if (f.error) failed.push({ runner, file: f.file, title: `(file) ${firstLine(f.error)}` });
  }
  for (const e of report.unhandledErrors) {
    failed.push({ runner: 'vitest', file: '(run)', title: `(unhandled) ${firstLine(e)}` });
  }
  return { failed, times };
}

/**
 * Failures of a Vitest run that no test result counts: files that did not load, suites whose
 * hook failed (their tests show as skipped), unhandled errors. `npm test` adds them to `failed`.
 */
export function uncountedVitestFailures(report: VitestFileReport): number {
  let n = report.unhandledErrors.length;
  for (const f of report.files) n += (f.error ? 1 : 0) + (f.hookErrors?.length ?? 0);
  return n;
}

/**
 * Failures and file times of a Playwright run. A file's time is the sum of its tests' attempts
 * (workers run files side by side, so these add up to more than the run's wall time).
 */
export function readPlaywrightReport(
  report: Pick<JSONReport, 'suites' | 'errors'>,
  runner = 'playwright',
): { failed: FailedTest[]; times: FileTime[] } {
  const failed: FailedTest[] = [];
  const ms = new Map<string, number>();
  const walk = (suite: JSONReportSuite, file: string, titles: string[]) => {
    for (const spec of suite.specs) {
      const title = [...titles, spec.title].join(' › ');
      for (const test of spec.tests) {
        for (const r of test.results) ms.set(file, (ms.get(file) ?? 0) + r.duration);
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const project = test.projectName ? ` [${test.projectName}]` : '';
          const flaky = test.status === 'flaky' ? ' (flaky: passed on retry)' : '';
          failed.push({ runner, file, title: `${title}${project}${flaky}` });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, file, [...titles, child.title]);
  };
  // Top-level suites are files (titled by their path); their children are describe blocks.
  for (const fileSuite of report.suites) {
    const file = `tests/e2e/${fileSuite.file}`;
    ms.set(file, ms.get(file) ?? 0);
    walk(fileSuite, file, []);
  }
  for (const e of report.errors) {
    const file = e.location?.file ? e.location.file : '(run)';
    failed.push({ runner, file, title: `(error) ${firstLine(e.message ?? '')}` });
  }
  const times = [...ms].map(([file, t]) => ({ runner, file, seconds: t / 1000 }));
  return { failed, times };
}

/**
 * The lines printed before `N passed, N failed`: every failure by name, then the `count`
 * slowest files across runners. Defaults to `10` files.
 */
export function summaryTail(failed: FailedTest[], times: FileTime[], count = 10): string[] {
  const lines: string[] = [];
  if (failed.length > 0) {
    lines.push(`failed tests (${failed.length}):`);
    for (const f of failed) lines.push(`  ${f.file} › ${f.title} (${f.runner})`);
  }
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  if (slowest.length > 0) {
    lines.push(`slowest ${slowest.length} files:`);
    for (const t of slowest) {
      lines.push(`  ${t.seconds.toFixed(1).padStart(7)}s  ${t.file} (${t.runner})`);
    }
  }
  return lines;
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0]?.trim() || 'error';
}
