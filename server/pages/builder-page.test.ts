import { describe, expect, it } from 'vitest';
import { pageIdOfUrl, withBuilderPreloads } from './builder-page';

const html = '<!doctype html><html><head><title>B</title></head><body></body></html>';
const pageId = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('withBuilderPreloads', () => {
  it('preloads the session check and the page named by a valid pageId', () => {
    const out = withBuilderPreloads(html, pageId.toUpperCase());
    expect(out).toContain(
      '<link rel="preload" href="/api/auth/check-auth" as="fetch" crossorigin="anonymous" />',
    );
    expect(out).toContain(
      `<link rel="preload" href="/api/dashboard/page/get-page-by-id?pageId=${pageId}" as="fetch" crossorigin="anonymous" />`,
    );
    expect(out.indexOf('get-page-by-id')).toBeLessThan(out.indexOf('</head>'));
  });

  it('preloads no page for a missing or malformed pageId, and never echoes it', () => {
    for (const bad of [undefined, '', 'home', '"><script>alert(1)</script>', [pageId, pageId]]) {
      const out = withBuilderPreloads(html, bad);
      expect(out).toContain('/api/auth/check-auth');
      expect(out).not.toContain('get-page-by-id');
      expect(out).not.toContain('<script>');
    }
  });

  it('reads the one pageId of a request URL', () => {
    expect(pageIdOfUrl(`/builder?pageId=${pageId}`)).toBe(pageId);
    expect(pageIdOfUrl('/builder')).toBeUndefined();
    expect(pageIdOfUrl(`/builder?pageId=${pageId}&pageId=${pageId}`)).toBeUndefined();
  });
});
