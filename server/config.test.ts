import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has a default for every variable', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      productHost: 'localhost',
      databaseUrl: undefined,
      seedDemo: true,
    });
    expect(c.dataDir).toMatch(/data$/);
  });
  it('names every bad variable in one clear message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/DATABASE_URL/);
    }
  });
  it('wants both captcha keys or neither', () => {
    expect(() => loadConfig({ TURNSTILE_SITE_KEY: 'a' })).toThrow(/TURNSTILE/);
  });
});
