import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { registerHealth } from './health';

describe('a draining process', () => {
  it('closes the connection of every answer once draining starts, not before', async () => {
    const app = Fastify();
    const readiness = { draining: false };
    // `/health` and `/ready` while draining answer without the database.
    registerHealth(app, {} as Database, readiness);
    app.post('/api/order', async () => ({ ok: true }));
    await app.ready();

    const before = await app.inject({ method: 'POST', url: '/api/order' });
    expect(before.headers.connection).not.toBe('close');

    readiness.draining = true;
    const order = await app.inject({ method: 'POST', url: '/api/order' });
    expect(order.statusCode).toBe(200);
    expect(order.headers.connection).toBe('close');
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers.connection).toBe('close');
    await app.close();
  });
});
