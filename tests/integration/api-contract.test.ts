/**
 * Every endpoint is declared once (shared/api/endpoints): the server routes exactly the
 * declared endpoints, each with the declaration's own schemas, and no `/api` route exists
 * that is not declared.
 */
import { expect, it } from 'vitest';
import { allEndpoints } from '../../shared';
import { useTestApp, describeOnDatabase } from './helpers/test-app';

describeOnDatabase('the API contract', () => {
  const t = useTestApp({ TEST_CLOCK: '1' });

  it('routes every declared endpoint, and nothing under /api that is not declared', () => {
    const routed = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const declared = allEndpoints.map((e) => `${e.method} ${e.path}`).sort();
    expect(new Set(declared).size).toBe(declared.length);
    expect(routed).toEqual(declared);
  });

  it("routes each endpoint with its declaration's schemas and status", () => {
    for (const e of allEndpoints) {
      const entry = t.app.routeTable.find((r) => r.method === e.method && r.url === e.path);
      const name = `${e.method} ${e.path}`;
      expect(entry, name).toBeDefined();
      expect(entry?.schema.querystring, name).toBe(e.query);
      expect(entry?.schema.body, name).toBe(e.body);
      expect(entry?.schema.params, name).toBe(e.params);
      expect(entry?.schema.response?.[200], name).toBe(e.reply);
      expect(entry?.successStatus, name).toBe(e.status ?? 200);
    }
  });
});
