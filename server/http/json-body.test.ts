import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-body';

describe('jsonNestsDeeperThan', () => {
  it('counts objects and arrays inside one another', () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('[[],[],[],{}]', 2)).toBe(false);
    expect(jsonNestsDeeperThan('"text"', 0)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'say \\"[[[[\\" ok' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });

  it('stops at the limit: a 1 MB body of open brackets is one short scan', () => {
    const start = process.cpuUsage();
    expect(jsonNestsDeeperThan('['.repeat(1024 * 1024), 64)).toBe(true);
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(20);
  });
});
