/**
 * Starts the real server (`scripts/start.mjs`) on a fresh data directory for a benchmark.
 * `apiOnly`: runs `server/main.ts` without building the browser bundles first (an API bench
 * needs none, and a build per run would cost minutes). `BENCH_SERVER_NODE_ARGS` (space
 * separated, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) goes to the server's Node.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchServer {
  port: number;
  /** The server's process id (its CPU time is in /proc/<pid>/stat). */
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startBenchServer(
  port: number,
  env: Record<string, string> = {},
  options: { apiOnly?: boolean } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-bench-'));
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [
    ...nodeArgs,
    ...(options.apiOnly ? ['--import', 'tsx', 'server/main.ts'] : ['scripts/start.mjs']),
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...(options.apiOnly ? { NODE_ENV: 'production' } : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('bench server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    pid: child.pid!,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
