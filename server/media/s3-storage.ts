/**
 * Media files in an S3-compatible bucket (AWS S3, R2, MinIO, ...), signed with aws4fetch and
 * addressed by path (`{endpoint}/{bucket}/{key}`). Shoppers fetch them from
 * `MEDIA_PUBLIC_BASE_URL` (the bucket's public URL or a CDN in front of it): the bucket must
 * allow public reads there; no ACL is sent (buckets with ACLs disabled refuse one). Listing
 * (for the orphan cleanup) is ListObjectsV2, a page of up to 1000 keys at a time.
 */
import { AwsClient } from 'aws4fetch';
import type { MediaS3Config } from '../config';
import { unescapeXml } from '../lib/xml';
import { MEDIA_CACHE_CONTROL, type MediaStorage, type StoredFile } from './storage';

/** A request the store answered with an error status. */
export class MediaStorageError extends Error {
  override name = 'MediaStorageError';
  constructor(
    readonly operation: string,
    readonly status: number,
  ) {
    super(`S3 ${operation} failed with HTTP ${status}`);
  }
}

export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  private readonly client: AwsClient;

  constructor(private readonly config: MediaS3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      // Two retries (5xx and network errors), not aws4fetch's ten: an upload should fail fast.
      retries: 2,
    });
  }

  private objectUrl(key: string): string {
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${this.config.endpoint}/${encodeURIComponent(this.config.bucket)}/${path}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.client.fetch(this.objectUrl(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType, 'cache-control': MEDIA_CACHE_CONTROL },
    });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new MediaStorageError('put', res.status);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const res = await this.client.fetch(this.objectUrl(key), { method: 'GET' });
    if (res.status === 404) {
      await res.arrayBuffer().catch(() => undefined);
      return undefined;
    }
    if (!res.ok) throw new MediaStorageError('get', res.status);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        const res = await this.client.fetch(this.objectUrl(key), { method: 'DELETE' });
        await res.arrayBuffer().catch(() => undefined);
        if (!res.ok && res.status !== 404) throw new MediaStorageError('delete', res.status);
      }),
    );
  }

  async *listFiles(): AsyncIterable<StoredFile> {
    let continuation: string | undefined;
    do {
      const url = new URL(`${this.config.endpoint}/${encodeURIComponent(this.config.bucket)}`);
      url.searchParams.set('list-type', '2');
      if (continuation) url.searchParams.set('continuation-token', continuation);
      const res = await this.client.fetch(url.toString(), { method: 'GET' });
      if (!res.ok) {
        await res.arrayBuffer().catch(() => undefined);
        throw new MediaStorageError('list', res.status);
      }
      const page = parseListPage(await res.text());
      yield* page.files;
      continuation = page.next;
    } while (continuation);
  }

  publicUrl(key: string): string {
    return `${this.config.publicBaseUrl}/${key}`;
  }
}

/**
 * One ListObjectsV2 answer: its objects and the token of the next page. A regular expression
 * is enough here: the answer's layout is fixed and the only free text is the escaped keys.
 */
export function parseListPage(xml: string): { files: StoredFile[]; next: string | undefined } {
  const files: StoredFile[] = [];
  for (const [, body = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = /<Key>([\s\S]*?)<\/Key>/.exec(body)?.[1];
    const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(body)?.[1];
    if (key === undefined || !modified) continue;
    files.push({ key: unescapeXml(key), modifiedAt: new Date(modified) });
  }
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { files, next: truncated && next ? unescapeXml(next) : undefined };
}
