/**
 * Issue 24, defect 3: deeply nested JSON. Before, a body nested 5,000+ levels was a 500 (the
 * input check's recursion overflowed the stack) and the check cost quadratic CPU (a path copied
 * at every level): 20 such requests held /api/health for 2.3 s. The body parser now refuses
 * more than 64 levels, by a linear scan before JSON.parse, with a 400 naming the body.
 */
import { beforeAll, expect, it } from 'vitest';
import { TestClient, useTestApp, describeOnDatabase } from './helpers/test-app';

const objects = (depth: number, leaf = '1') => '{"n":'.repeat(depth) + leaf + '}'.repeat(depth);
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** The process's CPU time for `work`, best of two (a GC pause is not the request's). */
async function cpuMs(work: () => Promise<unknown>): Promise<number> {
  const once = async () => {
    const start = process.cpuUsage();
    await work();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  return Math.min(await once(), await once());
}

describeOnDatabase('deeply nested JSON bodies', () => {
  let client: TestClient;
  const t = useTestApp({ AUTH_RATE_LIMIT: '100000' });
  beforeAll(async () => {
    client = new TestClient(t.app, 'localhost:3000');
  });

  it('answers 10,000 levels of objects or arrays with a 400 naming the body and the limit', async () => {
    for (const rawBody of [objects(10_000), arrays(10_000), `{"email":${arrays(7_000)}}`]) {
      const res = await client.request('POST', '/api/auth/login', { rawBody });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        error: 'The JSON body is nested too deeply',
        details: [{ field: 'body', message: 'JSON may nest objects and arrays at most 64 deep' }],
      });
    }
  });

  it('spends little CPU on a deep body', async () => {
    // Before: 7,000 levels cost 130-200 ms of CPU and answered 500.
    for (const depth of [7_000, 10_000]) {
      const used = await cpuMs(() =>
        client.request('POST', '/api/auth/login', { rawBody: objects(depth) }),
      );
      expect(used, `${depth} levels`).toBeLessThan(20);
    }
  });

  it('answers a wide 1 MB body naming at most 50 fields', async () => {
    // Before: 90,000 unknown keys cost 750 ms and a 4.7 MB answer naming each; 400,000 array
    // items 250-530 ms (a frame and a path copy per item in the input check).
    const keys = Array.from({ length: 90_000 }, (_, i) => `"k${i}":0`).join(',');
    const items = (item: string, n: number) => Array.from({ length: n }, () => item).join(',');
    for (const [name, rawBody] of [
      ['unknown keys', `{"email":"a@b.com","password":"x",${keys}}`],
      ['numbers', `{"email":[${items('0', 400_000)}],"password":"x"}`],
      ['strings', `{"email":[${items('"a"', 200_000)}],"password":"x"}`],
      ['objects', `[${items('{}', 200_000)}]`],
    ]) {
      let res: Awaited<ReturnType<TestClient['request']>> | undefined;
      const used = await cpuMs(async () => {
        res = await client.request('POST', '/api/auth/login', { rawBody });
      });
      expect(res?.statusCode, name).toBe(400);
      expect(res!.json<{ details: unknown[] }>().details.length, name).toBeLessThanOrEqual(50);
      // Printed, not held to a limit: a wide body's CPU (about 100 ms quiet) rose past 260 ms on
      // the loaded 2-core machine, the range of the old code, so a bound here fails under load
      // without telling the two apart. The answer's size above is what the old code failed.
      console.log(`wide body, ${name}: ${used.toFixed(1)} ms of CPU`);
    }
  });

  it('reads 64 levels (the limit) and brackets inside strings as any other body', async () => {
    const atLimit = await client.request('POST', '/api/auth/login', { rawBody: objects(64) });
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json<{ details: { field: string }[] }>().details[0]?.field).not.toBe('body');
    const bracketsInText = await client.request('POST', '/api/auth/login', {
      rawBody: JSON.stringify({ email: `${'['.repeat(100)}\\"{{@example.com`, password: 'x' }),
    });
    expect(bracketsInText.statusCode).toBe(400);
    expect(bracketsInText.json<{ details: { field: string }[] }>().details[0]?.field).toBe('email');
  });
});
