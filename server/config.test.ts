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
  it('takes bank transfers only with the whole bank account, never a made-up one', () => {
    expect(loadConfig({}).billing.bank).toBeNull();
    const bank = {
      PLATFORM_BANK_NAME: 'Ops Bank',
      PLATFORM_BANK_IBAN: 'DE89 3704 0044 0532 0130 00',
      PLATFORM_BANK_BIC: 'COBADEFFXXX',
    };
    expect(loadConfig({ ...bank, OPERATOR_NAME: 'Ops Ltd' }).billing.bank).toEqual({
      bankName: 'Ops Bank',
      accountName: 'Ops Ltd',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
    expect(() => loadConfig({ ...bank, PLATFORM_BANK_BIC: '' })).toThrow(
      /must be set together \(missing PLATFORM_BANK_BIC\)/,
    );
  });
  it('wants both captcha keys or neither', () => {
    expect(() => loadConfig({ TURNSTILE_SITE_KEY: 'a' })).toThrow(/TURNSTILE/);
  });

  it('keeps media on disk with a 20 MB upload limit and two images decoded at once by default', () => {
    expect(loadConfig({}).media).toEqual({
      maxBytes: 20 * 1024 * 1024,
      imageConcurrency: 2,
      importConcurrency: 4,
      // No host is allowed past the SSRF rules unless a test names it.
      importAllowHosts: [],
      cleanupIntervalMs: 900_000,
      s3: undefined,
    });
    expect(
      loadConfig({ TEST_IMAGE_HOSTS: '127.0.0.1:8123, localhost' }).media.importAllowHosts,
    ).toEqual(['127.0.0.1:8123', 'localhost']);
    expect(loadConfig({ MEDIA_IMAGE_CONCURRENCY: '4' }).media.imageConcurrency).toBe(4);
    expect(() => loadConfig({ MEDIA_IMAGE_CONCURRENCY: '0' })).toThrow(/MEDIA_IMAGE_CONCURRENCY/);
    expect(loadConfig({ MEDIA_MAX_BYTES: '5000' }).media.maxBytes).toBe(5000);
    expect(() => loadConfig({ MEDIA_MAX_BYTES: '10' })).toThrow(/MEDIA_MAX_BYTES/);
  });
  it('configures S3 media storage only with all of its variables', () => {
    const s3 = {
      MEDIA_S3_ENDPOINT: 'https://s3.example.com/',
      MEDIA_S3_BUCKET: 'shop-media',
      MEDIA_S3_ACCESS_KEY_ID: 'AKIA',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_PUBLIC_BASE_URL: 'https://cdn.example.com/media/',
    };
    expect(loadConfig(s3).media.s3).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'shop-media',
      region: 'us-east-1',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      publicBaseUrl: 'https://cdn.example.com/media',
    });
    expect(() => loadConfig({ ...s3, MEDIA_PUBLIC_BASE_URL: '' })).toThrow(
      /missing MEDIA_PUBLIC_BASE_URL/,
    );
    expect(() => loadConfig({ ...s3, MEDIA_S3_ENDPOINT: 'ftp://x' })).toThrow(/MEDIA_S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, MEDIA_S3_BUCKET: 'No_Such' })).toThrow(/MEDIA_S3_BUCKET/);
  });
});
