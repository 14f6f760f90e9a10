/**
 * A stand-in image CDN on 127.0.0.1 for import tests (allow it with TEST_IMAGE_HOSTS): any
 * path ending in .jpg, .jpeg or .png answers a small generated image of that type, unless
 * `files` says otherwise for that path (another body, or absent: 404). Counts the requests.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeJpeg, makePng } from './media-upload';

export interface ImageServer {
  /** `127.0.0.1:port`, for TEST_IMAGE_HOSTS. */
  host: string;
  /** The absolute URL of `path` on this server. */
  at(path: string): string;
  /** Paths (with queries) asked for, in order. */
  requests: string[];
  /** Per path (no query): a body to answer, or null for a 404. */
  files: Map<string, { type: string; body: Buffer } | null>;
  close(): Promise<void>;
}

export async function startImageServer(): Promise<ImageServer> {
  const [jpeg, png] = await Promise.all([makeJpeg(480, 360), makePng(300, 300)]);
  const requests: string[] = [];
  const files = new Map<string, { type: string; body: Buffer } | null>();
  const server = createServer((req, res) => {
    const url = req.url ?? '';
    requests.push(url);
    const path = url.replace(/\?.*$/, '');
    const file = files.has(path)
      ? files.get(path)
      : /\.jpe?g$/i.test(path)
        ? { type: 'image/jpeg', body: jpeg }
        : /\.png$/i.test(path)
          ? { type: 'image/png', body: png }
          : null;
    if (!file) {
      res.writeHead(404).end('not here');
      return;
    }
    res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length });
    res.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    at: (path) => `http://${host}${path}`,
    requests,
    files,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
