import { describe, expect, it } from 'vitest';
import { parseListPage } from './s3-storage';

/** A ListObjectsV2 answer in the layout S3's documentation gives. */
const page = (contents: string, truncated: boolean, next?: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <Name>shop-media</Name><Prefix></Prefix><KeyCount>2</KeyCount><MaxKeys>2</MaxKeys>
  <IsTruncated>${truncated}</IsTruncated>
  ${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}
  ${contents}
</ListBucketResult>`;

const object = (key: string, at: string) =>
  `<Contents><Key>${key}</Key><LastModified>${at}</LastModified><ETag>&quot;x&quot;</ETag><Size>1</Size><StorageClass>STANDARD</StorageClass></Contents>`;

describe('parseListPage (S3 ListObjectsV2)', () => {
  it('reads keys (unescaped) with their times and the next page token while truncated', () => {
    const parsed = parseListPage(
      page(
        object('a/1&amp;2.webp', '2026-11-28T10:00:00.000Z') +
          object('a/&lt;b&gt;.webp', '2026-11-27T09:30:00.000Z'),
        true,
        '1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=',
      ),
    );
    expect(parsed.files).toEqual([
      { key: 'a/1&2.webp', modifiedAt: new Date('2026-11-28T10:00:00.000Z') },
      { key: 'a/<b>.webp', modifiedAt: new Date('2026-11-27T09:30:00.000Z') },
    ]);
    expect(parsed.next).toBe('1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=');
  });

  it('stops on the last page and reads an empty bucket', () => {
    expect(parseListPage(page(object('k', '2026-01-01T00:00:00Z'), false)).next).toBeUndefined();
    expect(parseListPage(page('', false))).toEqual({ files: [], next: undefined });
  });
});
