/**
 * A spec's own server with a movable clock (TEST_CLOCK=1; `POST /api/internal/test-clock`),
 * for flows that pass days (a trial, a paid period and its grace). Moving the shared e2e
 * server's clock would expire every other spec's sessions, so such a spec starts this one:
 * the same e2e-server.ts (fresh embedded database, demo store, fixtures, loopback mailbox)
 * on its own port and data directory, with the billing job running every second. A spec
 * needing another configuration than the shared server's starts one too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { E2E_PORT, e2eServerBaseEnv } from '../../playwright.config';

export interface ClockServer {
  baseURL: string;
  port: number;
  dataDir: string;
  /** Moves the server's clock forward; answers the server's new now. */
  advance(ms: number): Promise<Date>;
  stop(): Promise<void>;
}

/**
 * Starts the server on `E2E_PORT + offset`; `env` changes its configuration (a spec that
 * needs another setup than the shared server's, e.g. no platform bank account).
 */
export async function startClockServer(
  offset = 1000,
  env: Record<string, string> = {},
): Promise<ClockServer> {
  const port = E2E_PORT + offset;
  const dataDir = `.tmp/e2e-clock-${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/e2e/e2e-server.ts'],
    {
      env: {
        ...process.env,
        ...e2eServerBaseEnv(port, dataDir),
        TEST_CLOCK: '1',
        BILLING_JOB_INTERVAL_MS: '1000',
        // Its own DNS port: nothing here resolves custom domains.
        DNS_SERVERS: `127.0.0.1:${port}`,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`clock server exited: ${stderr.slice(-2000)}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`clock server did not start: ${stderr.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseURL,
    port,
    dataDir,
    async advance(ms) {
      const res = await fetch(`${baseURL}/api/internal/test-clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: ms }),
      });
      if (!res.ok) throw new Error(`test-clock answered ${res.status}`);
      return new Date(((await res.json()) as { now: string }).now);
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
