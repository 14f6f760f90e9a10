/**
 * The parts of `npm run cluster` (issue 15), shared with its test (tests/cluster/): the
 * Caddyfile that balances over the app processes, an app process (spawn, wait for `/ready`,
 * SIGTERM and wait, kill -9) and Caddy itself. Everything listens on 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';

/** How often Caddy asks each process's `GET /ready`. */
export const HEALTH_INTERVAL_MS = 500;
/**
 * How long a process told to stop keeps serving while its `/ready` answers 503: three health
 * checks, so Caddy has stopped sending it requests before it closes any connection.
 */
export const DRAIN_DELAY_MS = 3 * HEALTH_INTERVAL_MS;

export const CADDY_PATHS = ['/usr/bin/caddy', '/usr/local/bin/caddy'];
/** Debian's Caddy (or one on the PATH at /usr/local/bin), or undefined. */
export const findCaddy = (): string | undefined => CADDY_PATHS.find((p) => existsSync(p));

export interface CaddyfileOptions {
  /** Where Caddy listens: plain HTTP, every host name (the app routes by Host). */
  port: number;
  /** The app processes, each on 127.0.0.1. */
  appPorts: number[];
  /** Caddy's own files (it keeps none that matter here: no certificates, no admin API). */
  storageDir: string;
  healthIntervalMs?: number;
}

/**
 * Caddy in front of the app processes. Each request goes to the process with the fewest
 * requests in flight among those whose `/ready` answered 200 at the last check; a process
 * that stops answering is skipped. Not round robin: Caddy 2.6's round robin advances one
 * counter that concurrent requests share, so with one process out (a rolling restart) a
 * request could be handed the one that is out twice and answered "no upstreams available"
 * (503) at once, a POST never retried (fixed in Caddy 2.7.5; Debian ships 2.6). A
 * request whose process cannot be dialled (stopped, killed) is sent to another within
 * `lb_try_duration`. Once a request was sent, only a GET is retried (Caddy's default): a POST
 * may have been acted on, and Caddy 2.6 cannot send a request body twice (a retried checkout
 * arrived empty and counted against the healthy process). A checkout carries an idempotency
 * key the storefront keeps for the shopper's next try, so that retry places one order. The
 * health check waits 5 s for `/ready`: a process saturated by requests answers late but is
 * alive, and taking it out only moves its load. No passive health check: Caddy 2.6 counts any
 * one failed request (a client hanging up included) against a process for `fail_duration`, and
 * with the other process draining that left none in rotation, so checkouts got 503; a process
 * that is gone refuses the dial, and that request goes to another at once. Idle connections to the app are dropped after 30 s,
 * before the app's own keep-alive timeout (72 s), so Caddy never sends on one the app closed.
 * The request's Host header (with its port) reaches the app unchanged, which routes stores by
 * it; Caddy sets X-Forwarded-For to the client's address, which the app believes from
 * 127.0.0.1 (`TRUST_PROXY`), so rate limits count per shopper.
 */
export function clusterCaddyfile(options: CaddyfileOptions): string {
  const interval = options.healthIntervalMs ?? HEALTH_INTERVAL_MS;
  const upstreams = options.appPorts.map((port) => `127.0.0.1:${port}`).join(' ');
  return `# Written by scripts/cluster (npm run cluster, tests/cluster); regenerated at every start.
{
	admin off
	auto_https off
	storage file_system ${options.storageDir}
}

http://:${options.port} {
	reverse_proxy ${upstreams} {
		lb_policy least_conn
		lb_try_duration 5s
		lb_try_interval 100ms
		health_uri /ready
		health_interval ${interval}ms
		health_timeout 5s
		transport http {
			dial_timeout 1s
			keepalive 30s
		}
	}
}
`;
}

/** Answers whether something accepts TCP connections on 127.0.0.1:`port`. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The status of `GET http://127.0.0.1:port{path}` (0 when nothing answers). */
export function httpStatus(port: number, path: string, timeoutMs = 2000): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent: false, timeout: timeoutMs },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A GET's body on loopback (with `headers`), or '' when it fails or is not a 200. */
function httpText(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  timeoutMs = 2000,
): Promise<string> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers, agent: false, timeout: timeoutMs },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(res.statusCode === 200 ? body : ''));
        res.on('error', () => resolve(''));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(''));
    req.end();
  });
}

/**
 * `env` with a METRICS_TOKEN: its own, or a new random one. The processes trust Caddy
 * (TRUST_PROXY), so `/metrics` answers only to that token (issue 24): through Caddy every
 * visitor is a loopback client.
 */
export function withMetricsToken(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv & {
  METRICS_TOKEN: string;
} {
  return { ...env, METRICS_TOKEN: env.METRICS_TOKEN || randomBytes(24).toString('base64url') };
}

/** A process's `GET /metrics` text, read with the cluster's token; '' when it does not answer. */
export function metricsText(port: number, token: string, timeoutMs = 2000): Promise<string> {
  return httpText(port, '/metrics', { authorization: `Bearer ${token}` }, timeoutMs);
}

/** How many times the process has answered `GET /ready` with 200 (its own /metrics). */
async function readyAnswers(port: number, token: string): Promise<number> {
  const text = await metricsText(port, token);
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('http_requests_total{') &&
        l.includes('route="/ready"') &&
        l.includes('status="200"'),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** Collects a child's output by lines, prefixed, for a sink (the terminal, a test's buffer). */
function forwardLines(child: ChildProcess, prefix: string, sink: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) sink(`${prefix}${line}`);
    });
    stream?.on('end', () => {
      if (rest) sink(`${prefix}${rest}`);
    });
  }
}

export interface AppProcessOptions {
  /** The repository (where server/main.ts and node_modules are). */
  root: string;
  port: number;
  /**
   * The environment of the process; PORT, HOST and the cluster's settings are added. It must
   * hold METRICS_TOKEN (`withMetricsToken`): the rolling restart reads each process's /metrics.
   */
  env: NodeJS.ProcessEnv;
  /** Receives each line the process writes, prefixed with its port. */
  output: (line: string) => void;
  /** Hears of each exit; `expected` when stop() or kill() asked for it. */
  onExit?: (exit: { code: number | null; signal: string | null; expected: boolean }) => void;
}

/**
 * The cluster's settings for an app process behind Caddy on this machine: listen on loopback
 * only, believe X-Forwarded-For from Caddy (127.0.0.1), drain for `DRAIN_DELAY_MS` on SIGTERM.
 * With TRUST_PROXY set, `/metrics` answers only to METRICS_TOKEN (the caller's env has it).
 */
export function clusterAppEnv(env: NodeJS.ProcessEnv, port: number): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
  };
}

/** One app process (server/main.ts through tsx), started and stopped on demand. */
export class AppProcess {
  child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  /** stop() or kill() was called on the running process. */
  private ending = false;

  constructor(readonly options: AppProcessOptions) {
    if (!options.env.METRICS_TOKEN) {
      throw new Error('a cluster process needs METRICS_TOKEN in its env (withMetricsToken)');
    }
  }

  /** The process's METRICS_TOKEN, for reading its `/metrics`. */
  get metricsToken(): string {
    return this.options.env.METRICS_TOKEN!;
  }

  get port(): number {
    return this.options.port;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Whether the process is running (started and not exited). */
  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Spawns the process. */
  start(): void {
    if (this.running) throw new Error(`app on ${this.port} is already running`);
    const { root, port, env, output, onExit } = this.options;
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
      cwd: root,
      env: clusterAppEnv(env, port),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a Ctrl+C in the terminal reaches the cluster script, which
      // stops the processes in order, not every process at once.
      detached: true,
    });
    forwardLines(child, `[app ${port}] `, output);
    this.child = child;
    this.ending = false;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        onExit?.({ code, signal, expected: this.ending });
        resolve(code);
      });
    });
  }

  /** Waits until `GET /ready` answers 200; throws when the process exits or time runs out. */
  async waitReady(timeoutMs = 120_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!this.running) throw new Error(`app on ${this.port} exited before it was ready`);
      if ((await httpStatus(this.port, '/ready')) === 200) return;
      await sleep(100);
    }
    throw new Error(`app on ${this.port} was not ready within ${timeoutMs} ms`);
  }

  /**
   * After `waitReady`: waits until the balancer's own health check has had a 200 from this
   * process (its /ready count grows past ours), i.e. Caddy routes to it again. A loaded
   * machine can take longer than a couple of check intervals for that; falls back to
   * `timeoutMs`.
   */
  async waitBalancerCheck(timeoutMs = 15_000): Promise<boolean> {
    const base = await readyAnswers(this.port, this.metricsToken);
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      await sleep(100);
      if ((await readyAnswers(this.port, this.metricsToken)) > base) return true;
    }
    return false;
  }

  /** Sends `signal` (SIGTERM: drain and exit) and waits for the exit; answers the exit code. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 60_000): Promise<number | null> {
    if (!this.running) return this.child?.exitCode ?? null;
    this.ending = true;
    this.child?.kill(signal);
    const code = await Promise.race([this.exited, sleep(timeoutMs).then(() => 'timeout' as const)]);
    if (code === 'timeout') {
      this.child?.kill('SIGKILL');
      await this.exited;
      throw new Error(`app on ${this.port} did not exit within ${timeoutMs} ms of ${signal}`);
    }
    return code;
  }

  /** kill -9: no drain, no cleanup; waits until the process is gone. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.ending = true;
    this.child?.kill('SIGKILL');
    await this.exited;
  }
}

/**
 * Restarts the processes one at a time: SIGTERM (the process drains), start it again, wait
 * for `/ready` and for Caddy's next health check to pass on it (so Caddy routes to it again)
 * before the next stops.
 */
export async function rollingRestart(apps: AppProcess[], log: (line: string) => void) {
  for (const app of apps) {
    log(`restarting the app on ${app.port}…`);
    await app.stop('SIGTERM');
    app.start();
    await app.waitReady();
    if (!(await app.waitBalancerCheck())) {
      log(`no balancer health check reached the app on ${app.port} yet; going on`);
    }
    // Caddy marks it healthy as the check's answer arrives: a moment for that to land.
    await sleep(HEALTH_INTERVAL_MS / 5);
  }
}

export interface CaddyOptions {
  bin: string;
  /** The Caddyfile's path. */
  config: string;
  /** Caddy's home for this run (config and data directories). */
  dir: string;
  port: number;
  output: (line: string) => void;
}

/** Starts Caddy on `config` and waits until it listens on `port`. */
export async function startCaddy(options: CaddyOptions): Promise<ChildProcess> {
  mkdirSync(options.dir, { recursive: true });
  const caddy = spawn(options.bin, ['run', '--config', options.config, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: options.dir,
      XDG_CONFIG_HOME: join(options.dir, 'config'),
      XDG_DATA_HOME: join(options.dir, 'data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  forwardLines(caddy, '[caddy] ', options.output);
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (caddy.exitCode !== null) throw new Error(`Caddy exited with code ${caddy.exitCode}`);
    if (await portOpen(options.port)) return caddy;
    await sleep(100);
  }
  caddy.kill('SIGKILL');
  throw new Error(`Caddy did not listen on ${options.port} within 15 s`);
}

/** Stops a child (SIGTERM, SIGKILL after `timeoutMs`) and waits for its exit. */
export async function stopChild(child: ChildProcess | undefined, timeoutMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const done = await Promise.race([exited.then(() => true), sleep(timeoutMs).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await exited;
  }
}
