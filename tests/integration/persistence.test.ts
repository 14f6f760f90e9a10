/**
 * Acceptance: data written through the embedded database survives stopping the process
 * and starting it again (the real server process, not an in-memory app).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';

/** Cheap password hashes, as the other integration tests use (2^17 took 0.7 s a hash). */
const PASSWORD_HASH_LOG_N = '12';

function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PASSWORD_HASH_LOG_N,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Store Builder is up')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('the embedded database across restarts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-persist-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps an account and its store after the process stops and starts again', async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const json = { 'content-type': 'application/json' };
    let server = await startServer(dataDir, port);
    try {
      const signup = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          name: 'Persisted',
          email: 'persist@example.com',
          password: 'long-enough-1',
        }),
      });
      expect(signup.status).toBe(201);
      const cookie = signup.headers.get('set-cookie')?.split(';')[0] ?? '';
      const created = await fetch(`${base}/api/dashboard/store/create-store`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ name: 'Kept Shop', subdomain: 'kept-shop' }),
      });
      expect(created.status).toBe(201);
    } finally {
      expect(await stop(server)).toBe(0);
    }

    server = await startServer(dataDir, port);
    try {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'persist@example.com', password: 'long-enough-1' }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
      const { userId } = (await login.json()) as { userId: string };
      const stores = await fetch(`${base}/api/dashboard/store/find-stores?userId=${userId}`, {
        headers: { cookie },
      });
      expect(((await stores.json()) as { name: string }[]).map((s) => s.name)).toEqual([
        'Kept Shop',
      ]);
    } finally {
      await stop(server);
    }
  }, 120_000);
});

describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates an admin who passes check-admin', async () => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli/create-admin.ts', 'Boss@Example.com'],
      {
        env: { ...process.env, PASSWORD_HASH_LOG_N, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    const password = /password: (\S+)/.exec(out)?.[1];
    expect(out).toContain('Created admin boss@example.com');
    expect(password).toBeTruthy();
    const port = await freePort();
    const server = await startServer(dataDir, port);
    try {
      const base = `http://localhost:${port}`;
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'boss@example.com', password }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
      const admin = await fetch(`${base}/api/auth/check-admin`, { headers: { cookie } });
      expect(admin.status).toBe(200);
    } finally {
      await stop(server);
    }
  }, 120_000);
});
