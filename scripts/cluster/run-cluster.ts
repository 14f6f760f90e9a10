/**
 * `npm run cluster` (scripts/cluster.mjs checks DATABASE_URL and builds the bundles first):
 * CLUSTER_PROCESSES app processes (default 2) on 127.0.0.1, ports PORT+1…PORT+N, behind
 * Debian's Caddy on PORT (default 3000), all on DATABASE_URL and REDIS_URL (default
 * redis://127.0.0.1:6379). The first process migrates and seeds before the others start (both
 * are also guarded by advisory locks). A process that exits on its own is started again;
 * SIGHUP restarts them one at a time (each drains first); Ctrl+C or SIGTERM stops Caddy, then
 * every process (each drains), and exits. The processes trust Caddy (TRUST_PROXY), so their
 * `/metrics` answer only to METRICS_TOKEN: the environment's, or one made for this run and
 * printed with the command that reads it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import {
  AppProcess,
  DRAIN_DELAY_MS,
  clusterCaddyfile,
  findCaddy,
  portOpen,
  withMetricsToken,
  rollingRestart,
  startCaddy,
  stopChild,
} from './cluster-parts';

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function intVariable(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    fail(`${name} must be a whole number from 1 to ${max} (got ${JSON.stringify(raw)})`);
  }
  return value;
}

export interface ClusterSettings {
  port: number;
  count: number;
  redisUrl: string;
  caddyBin: string;
  appPorts: number[];
}

/** Reads and checks the cluster's variables (before any build): exits with a message when wrong. */
export async function readClusterSettings(env = process.env): Promise<ClusterSettings> {
  const port = intVariable(env, 'PORT', 3000, 65535 - 64);
  const count = intVariable(env, 'CLUSTER_PROCESSES', 2, 32);
  const redisUrl = env.REDIS_URL || DEFAULT_REDIS_URL;
  const caddyBin = findCaddy();
  if (!caddyBin) fail('Caddy is not installed: apt-get install -y caddy');
  // Every process must open the payment secrets any other sealed (server/payments/).
  if (!/^[0-9a-fA-F]{64}$/.test((env.PAYMENTS_ENCRYPTION_KEY ?? '').trim())) {
    fail(
      'PAYMENTS_ENCRYPTION_KEY must be set for the cluster, to 64 hex characters every process shares: generate one with `openssl rand -hex 32` and keep it (payment secrets sealed with it cannot be read without it)',
    );
  }
  const appPorts = Array.from({ length: count }, (_, i) => port + 1 + i);
  for (const p of [port, ...appPorts]) {
    if (await portOpen(p)) fail(`port ${p} is in use (the cluster uses PORT and PORT+1…PORT+N)`);
  }
  return { port, count, redisUrl, caddyBin, appPorts };
}

export async function runCluster(
  settings: ClusterSettings,
  env = process.env,
  root = process.cwd(),
): Promise<void> {
  const { port, count, redisUrl, caddyBin, appPorts } = settings;
  const host = (env.PRODUCT_HOST ?? 'localhost').toLowerCase().replace(/:\d+$/, '');
  const url = (h: string) => `http://${h}${port === 80 ? '' : `:${port}`}`;
  // Links in emails lead to Caddy's address, not to the port of the process that sent them.
  const processEnv = withMetricsToken({
    ...env,
    REDIS_URL: redisUrl,
    PUBLIC_URL: env.PUBLIC_URL || url(host),
  });
  const tokenMade = !env.METRICS_TOKEN;
  const redisPort = Number(new URL(redisUrl).port || 6379);
  const redisHost = new URL(redisUrl).hostname;
  if (['127.0.0.1', 'localhost'].includes(redisHost) && !(await portOpen(redisPort))) {
    console.warn(
      `Nothing answers at ${redisUrl}: each process will count rate limits alone until it does.`,
    );
  }

  const dir = join(root, '.tmp', 'cluster');
  mkdirSync(dir, { recursive: true });
  const caddyfile = join(dir, 'Caddyfile');
  writeFileSync(caddyfile, clusterCaddyfile({ port, appPorts, storageDir: join(dir, 'caddy') }));

  let stopping = false;
  const apps: AppProcess[] = appPorts.map(
    (appPort) =>
      new AppProcess({
        root,
        port: appPort,
        env: processEnv,
        output: (line) => console.log(line),
        onExit: ({ code, signal, expected }) => {
          if (stopping || expected) return;
          console.error(
            `The app on ${appPort} exited (${signal ?? `code ${code}`}); starting it again in 1 s.`,
          );
          setTimeout(() => {
            if (!stopping && !app(appPort).running) app(appPort).start();
          }, 1000).unref();
        },
      }),
  );
  const app = (appPort: number) => apps.find((a) => a.port === appPort)!;
  let caddy: ChildProcess | undefined;

  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: Caddy first, then each process (they drain).');
    await stopChild(caddy);
    await Promise.all(apps.map((a) => a.stop('SIGTERM').catch(() => a.kill())));
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  try {
    // The first process applies the migrations and seeds an empty database; then the others.
    const [first, ...rest] = apps;
    first!.start();
    await first!.waitReady();
    for (const a of rest) a.start();
    await Promise.all(rest.map((a) => a.waitReady()));
    caddy = await startCaddy({
      bin: caddyBin,
      config: caddyfile,
      dir: join(dir, 'caddy'),
      port,
      output: (line) => console.log(line),
    });
  } catch (error) {
    console.error(`The cluster did not start: ${(error as Error).message}`);
    await shutdown(1);
    return;
  }
  caddy.once('exit', (code) => {
    if (stopping) return;
    console.error(`Caddy exited (code ${code}); stopping the cluster.`);
    void shutdown(1);
  });

  let restarting = false;
  process.on('SIGHUP', () => {
    if (restarting || stopping) return;
    restarting = true;
    rollingRestart(apps, (line) => console.log(line))
      .then(() => console.log('Rolling restart done.'))
      .catch((error: unknown) => console.error(`Rolling restart failed: ${String(error)}`))
      .finally(() => {
        restarting = false;
      });
  });

  console.log(
    [
      `Store Builder cluster is up: ${count} processes behind Caddy (${caddyBin})`,
      `  Dashboard:  ${url(host)}`,
      `  Demo store: ${url(`demo.${host}`)}`,
      `  Processes:  ${appPorts.map((p) => `127.0.0.1:${p}`).join(', ')} (each has /ready and /metrics)`,
      `  Metrics:    curl -H 'Authorization: Bearer ${processEnv.METRICS_TOKEN}' http://127.0.0.1:${appPorts[0]}/metrics${tokenMade ? ' (METRICS_TOKEN unset: this token was made for this run)' : ''}`,
      `  Database:   ${redactUrl(env.DATABASE_URL ?? '')}`,
      `  Redis:      ${redactUrl(redisUrl)}${env.REDIS_URL ? '' : ' (REDIS_URL unset: the default)'}`,
      `  Caddyfile:  ${caddyfile}`,
      `SIGTERM drains a process for ${DRAIN_DELAY_MS} ms. kill -HUP ${process.pid} restarts them one at a time; Ctrl+C stops everything.`,
    ].join('\n'),
  );
}

/** A URL without its password, for the terminal. */
function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return raw;
  }
}
