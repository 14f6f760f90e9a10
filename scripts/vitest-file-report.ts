/**
 * A Vitest reporter for `npm test`'s summary: per test file its project, its whole time (import
 * and setup included, which Vitest's JSON report leaves out) and its failed tests, written as
 * JSON to `VITEST_FILE_REPORT` (scripts/test-report.ts reads it). Prints nothing.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';
import type { VitestFileReport, VitestFileResult } from './test-report';

export default class VitestFileReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>) {
    const out = process.env.VITEST_FILE_REPORT;
    if (!out) return;
    const report: VitestFileReport = {
      files: modules.map(toFileResult),
      unhandledErrors: unhandled.map((e) => e.stack ?? e.message),
    };
    writeFileSync(out, JSON.stringify(report));
  }
}

function toFileResult(module: TestModule): VitestFileResult {
  const d = module.diagnostic();
  const failed: string[] = [];
  for (const test of module.children.allTests()) {
    if (test.result().state === 'failed') failed.push(test.fullName);
  }
  // A failed beforeAll/afterAll fails its suite and leaves its tests skipped: name the suite.
  const hookErrors: string[] = [];
  for (const suite of module.children.allSuites()) {
    const e = suite.errors()[0];
    if (e) hookErrors.push(`${suite.fullName}: ${e.message ?? 'error'}`);
  }
  const error = module.errors()[0];
  return {
    project: module.project.name,
    file: module.relativeModuleId,
    seconds:
      (d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration) /
        1000 +
      d.duration / 1000,
    importSeconds: d.collectDuration / 1000,
    failed,
    hookErrors,
    ...(error ? { error: error.stack ?? error.message } : {}),
  };
}
