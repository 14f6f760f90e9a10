/**
 * Media upload helpers for integration tests: a multipart/form-data body built by hand (what
 * a browser's FormData sends), the upload request with a merchant's cookies, and test
 * images made with sharp (never shipped as binaries).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TestClient } from './test-app';

export interface UploadFile {
  /** Defaults to `file`. */
  field?: string;
  name: string;
  /** What the browser claims; the server never believes it. Defaults to image/jpeg. */
  type?: string;
  data: Buffer | string;
}

/** A multipart body and its content type. */
export function multipartBody(
  files: UploadFile[],
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----sb${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.data) ? f.data : Buffer.from(f.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * POSTs a multipart form to `url` as a browser on `client.host` sends it: its own Origin, and
 * its cookies when it has a cookie jar.
 */
export function postMultipart(
  app: FastifyInstance,
  client: { host: string; cookies?: TestClient['cookies'] },
  url: string,
  form: { files: UploadFile[]; fields?: Record<string, string> },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(form.files, form.fields);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      host: client.host,
      origin: `http://${client.host}`,
      'content-type': contentType,
      ...(client.cookies && {
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      }),
      ...headers,
    },
  });
}

/** POSTs files to the upload route as `client` (its cookies, its own Origin). */
export function uploadMedia(
  app: FastifyInstance,
  client: TestClient,
  storeId: string,
  files: UploadFile[],
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return postMultipart(app, client, `/api/dashboard/media/upload?storeId=${storeId}`, {
    files,
    fields,
  });
}

/** A JPEG of `width`×`height` with photo-like noise (so encoders do real work). */
export function makeJpeg(width: number, height: number, quality = 85): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6b8e23',
      noise: { type: 'gaussian', mean: 120, sigma: 50 },
    },
  })
    .blur(2)
    .jpeg({ quality })
    .toBuffer();
}

/** A flat PNG. */
export function makePng(width: number, height: number, colour = '#2563eb'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/** A small but real PDF (one empty page), as a payment proof. */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
