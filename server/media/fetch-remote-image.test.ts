import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchRemoteImage, isPublicAddress } from './fetch-remote-image';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A loopback server that counts its connections and requests, closed after the test. */
interface TestServer {
  port: number;
  host: string;
  origin: string;
  connections: number;
  requests: IncomingMessage[];
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function startServer(
  handle: (req: IncomingMessage, res: ServerResponse, server: TestServer) => void,
): Promise<TestServer> {
  const state: TestServer = { port: 0, host: '', origin: '', connections: 0, requests: [] };
  const server = http.createServer((req, res) => {
    state.requests.push(req);
    handle(req, res, state);
  });
  server.on('connection', () => {
    state.connections += 1;
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  state.host = `127.0.0.1:${state.port}`;
  state.origin = `http://${state.host}`;
  return state;
}

const image = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length });
  res.end(PNG);
};
const quick = { backoffMs: 1 };

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2a00:1450:4001:800::200e',
    '::ffff:8.8.8.8',
  ])('takes the public address %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback', '127.255.0.9'],
    ['loopback', '::1'],
    ['private', '10.0.0.5'],
    ['private', '172.16.0.1'],
    ['private', '172.31.255.255'],
    ['private', '192.168.1.1'],
    ['private', 'fd00::1'],
    ['link-local', '169.254.169.254'],
    ['link-local', 'fe80::1'],
    ['unspecified', '0.0.0.0'],
    ['unspecified', '::'],
    ['CGNAT', '100.64.0.1'],
    ['multicast', '224.0.0.1'],
    ['multicast', 'ff02::1'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['mapped loopback', '::ffff:127.0.0.1'],
    ['mapped loopback in hex', '::ffff:7f00:1'],
    ['mapped metadata', '::ffff:169.254.169.254'],
    ['mapped private', '::ffff:10.0.0.5'],
    ['6to4', '2002:7f00:1::'],
    ['not an address', 'example.com'],
    ['not an address', ''],
  ])('refuses %s %s', (_kind, ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});

describe('fetchRemoteImage', () => {
  it('downloads an image from an allow-listed server', async () => {
    const server = await startServer((_req, res) => image(res));
    const result = await fetchRemoteImage(`${server.origin}/a.png?v=1`, {
      allowHosts: [server.host],
    });
    expect(result).toEqual({
      ok: true,
      bytes: PNG,
      contentType: 'image/png',
      finalUrl: `${server.origin}/a.png?v=1`,
    });
    expect(server.requests[0]?.url).toBe('/a.png?v=1');
  });

  it('refuses a loopback address that is not allow-listed without connecting', async () => {
    const server = await startServer((_req, res) => image(res));
    const result = await fetchRemoteImage(`${server.origin}/a.png`, quick);
    expect(result).toEqual({
      ok: false,
      reason: "The address 127.0.0.1 is a loopback address (the server's own)",
      permanent: true,
    });
    expect(server.connections).toBe(0);
  });

  it('refuses a host name that resolves to loopback without connecting', async () => {
    const server = await startServer((_req, res) => image(res));
    const result = await fetchRemoteImage(`http://localhost:${server.port}/a.png`, quick);
    expect(result).toMatchObject({ ok: false, permanent: true });
    expect(result.ok || result.reason).toMatch(/^The address .* of localhost is a loopback/);
    expect(server.connections).toBe(0);
  });

  it('refuses a host name when any one of its addresses is not public', async () => {
    const lookup = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    const result = await fetchRemoteImage('https://images.example/a.png', { ...quick, lookup });
    expect(result).toEqual({
      ok: false,
      reason: 'The address 10.0.0.5 of images.example is a private network address',
      permanent: true,
    });
  });

  it('connects to the address it checked, with the host name in the Host header', async () => {
    const server = await startServer((_req, res) => image(res));
    const answers = [[{ address: '127.0.0.1', family: 4 }]];
    // A second lookup (a rebinding) would get nothing; only the first answer may be used.
    const lookup = async () => answers.shift() ?? [];
    const result = await fetchRemoteImage(`http://images.test:${server.port}/a.png`, {
      ...quick,
      lookup,
      allowHosts: [`images.test:${server.port}`],
    });
    expect(result.ok).toBe(true);
    expect(server.requests[0]?.headers.host).toBe(`images.test:${server.port}`);
  });

  it('refuses the cloud metadata address', async () => {
    const result = await fetchRemoteImage('http://169.254.169.254/latest/meta-data', quick);
    expect(result).toEqual({
      ok: false,
      reason: 'The address 169.254.169.254 is a link-local address',
      permanent: true,
    });
  });

  it('refuses a private network address', async () => {
    const result = await fetchRemoteImage('http://10.0.0.5/x.jpg', quick);
    expect(result).toEqual({
      ok: false,
      reason: 'The address 10.0.0.5 is a private network address',
      permanent: true,
    });
  });

  it('refuses an IPv4-mapped IPv6 loopback literal without connecting', async () => {
    const server = await startServer((_req, res) => image(res));
    const result = await fetchRemoteImage(`http://[::ffff:127.0.0.1]:${server.port}/`, quick);
    expect(result).toMatchObject({ ok: false, permanent: true });
    expect(result.ok || result.reason).toMatch(/is a loopback address/);
    expect(server.connections).toBe(0);
  });

  it('refuses other schemes and credentials in the address', async () => {
    expect(await fetchRemoteImage('ftp://example.com/a.png', quick)).toEqual({
      ok: false,
      reason: 'The image address must start with http:// or https://, not ftp:',
      permanent: true,
    });
    expect(await fetchRemoteImage('file:///etc/passwd', quick)).toMatchObject({ ok: false });
    expect(await fetchRemoteImage('https://user:secret@example.com/a.png', quick)).toEqual({
      ok: false,
      reason: 'The image address must not contain a user name or password',
      permanent: true,
    });
    expect(await fetchRemoteImage('not a url', quick)).toMatchObject({ permanent: true });
  });

  it('refuses a redirect to a loopback port that is not allow-listed', async () => {
    const inside = await startServer((_req, res) => image(res));
    const outside = await startServer((_req, res) => {
      res.writeHead(302, { location: `${inside.origin}/secret.png` });
      res.end();
    });
    const result = await fetchRemoteImage(`${outside.origin}/a.png`, {
      ...quick,
      allowHosts: [outside.host],
    });
    expect(result).toMatchObject({ ok: false, permanent: true });
    expect(result.ok || result.reason).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect(inside.connections).toBe(0);
  });

  it('follows 5 redirects, relative ones included, to the final URL', async () => {
    const server = await startServer((req, res) => {
      const step = Number(req.url?.slice(1));
      if (step < 5) {
        res.writeHead([301, 302, 303, 307, 308][step] ?? 302, { location: `/${step + 1}` });
        res.end();
      } else image(res);
    });
    const result = await fetchRemoteImage(`${server.origin}/0`, { allowHosts: [server.host] });
    expect(result).toMatchObject({ ok: true, finalUrl: `${server.origin}/5` });
    expect(server.requests).toHaveLength(6);
  });

  it('refuses a sixth redirect', async () => {
    const server = await startServer((req, res) => {
      res.writeHead(302, { location: `/${Number(req.url?.slice(1)) + 1}` });
      res.end();
    });
    const result = await fetchRemoteImage(`${server.origin}/0`, {
      ...quick,
      allowHosts: [server.host],
    });
    expect(result).toEqual({
      ok: false,
      reason: 'The image address redirected more than 5 times',
      permanent: true,
    });
    expect(server.requests).toHaveLength(6);
  });

  it('answers a 404 at once, without retrying', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(404);
      res.end();
    });
    const result = await fetchRemoteImage(`${server.origin}/gone.png`, {
      ...quick,
      allowHosts: [server.host],
    });
    expect(result).toEqual({ ok: false, reason: 'The image server answered 404', permanent: true });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 503 and succeeds when the next answer is 200', async () => {
    const server = await startServer((_req, res, state) => {
      if (state.requests.length === 1) {
        res.writeHead(503);
        res.end();
      } else image(res);
    });
    const result = await fetchRemoteImage(`${server.origin}/a.png`, {
      ...quick,
      allowHosts: [server.host],
    });
    expect(result).toMatchObject({ ok: true, bytes: PNG });
    expect(server.requests).toHaveLength(2);
  });

  it('gives up on a server that keeps failing after the retries', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    const result = await fetchRemoteImage(`${server.origin}/a.png`, {
      ...quick,
      retries: 2,
      allowHosts: [server.host],
    });
    expect(result).toEqual({
      ok: false,
      reason: 'The image server answered 500',
      permanent: false,
    });
    expect(server.requests).toHaveLength(3);
  });

  it('retries a refused connection', async () => {
    const { origin, host } = await startServer((_req, res) => image(res));
    const closed = servers.pop();
    await new Promise((resolve) => closed?.close(resolve));
    const result = await fetchRemoteImage(`${origin}/a.png`, {
      ...quick,
      retries: 1,
      allowHosts: [host],
    });
    expect(result).toEqual({
      ok: false,
      reason: 'The image server could not be reached (ECONNREFUSED)',
      permanent: false,
    });
  });

  it('refuses a Content-Length above the limit before reading the body', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 2 * 1024 * 1024 });
      res.write(Buffer.alloc(1024));
    });
    const result = await fetchRemoteImage(`${server.origin}/big.jpg`, {
      ...quick,
      maxBytes: 1024 * 1024,
      allowHosts: [server.host],
    });
    expect(result).toEqual({
      ok: false,
      reason: 'The image is larger than 1 MB',
      permanent: true,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('stops reading a body without Content-Length once it passes the limit', async () => {
    let sent = 0;
    let closed = false;
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(64 * 1024);
      const timer = setInterval(() => {
        sent += chunk.length;
        res.write(chunk);
      }, 1);
      res.on('close', () => {
        closed = true;
        clearInterval(timer);
      });
    });
    const result = await fetchRemoteImage(`${server.origin}/endless.jpg`, {
      ...quick,
      maxBytes: 1024 * 1024,
      allowHosts: [server.host],
    });
    expect(result).toEqual({
      ok: false,
      reason: 'The image is larger than 1 MB',
      permanent: true,
    });
    await expect.poll(() => closed).toBe(true);
    expect(sent).toBeLessThan(16 * 1024 * 1024);
    expect(server.requests).toHaveLength(1);
  });

  it('times out on a server that never answers, and retries it', async () => {
    const server = await startServer(() => undefined);
    const started = Date.now();
    const result = await fetchRemoteImage(`${server.origin}/slow.png`, {
      ...quick,
      timeoutMs: 300,
      retries: 1,
      allowHosts: [server.host],
    });
    expect(result).toEqual({
      ok: false,
      reason: 'The image server did not answer within 0.3 s',
      permanent: false,
    });
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('times out on a body that stops halfway', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': 100 });
      res.write(PNG);
    });
    const result = await fetchRemoteImage(`${server.origin}/half.png`, {
      ...quick,
      timeoutMs: 300,
      retries: 0,
      allowHosts: [server.host],
    });
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(result.ok || result.reason).toMatch(/did not answer within/);
  });
});
