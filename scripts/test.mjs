// `npm test`: every check CI runs, in order, each reported; ends with the one line CI reads:
// `N passed, N failed` (with `, N skipped` when tests were skipped, e.g. no PostgreSQL server).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const root = process.cwd();
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];

function run(cmd, args, extraEnv = {}) {
  const t0 = Date.now();
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
    cwd: root,
  });
  return { ok: res.status === 0, seconds: ((Date.now() - t0) / 1000).toFixed(1) };
}

/** A check that counts as one test: typecheck, lint, format, boundaries, build. */
function check(name, cmd, args) {
  console.log(`\n== ${name}`);
  const { ok, seconds } = run(cmd, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  report.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('lint', bin('eslint'), ['.', '--max-warnings', '0']);
check('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
check('import boundaries', bin('depcruise'), [
  '--config',
  '.dependency-cruiser.cjs',
  'shared',
  'protocol',
  'storefront',
  'canvas',
  'editor',
  'dashboard',
  'server',
]);

// Unit and integration tests (PGlite and PostgreSQL), one Vitest run.
{
  console.log('\n== unit and integration tests (vitest)');
  const out = join(tmp, 'vitest.json');
  rmSync(out, { force: true });
  const { ok, seconds } = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ]);
  const r = readJson(out);
  if (r) {
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    // A file that failed to load has no tests to count: count it as a failure.
    const broken = r.testResults.filter(
      (f) => f.status === 'failed' && f.assertionResults.length === 0,
    ).length;
    totals.failed += broken;
    report.push(
      `${ok ? 'ok  ' : 'FAIL'} vitest: ${r.numPassedTests} passed, ${r.numFailedTests + broken} failed, ${r.numPendingTests} skipped (${seconds}s)`,
    );
  } else {
    totals.failed += 1;
    report.push(`FAIL vitest: no report (${seconds}s)`);
  }
}

// Browser tests against a production build.
if (check('build', bin('vite'), ['build', '--logLevel', 'warn'])) {
  console.log('\n== browser tests (playwright, Chromium)');
  if (!existsSync('/usr/bin/chromium')) {
    totals.failed += 1;
    report.push('FAIL playwright: /usr/bin/chromium is missing (apt-get install -y chromium)');
  } else {
    const out = join(tmp, 'playwright.json');
    rmSync(out, { force: true });
    const { ok, seconds } = run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    const r = readJson(out);
    if (r?.stats) {
      const s = r.stats;
      totals.passed += s.expected + (s.flaky ?? 0);
      totals.failed += s.unexpected;
      totals.skipped += s.skipped;
      const loadErrors = (r.errors ?? []).length;
      totals.failed += loadErrors;
      report.push(
        `${ok ? 'ok  ' : 'FAIL'} playwright: ${s.expected} passed, ${s.unexpected + loadErrors} failed, ${s.flaky ?? 0} flaky, ${s.skipped} skipped (${seconds}s)`,
      );
    } else {
      totals.failed += 1;
      report.push(`FAIL playwright: no report (${seconds}s)`);
    }
  }
}

// The XSS corpus again with the server on PostgreSQL (the other browser tests run on the
// embedded database): the same payloads must be stored and rendered safely on both.
{
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const reachable = await new Promise((resolve) => {
    const { hostname, port } = new URL(adminUrl);
    const socket = connect({ host: hostname, port: Number(port || 5432), timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
  if (!existsSync(join(root, 'dist', 'client')) || !existsSync('/usr/bin/chromium')) {
    report.push('skip XSS corpus on PostgreSQL: no build or no Chromium (see above)');
  } else if (!reachable) {
    totals.skipped += 1;
    report.push(`skip XSS corpus on PostgreSQL: no server answers at ${adminUrl}`);
  } else {
    console.log('\n== browser tests: XSS corpus on PostgreSQL');
    const out = join(tmp, 'playwright-xss-postgres.json');
    rmSync(out, { force: true });
    const { ok, seconds } = run(bin('playwright'), ['test', 'tests/e2e/xss.spec.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      E2E_PORT: '3997',
      E2E_DATABASE_URL: adminUrl,
      E2E_DATA_DIR: '.tmp/e2e-data-postgres',
    });
    const r = readJson(out);
    if (r?.stats) {
      totals.passed += r.stats.expected + (r.stats.flaky ?? 0);
      totals.failed += r.stats.unexpected + (r.errors ?? []).length;
      report.push(
        `${ok ? 'ok  ' : 'FAIL'} XSS corpus on PostgreSQL: ${r.stats.expected} passed, ${r.stats.unexpected} failed (${seconds}s)`,
      );
    } else {
      totals.failed += 1;
      report.push(`FAIL XSS corpus on PostgreSQL: no report (${seconds}s)`);
    }
  }
}

console.log('\n== Summary');
for (const line of report) console.log(line);
console.log(`wall time ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed === 0 ? 0 : 1);
