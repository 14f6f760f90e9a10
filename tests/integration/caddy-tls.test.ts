/**
 * Custom domains behind a real TLS proxy (issue 12): Debian's Caddy with `local_certs` (its own
 * internal CA) and on-demand TLS whose `ask` is the app's `/api/internal/tls-ask`, in front of
 * the app listening on loopback, with a DNS server on loopback holding the merchant's records.
 * Before verification a TLS handshake for the name fails (Caddy asked, the app said no); after
 * it, `curl --resolve shop.example.test:<port>:127.0.0.1 --cacert <Caddy's root>` gets the
 * store's home page over HTTPS, and that request marks the domain active. Removing the domain
 * stops the store answering on it. Skipped, with the reason printed, only where `caddy` is not
 * installed (`.ci/run` installs it).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type LoopbackDnsServer } from '../support/dns-server';
import {
  createStore,
  createTestApp,
  dbKind,
  signUpMerchant,
  skipReason,
  type TestApp,
  type TestClient,
} from './helpers/test-app';
import { freePort } from '../support/free-port';
import { useTempDir } from './helpers/temp-dir';

const CADDY = ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((p) => existsSync(p));
const why = skipReason() || (CADDY ? '' : 'caddy is not installed (apt-get install caddy)');
if (why && !skipReason()) console.warn(`[caddy-tls] skipped: ${why}`);

const DOMAIN = 'shop.example.test';
const TARGET = 'stores.localhost';

async function waitForPort(port: number, ms: number, gone: () => boolean): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until && !gone()) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port} after ${ms} ms`);
}

interface Curl {
  code: number;
  status: number;
  body: string;
  stderr: string;
}

describe.skipIf(why)(`custom domain over on-demand TLS through Caddy (${dbKind})`, () => {
  let t: TestApp;
  let dns: LoopbackDnsServer;
  let caddy: ChildProcess | undefined;
  let caddyLog = '';
  const dir = useTempDir('sb-caddy-');
  let httpsPort: number;
  let owner: TestClient;
  let storeId: string;

  beforeAll(async () => {
    dns = await startDnsServer();
    t = await createTestApp({
      DNS_SERVERS: dns.address,
      DNS_TIMEOUT_MS: '500',
      // Caddy on loopback is the trusted hop: its X-Forwarded-Proto says https.
      TRUST_PROXY: '127.0.0.1',
    });
    const appPort = await freePort();
    await t.app.listen({ port: appPort, host: '127.0.0.1' });
    owner = (await signUpMerchant(t.app)).client;
    storeId = await createStore(owner, 'caddy-shop', 'Caddy Shop');

    httpsPort = await freePort();
    const httpPort = await freePort();
    const caddyfile = `{
	admin off
	local_certs
	skip_install_trust
	storage file_system ${join(dir.path, 'storage')}
	http_port ${httpPort}
	https_port ${httpsPort}
	on_demand_tls {
		ask http://127.0.0.1:${appPort}/api/internal/tls-ask
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy 127.0.0.1:${appPort}
}
`;
    writeFileSync(join(dir.path, 'Caddyfile'), caddyfile);
    caddy = spawn(
      CADDY ?? 'caddy',
      ['run', '--config', join(dir.path, 'Caddyfile'), '--adapter', 'caddyfile'],
      {
        env: {
          ...process.env,
          HOME: dir.path,
          XDG_CONFIG_HOME: join(dir.path, 'config'),
          XDG_DATA_HOME: join(dir.path, 'data'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    caddy.stdout?.on('data', (d: Buffer) => (caddyLog += d.toString()));
    caddy.stderr?.on('data', (d: Buffer) => (caddyLog += d.toString()));
    try {
      await waitForPort(httpsPort, 15_000, () => caddy?.exitCode !== null);
    } catch (error) {
      throw new Error(`Caddy did not start: ${String(error)}\n${caddyLog}`, { cause: error });
    }
  });

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((r) => caddy?.once('exit', r));
      caddy.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    }
    await t?.close();
    await dns?.close();
  });

  const curl = (host: string, path = '/') =>
    new Promise<Curl>((resolve) => {
      execFile(
        'curl',
        [
          '--silent',
          '--show-error',
          '--max-time',
          '15',
          '--resolve',
          `${host}:${httpsPort}:127.0.0.1`,
          '--cacert',
          join(dir.path, 'storage', 'pki', 'authorities', 'local', 'root.crt'),
          '--write-out',
          '\n%{http_code}',
          `https://${host}:${httpsPort}${path}`,
        ],
        { encoding: 'utf8' },
        (error, stdout, stderr) => {
          const at = stdout.lastIndexOf('\n');
          resolve({
            code: error ? Number((error as { code?: number }).code ?? 1) : 0,
            status: Number(stdout.slice(at + 1)) || 0,
            body: stdout.slice(0, Math.max(0, at)),
            stderr,
          });
        },
      );
    });
  const status = async () =>
    (await owner.get(`/api/dashboard/store/domain-status?storeId=${storeId}`)).json<{
      status: string;
      activeAt: string | null;
    }>();

  it('serves a store subdomain over HTTPS (the ask says yes)', async () => {
    const res = await curl('caddy-shop.localhost');
    expect(res.code, `${res.stderr}\n${caddyLog}`).toBe(0);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Caddy Shop');
  });

  it('never answers the ask endpoint to a visitor coming through Caddy', async () => {
    const res = await curl(
      'caddy-shop.localhost',
      '/api/internal/tls-ask?domain=caddy-shop.localhost',
    );
    expect(res.status).toBe(403);
  });

  it('refuses the TLS handshake for a domain that is not verified', async () => {
    const connected = await owner.put('/api/dashboard/store/update-domain', {
      storeId,
      domain: DOMAIN,
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const res = await curl(DOMAIN);
    // curl: (35) … tlsv1 alert internal error — Caddy had no certificate it may issue.
    expect(res.code).not.toBe(0);
    expect(res.status).toBe(0);
    expect(res.stderr).toMatch(/SSL|TLS|alert/i);
    // An unknown name too.
    expect((await curl('nobody.example.test')).code).not.toBe(0);
  });

  it('after verification, gets the store’s home page over HTTPS and the domain turns active', async () => {
    const row = await owner.get(`/api/dashboard/store/domain-status?storeId=${storeId}`);
    const records = row.json<{ records: { type: string; name: string; value: string }[] }>()
      .records;
    dns.set(
      records.map((r) => ({ name: r.name, type: r.type as 'TXT' | 'CNAME', value: r.value })),
    );
    expect(records.find((r) => r.type === 'CNAME')?.value).toBe(TARGET);
    const checked = await owner.post('/api/dashboard/domain/check-status', { storeId });
    expect(checked.json().status).toBe('verified');

    const res = await curl(DOMAIN);
    expect(res.code, `${res.stderr}\n${caddyLog}`).toBe(0);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Caddy Shop');
    // The canonical link names the store's own domain over HTTPS.
    expect(res.body).toContain(`https://${DOMAIN}`);
    await expect.poll(async () => (await status()).status).toBe('active');
  });

  it('removing the domain stops the store answering on it at once', async () => {
    const removed = await owner.put('/api/dashboard/store/update-domain', {
      storeId,
      domain: null,
    });
    expect(removed.statusCode).toBe(200);
    const res = await curl(DOMAIN);
    // Caddy keeps the certificate it has; the app no longer knows the host.
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('Caddy Shop');
  });
});
