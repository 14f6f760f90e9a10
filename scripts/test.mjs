// `npm test`: every check CI runs, in order, each reported; ends with the failed tests by
// name, the slowest 10 files, then the one line CI reads: `N passed, N failed` (with
// `, N skipped` when tests were skipped, e.g. no PostgreSQL server).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { readPlaywrightReport, readVitestReport, summaryTail, uncountedVitestFailures } =
  await tsImport('./test-report.ts', import.meta.url);
const { CHROMIUM_HEADLESS_SHELL } = await tsImport('../tests/support/chromium.ts', import.meta.url);

const root = process.cwd();
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];
/** Failed tests by name and file times, from every runner's report (scripts/test-report.ts). */
const failedTests = [];
const fileTimes = [];

function run(cmd, args, extraEnv = {}) {
  const t0 = Date.now();
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
    cwd: root,
  });
  return { ok: res.status === 0, seconds: ((Date.now() - t0) / 1000).toFixed(1) };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// The browser tests need Debian's Chromium headless shell, the custom-domain TLS test Debian's
// Caddy. As root `npm test` installs what is missing (as .ci/run does for the rest); otherwise
// it stops here, before any check, with the one command to run.
{
  // Debian package → the file it installs.
  const needed = { 'chromium-headless-shell': CHROMIUM_HEADLESS_SHELL, caddy: '/usr/bin/caddy' };
  const missing = Object.entries(needed)
    .filter(([, file]) => !existsSync(file))
    .map(([name]) => name);
  if (missing.length > 0) {
    const steps = [
      ['apt-get', ['update']],
      ['apt-get', ['install', '-y', ...missing]],
      // Each test starts its own Caddy; the package's service would hold its ports.
      ...(missing.includes('caddy') ? [['systemctl', ['disable', '--now', 'caddy'], true]] : []),
    ];
    const command = steps
      .map(([cmd, args, optional]) =>
        optional ? `(${cmd} ${args.join(' ')} || true)` : `${cmd} ${args.join(' ')}`,
      )
      .join(' && ');
    if (process.getuid?.() !== 0) {
      console.error(`npm test needs Debian's ${missing.join(' and ')}; install as root, then run npm test again:
  sudo sh -c '${command}'`);
      process.exit(1);
    }
    console.log(`\n== installing Debian's ${missing.join(' and ')}: ${command}`);
    for (const [cmd, args, optional] of steps) {
      const { ok } = run(cmd, args, { DEBIAN_FRONTEND: 'noninteractive' });
      if (!ok && !optional) {
        console.error(`\`${cmd} ${args.join(' ')}\` failed; run as root: ${command}`);
        process.exit(1);
      }
    }
  }
}

/**
 * Runs `checks` (each counting as one test) two at a time: each is one single-threaded process
 * (tsc, eslint, prettier, depcruise, knip, the build's bundler mostly), so two keep both cores
 * busy. A check's output is printed whole when it ends; the report keeps the list's order.
 * Answers each check's name → passed.
 */
async function checksTwoAtATime(checks) {
  const results = new Array(checks.length);
  let next = 0;
  async function worker() {
    while (next < checks.length) {
      const index = next++;
      const { name, cmd, args } = checks[index];
      const t0 = Date.now();
      const output = [];
      const code = await new Promise((resolve) => {
        const child = spawn(cmd, args, { cwd: root, env: process.env });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => (output.push(Buffer.from(String(error))), resolve(1)));
        child.on('close', (status) => resolve(status));
      });
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      console.log(`\n== ${name} (${seconds}s)`);
      process.stdout.write(Buffer.concat(output));
      results[index] = { name, ok: code === 0, seconds };
    }
  }
  await Promise.all([worker(), worker()]);
  const passed = {};
  for (const { name, ok, seconds } of results) {
    totals[ok ? 'passed' : 'failed'] += 1;
    report.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
    passed[name] = ok;
  }
  return passed;
}

// The static checks and the production build the browser tests run against; the longest first.
const checked = await checksTwoAtATime([
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'format', cmd: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  // TypeScript 7, the native compiler (`typescript-native`): the same diagnostics in a third
  // of the time. typescript-eslint keeps TypeScript 6 (`typescript`): 7 has no compiler API.
  {
    name: 'typecheck',
    cmd: process.execPath,
    args: [
      join(root, 'node_modules', 'typescript-native', 'bin', 'tsc'),
      '--noEmit',
      '-p',
      'tsconfig.json',
    ],
  },
  { name: 'build', cmd: bin('vite'), args: ['build', '--logLevel', 'warn'] },
  // Unused files, exports and dependencies (knip.jsonc): dead code fails the run.
  { name: 'unused code (knip)', cmd: bin('knip'), args: [] },
  {
    name: 'import boundaries',
    cmd: bin('depcruise'),
    args: [
      '--config',
      '.dependency-cruiser.cjs',
      'shared',
      'protocol',
      'storefront',
      'canvas',
      'editor',
      'dashboard',
      'server',
    ],
  },
]);

/**
 * Runs Vitest (`node` running its CLI with `args`) as one stage: counts its tests, names its
 * failures and, unless `withTimes` is false, adds its files to the slowest-files list.
 */
function vitestStage(label, node, args, withTimes = true) {
  console.log(`\n== ${label}`);
  const slug = label.replace(/\W+/g, '-');
  const out = join(tmp, `${slug}.json`);
  const files = join(tmp, `${slug}-files.json`);
  rmSync(out, { force: true });
  rmSync(files, { force: true });
  const { ok, seconds } = run(
    node,
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      ...args,
      '--reporter=json',
      '--reporter=./scripts/vitest-file-report.ts',
      `--outputFile.json=${out}`,
    ],
    { VITEST_FILE_REPORT: files },
  );
  const perFile = readJson(files);
  if (perFile) {
    const { failed, times } = readVitestReport(perFile);
    const suffix = label === 'vitest' ? '' : ` (${label})`;
    failedTests.push(...failed.map((f) => ({ ...f, runner: f.runner + suffix })));
    if (withTimes) fileTimes.push(...times);
  }
  const r = readJson(out);
  if (!r) {
    totals.failed += 1;
    report.push(`FAIL ${label}: no report (${seconds}s)`);
    return;
  }
  // A file that failed to load, or a suite whose hook failed, has no failed test to count:
  // count each as a failure (from the per-file report; without it, files with no results).
  const broken = perFile
    ? uncountedVitestFailures(perFile)
    : r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + broken;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  report.push(
    `${ok ? 'ok  ' : 'FAIL'} ${label}: ${r.numPassedTests} passed, ${r.numFailedTests + broken} failed, ${r.numPendingTests} skipped (${seconds}s)`,
  );
}

/** Runs Playwright with `args` and `env` as one stage: counts, failures by name, file times. */
function playwrightStage(label, args, env = {}) {
  console.log(`\n== ${label}`);
  const out = join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  rmSync(out, { force: true });
  const { ok, seconds } = run(bin('playwright'), ['test', ...args], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const r = readJson(out);
  if (!r?.stats) {
    totals.failed += 1;
    report.push(`FAIL ${label}: no report (${seconds}s)`);
    return;
  }
  const s = r.stats;
  // A spec that failed to load is an error of the run, not a test: count it as a failure.
  const loadErrors = (r.errors ?? []).length;
  // A test that passed only on its retry (CI retries once, for the trace) failed once: it
  // counts as failed, and is named below as flaky.
  const flaky = s.flaky ?? 0;
  totals.passed += s.expected;
  totals.failed += s.unexpected + flaky + loadErrors;
  totals.skipped += s.skipped;
  report.push(
    `${ok && flaky === 0 ? 'ok  ' : 'FAIL'} ${label}: ${s.expected} passed, ${s.unexpected + loadErrors} failed, ${flaky} flaky (failed once, passed on retry), ${s.skipped} skipped (${seconds}s)`,
  );
  const { failed, times } = readPlaywrightReport(r, label);
  failedTests.push(...failed);
  fileTimes.push(...times);
}

// The browser specs run against the production build (built with the checks above), on
// PostgreSQL when a server answers (the e2e server on a fresh database there), else on the
// embedded database (playwright.config.ts).
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const postgresReachable = await new Promise((resolve) => {
  const { hostname, port } = new URL(adminUrl);
  const socket = connect({ host: hostname, port: Number(port || 5432), timeout: 1500 });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
if (postgresReachable) process.env.E2E_POSTGRES_URL = adminUrl;
else {
  totals.skipped += 1;
  report.push(
    `skip browser specs on PostgreSQL (they run on the embedded database): no server answers at ${adminUrl}`,
  );
}

/**
 * Starts playwright.config.ts's e2e servers now, beside the Vitest stage, so the browser stage
 * finds them up: each boots a fresh database with the demo seed and the fixtures, which took
 * the browser stage about 45 s with a core mostly idle. Each server's output goes to
 * `.tmp/e2e-server-<port>.log`. Answers `ready()`: true once every server answers its health
 * URL (then Playwright reuses them), false when one stopped or never answered (then Playwright
 * starts its own and reports why), and `stop()`.
 */
async function startE2eServers() {
  const { default: config } = await tsImport('../playwright.config.ts', import.meta.url);
  const servers = config.webServer.map((server) => {
    const port = new URL(server.url).port;
    const logFile = join(tmp, `e2e-server-${port}.log`);
    const log = openSync(logFile, 'w');
    const child = spawn(server.command, {
      cwd: root,
      shell: true,
      detached: true,
      env: { ...process.env, ...server.env },
      stdio: ['ignore', log, log],
    });
    let exited = false;
    child.on('exit', () => (exited = true));
    // Node resolves `localhost` to either family; the servers listen on 127.0.0.1.
    const url = server.url.replace('//localhost:', '//127.0.0.1:');
    return { child, url, logFile, timeout: server.timeout, exited: () => exited };
  });
  const up = async (url) => {
    try {
      return (await fetch(url)).ok;
    } catch {
      return false;
    }
  };
  return {
    async ready() {
      for (const server of servers) {
        const deadline = Date.now() + server.timeout;
        while (!(await up(server.url))) {
          if (server.exited() || Date.now() > deadline) {
            const tail = readFileSync(server.logFile, 'utf8').split('\n').slice(-30).join('\n');
            console.error(`the e2e server at ${server.url} did not start:\n${tail}`);
            return false;
          }
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
      return true;
    },
    stop() {
      for (const { child } of servers) {
        try {
          // The shell and the server under it: their process group.
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    },
  };
}
const e2eServers = checked.build ? await startE2eServers() : undefined;
process.on('exit', () => e2eServers?.stop());
// Interrupted: the servers run in their own process groups, so they are stopped here.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    e2eServers?.stop();
    process.exit(130);
  });

// Unit and integration tests (PGlite and PostgreSQL) and the cluster, one Vitest run.
vitestStage('vitest', process.execPath, ['--reporter=default']);

// The storefront's first JS carries no zod (scripts/check-bundle.mjs reads the build's manifest).
if (checked.build) {
  console.log("\n== the storefront's first JS carries no zod");
  const { ok, seconds } = run(process.execPath, [join(root, 'scripts', 'check-bundle.mjs')]);
  totals[ok ? 'passed' : 'failed'] += 1;
  report.push(`${ok ? 'ok  ' : 'FAIL'} the storefront's first JS carries no zod (${seconds}s)`);
}

if (e2eServers) {
  const started = await e2eServers.ready();
  if (!started) e2eServers.stop();
  playwrightStage('playwright', [], started ? { E2E_SERVERS_STARTED: '1' } : {});
  e2eServers.stop();
}

// Unit and integration tests again on another Node (.ci/run passes Node 24 LTS's binary as
// TEST_ALSO_ON_NODE), counted in the same summary, so a break on a live LTS fails the run.
// Integration on the embedded database: what `npm start` runs by default, the whole server
// with PGlite's WebAssembly engine in the process; the `pg` driver is plain JavaScript.
if (process.env.TEST_ALSO_ON_NODE) {
  const node = process.env.TEST_ALSO_ON_NODE;
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim() || node;
  vitestStage(
    `vitest on Node ${version}`,
    node,
    ['--project', 'unit', '--project', 'integration-pglite'],
    false,
  );
}

// Every file's time, slowest first, for planning where the suite's minutes go.
writeFileSync(
  join(tmp, 'test-file-times.json'),
  JSON.stringify(
    [...fileTimes].sort((a, b) => b.seconds - a.seconds),
    null,
    1,
  ),
);

console.log('\n== Summary');
for (const line of report) console.log(line);
for (const line of summaryTail(failedTests, fileTimes)) console.log(line);
console.log(`wall time ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed === 0 ? 0 : 1);
