/**
 * Benchmark: `npm start` time to first page. Starts `scripts/start.mjs` on an empty data
 * directory (cold: initdb, migrations, demo seed) and again on the same directory (warm), and
 * reports when the dashboard and the demo store first answer 200.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';

const PORT = Number(process.env.BENCH_PORT ?? 3988);

function get(host: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: PORT, path: '/', headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function startOnce(dataDir: string): Promise<{ dashboardMs: number; storeMs: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  let dashboardMs = 0;
  let storeMs = 0;
  try {
    const deadline = t0 + 120_000;
    while (performance.now() < deadline && (!dashboardMs || !storeMs)) {
      if (!dashboardMs && (await get(`localhost:${PORT}`)) === 200)
        dashboardMs = performance.now() - t0;
      if (!storeMs && (await get(`demo.localhost:${PORT}`)) === 200)
        storeMs = performance.now() - t0;
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
  if (!dashboardMs || !storeMs) throw new Error('server did not answer within 120 s');
  return { dashboardMs, storeMs };
}

export async function benchColdStart(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-bench-'));
  try {
    const cold = await startOnce(dataDir);
    const warm = await startOnce(dataDir);
    console.log('npm start, time to first page (bundles already built):');
    console.log(
      `  cold (empty data dir: initdb + migrations + demo seed): dashboard ${cold.dashboardMs.toFixed(0)} ms, demo store ${cold.storeMs.toFixed(0)} ms`,
    );
    console.log(
      `  warm (existing data dir):                               dashboard ${warm.dashboardMs.toFixed(0)} ms, demo store ${warm.storeMs.toFixed(0)} ms`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
