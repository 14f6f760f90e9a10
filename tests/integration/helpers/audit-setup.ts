/**
 * Vitest setup of the integration projects: a test fails when the app sent a statement that
 * breaks the query audit while it ran (helpers/query-audit.ts). `QUERY_AUDIT=report` writes
 * the findings to .tmp/query-audit.jsonl instead (for surveying, never in CI).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { afterEach, expect } from 'vitest';
import { takeAuditFindings } from './query-audit';

afterEach(() => {
  const findings = takeAuditFindings();
  if (findings.length === 0) return;
  if (process.env.QUERY_AUDIT === 'report') {
    mkdirSync('.tmp', { recursive: true });
    const test = expect.getState().currentTestName;
    for (const f of findings) {
      appendFileSync('.tmp/query-audit.jsonl', `${JSON.stringify({ test, ...f })}\n`);
    }
    return;
  }
  const lines = findings.map((f) => `- ${f.why}:\n  ${f.sql.replace(/\s+/g, ' ').slice(0, 600)}`);
  throw new Error(
    `Query audit: ${findings.length} statement(s) on store-distributed tables do not name the store ` +
      `(tests/integration/helpers/query-audit.ts):\n${lines.join('\n')}`,
  );
});
