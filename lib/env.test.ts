import { afterEach, describe, expect, it } from 'vitest';
import { env, readEnv, readEnvVar } from './env';

describe('environment variables', () => {
  it('have their defaults when unset', () => {
    const e = readEnv({});
    expect(e.PORT).toBe(3000);
    expect(e.DATABASE_POOL_SIZE).toBe(10);
    expect(e.PGLITE_LOCK_WAIT).toBe(120);
    expect(e.PGLITE_DIR).toBe(`${process.cwd()}/.data/pglite`);
    expect(e.SMTP_PORT).toBe(587);
    expect(e.SMTP_SECURE).toBe(false);
    expect(e.FORM_RATE_LIMIT).toEqual({ limit: 20, windowMs: 15 * 60_000 });
    expect(e.LIVE_POLL_MS).toBe(15_000);
    expect(e.LOG_LEVEL).toBe('info');
    expect(e.OUTBOX_WORKER).toBe(true);
    expect(e.CRM_SYNC_MINUTES).toBe(15);
    expect(e.CRM_FULL_SYNC_HOUR).toBe(3);
    expect(e.SITE_URL).toBeUndefined();
    expect(e.CAPTCHA_SECRET).toBeUndefined();
  });

  it('parse what is set', () => {
    const e = readEnv({ PORT: '8080', FORM_RATE_LIMIT: '3/600', SMTP_SECURE: 'true', OUTBOX_WORKER: 'off', LOG_LEVEL: 'warn', SESSION_SECRET: 's' });
    expect(e.PORT).toBe(8080);
    expect(e.FORM_RATE_LIMIT).toEqual({ limit: 3, windowMs: 600_000 });
    expect(e.SMTP_SECURE).toBe(true);
    expect(e.OUTBOX_WORKER).toBe(false);
    expect(e.LOG_LEVEL).toBe('warn');
    expect(e.CAPTCHA_SECRET).toBe('s'); // SESSION_SECRET when CAPTCHA_SECRET is unset
  });

  it('bound the picture cache (1024 MB) and the new pictures an address makes (120 a minute) unless set', () => {
    expect(readEnv({}).IMAGE_CACHE_MAX_MB).toBe(1024);
    expect(readEnv({ IMAGE_CACHE_MAX_MB: '256' }).IMAGE_CACHE_MAX_MB).toBe(256);
    expect(readEnv({ IMAGE_CACHE_MAX_MB: '-1' }).IMAGE_CACHE_MAX_MB).toBe(1024);
    expect(readEnv({}).IMAGE_MISS_RATE_LIMIT).toEqual({ limit: 120, windowMs: 60_000 });
    expect(readEnv({ IMAGE_MISS_RATE_LIMIT: '30/10' }).IMAGE_MISS_RATE_LIMIT).toEqual({ limit: 30, windowMs: 10_000 });
    expect(readEnv({ IMAGE_MISS_RATE_LIMIT: '30/0' }).IMAGE_MISS_RATE_LIMIT).toEqual({ limit: 120, windowMs: 60_000 });
  });

  it('give PGlite 32 MB of shared buffers unless set to a whole number of MB from 1 to 1024', () => {
    expect(readEnv({}).PGLITE_SHARED_BUFFERS_MB).toBe(32);
    expect(readEnv({ PGLITE_SHARED_BUFFERS_MB: '128' }).PGLITE_SHARED_BUFFERS_MB).toBe(128);
    expect(readEnv({ PGLITE_SHARED_BUFFERS_MB: '0' }).PGLITE_SHARED_BUFFERS_MB).toBe(32);
    expect(readEnv({ PGLITE_SHARED_BUFFERS_MB: '16.5' }).PGLITE_SHARED_BUFFERS_MB).toBe(32);
  });

  it('make the session cookie secure in production unless SESSION_COOKIE_SECURE=false', () => {
    expect(readEnv({ NODE_ENV: 'production' }).SESSION_COOKIE_SECURE).toBe(true);
    expect(readEnv({ NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'false' }).SESSION_COOKIE_SECURE).toBe(false);
    expect(readEnv({ NODE_ENV: 'development' }).SESSION_COOKIE_SECURE).toBe(false);
    expect(readEnv({ SESSION_COOKIE_SECURE: '1' }).SESSION_COOKIE_SECURE).toBe(true);
  });

  it('refuse a bad value with one line naming the variable, only when that variable is read', () => {
    const e = readEnv({ LIVE_POLL_MS: '60000', CRM_FULL_SYNC_HOUR: '25' });
    expect(e.PORT).toBe(3000);
    expect(() => e.LIVE_POLL_MS).toThrow('LIVE_POLL_MS must be a whole number of milliseconds from 1000 to 30000, not "60000"');
    expect(() => readEnvVar('CRM_FULL_SYNC_HOUR', { CRM_FULL_SYNC_HOUR: '25' })).toThrow('CRM_FULL_SYNC_HOUR must be an hour from 0 to 23, not "25"');
  });

  describe('env', () => {
    const before = process.env.FORM_RATE_LIMIT;
    afterEach(() => {
      if (before === undefined) delete process.env.FORM_RATE_LIMIT;
      else process.env.FORM_RATE_LIMIT = before;
    });
    it('reads process.env when a variable is read, so a value set later counts', () => {
      process.env.FORM_RATE_LIMIT = '7/70';
      expect(env.FORM_RATE_LIMIT).toEqual({ limit: 7, windowMs: 70_000 });
      process.env.FORM_RATE_LIMIT = '8/80';
      expect(env.FORM_RATE_LIMIT).toEqual({ limit: 8, windowMs: 80_000 });
    });
  });
});
