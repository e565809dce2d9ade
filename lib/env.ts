import { z } from 'zod';
import { SERVER_VARIABLES } from './env-server.mjs';

/**
 * Every environment variable the site and its commands read, parsed with zod, each with its default
 * (the "Environment variables" table of docs/deployment.md; `.env.example` lists them with their meaning).
 *
 *   import { env } from '@/lib/env';   env.SITE_URL, env.PORT, env.LIVE_POLL_MS …
 *
 * Read at access time, one variable at a time: `env.X` parses `process.env.X` when it is read, so a test
 * that sets `process.env.X` and then calls the code sees its value, and a bad value in one variable only
 * stops the code that reads that one (with its own one-line message, e.g. LIVE_POLL_MS at start-up).
 * `readEnv(source)` reads a test's own record the same way.
 *
 * Not here, on purpose:
 * - the variables of the plain .mjs server (PORT, TRUSTED_PROXIES, RESULTS_CACHE_MB, RESULTS_RENDERS, ROUTE_CACHE_DIR)
 *   are parsed by lib/env-server.mjs, which server/server.mjs and server/isr-cache.mjs import (they cannot import
 *   TypeScript); `env` includes the same schemas, so each has one parser and one default;
 * - `process.env.NODE_ENV` / `NEXT_RUNTIME` checks, which Next.js inlines, stay where they are;
 * - what only the tests and scripts read (TEST_DATABASE_URL, E2E_PORT, CHROME_PATH …): see .env.example.
 * ESLint (eslint.config.mjs) refuses any other `process.env` in app/, components/, lib/, config/, server/*.ts,
 * proxy.ts and instrumentation.ts.
 */

/** Environment variables as strings: `process.env` or a test's own record. */
export type EnvSource = Record<string, string | undefined>;

export const DEFAULT_POLL_MS = 15_000;
export const MAX_POLL_MS = 30_000;
export const DEFAULT_SYNC_MINUTES = 15;
export const DEFAULT_FULL_SYNC_HOUR = 3;
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const text = z.string().optional();
/** A number with a default when unset (`Number(value ?? fallback)`, as the code always did). */
const numberOr = (fallback: number) => text.transform((v) => Number(v ?? fallback));
/** A folder with a default inside the project's folder when unset (no node:path: this module may reach any bundle). */
const folderOr = (relative: string) => text.transform((v) => v ?? `${process.cwd()}/${relative}`);
/** A value that stops whoever reads it, with `message(value)`, when `valid` refuses it. */
function checked<T>(parse: (v: string | undefined) => T, valid: (out: T) => boolean, message: (v: string | undefined) => string) {
  return text.transform((v, ctx) => {
    const out = parse(v);
    if (valid(out)) return out;
    ctx.addIssue({ code: 'custom', message: message(v), input: v });
    return z.NEVER;
  });
}

function schemas(source: EnvSource) {
  return {
    NODE_ENV: text,
    /** The public address (canonical URLs, hreflang, sitemap, JSON-LD); default site.json's info.url (config/index.ts checks it). */
    SITE_URL: text,
    /** PostgreSQL; without it, PGlite. */
    DATABASE_URL: text,
    PGLITE_DIR: folderOr('.data/pglite'),
    /** Seconds to wait for a data folder another process holds; a value that is not a number of seconds is 120. */
    PGLITE_LOCK_WAIT: text.transform((v) => {
      const seconds = Number(v ?? 120);
      return Number.isFinite(seconds) && seconds >= 0 ? seconds : 120;
    }),
    /**
     * PGlite's shared buffers in MB (lib/db/client.ts): memory the embedded database holds from its start on and
     * never gives back. A value that is not a whole number from 1 to 1024 is 32.
     */
    PGLITE_SHARED_BUFFERS_MB: text.transform((v) => {
      const mb = Number(v ?? 32);
      return Number.isInteger(mb) && mb >= 1 && mb <= 1024 ? mb : 32;
    }),
    DATABASE_POOL_SIZE: numberOr(10),
    ...SERVER_VARIABLES,
    SEED_PROPERTIES: numberOr(300),
    IMAGE_CACHE_DIR: folderOr('.data/image-cache'),
    /** The most the picture cache (IMAGE_CACHE_DIR) holds, in MB; the least recently used pictures go first. A value that is not a positive number is 1024. */
    IMAGE_CACHE_MAX_MB: text.transform((v) => {
      const mb = Number(v ?? 1024);
      return Number.isFinite(mb) && mb > 0 ? mb : 1024;
    }),
    /** `N/SECONDS`: N pictures made (not found in the cache) per visitor address per window; anything else is 120 per minute. */
    IMAGE_MISS_RATE_LIMIT: text.transform((v) => {
      const m = /^(\d{1,9})\/(\d{1,9})$/.exec(v ?? '');
      return m && Number(m[2]) > 0 ? { limit: Number(m[1]), windowMs: Number(m[2]) * 1000 } : { limit: 120, windowMs: 60_000 };
    }),
    /** Set: anything but `false` is secure; unset: secure in production. */
    SESSION_COOKIE_SECURE: text.transform((v) => (v ? v !== 'false' : source.NODE_ENV === 'production')),
    SESSION_SECRET: text,
    /** CAPTCHA_SECRET, else SESSION_SECRET; unset (undefined): a random secret kept in .data/captcha-secret. */
    CAPTCHA_SECRET: text.transform((v) => v || source.SESSION_SECRET || undefined),
    /** `N/SECONDS`: N submissions per visitor address and form per window; anything else is 20 per 15 minutes. */
    FORM_RATE_LIMIT: text.transform((v) => {
      const m = /^(\d+)\/(\d+)$/.exec(v ?? '');
      return m ? { limit: Number(m[1]), windowMs: Number(m[2]) * 1000 } : { limit: 20, windowMs: 15 * 60_000 };
    }),
    SMTP_URL: text,
    SMTP_HOST: text,
    SMTP_PORT: numberOr(587),
    SMTP_USER: text,
    SMTP_PASS: text.transform((v) => v ?? ''),
    SMTP_SECURE: text.transform((v) => v === '1' || v === 'true'),
    MAIL_DIR: folderOr('.data/mail'),
    /** Who receives the forms; default the first office's e-mail (lib/mail/transport.ts). */
    AGENCY_EMAIL: text,
    /** The sender; default `"<agency>" <no-reply@…>` (lib/mail/transport.ts). */
    MAIL_FROM: text,
    /** On unless `off`. */
    OUTBOX_WORKER: text.transform((v) => v !== 'off'),
    LIVE_POLL_MS: checked(
      (v) => (v === undefined || v === '' ? DEFAULT_POLL_MS : Number(v)),
      (ms) => Number.isInteger(ms) && ms >= 1_000 && ms <= MAX_POLL_MS,
      (v) => `LIVE_POLL_MS must be a whole number of milliseconds from 1000 to ${MAX_POLL_MS}, not "${v}"`,
    ),
    /** Unknown levels are `info`. */
    LOG_LEVEL: text.transform((v): LogLevel => ((LOG_LEVELS as readonly string[]).includes(v ?? '') ? (v as LogLevel) : 'info')),
    /** The CRM: without all three nothing about it runs (lib/crm/omnicasa/client.ts, crmConfigFromEnv). */
    OMNICASA_URL: text,
    OMNICASA_CUSTOMER: text,
    OMNICASA_PASSWORD: text,
    OMNICASA_TIMEOUT_SECONDS: numberOr(30),
    /** The most pages (of 50 rows) one CRM list may take; a longer list fails the sync with a message naming this variable. */
    OMNICASA_MAX_PAGES: checked(
      (v) => (v === undefined || v.trim() === '' ? 1_000 : Number(v)),
      (n) => Number.isSafeInteger(n) && n >= 1,
      (v) => `OMNICASA_MAX_PAGES must be a whole number of pages (1 or more), not "${v}"`,
    ),
    CRM_SYNC_MINUTES: checked(
      (v) => (v?.trim() ? Number(v) : DEFAULT_SYNC_MINUTES),
      (minutes) => Number.isFinite(minutes) && minutes >= 1,
      (v) => `CRM_SYNC_MINUTES must be a number of minutes (1 or more), not "${v}"`,
    ),
    CRM_FULL_SYNC_HOUR: checked(
      (v) => (v?.trim() ? Number(v) : DEFAULT_FULL_SYNC_HOUR),
      (hour) => Number.isInteger(hour) && hour >= 0 && hour <= 23,
      (v) => `CRM_FULL_SYNC_HOUR must be an hour from 0 to 23, not "${v}"`,
    ),
    /** Set by npm for `npm start` / `npm run X` (lib/db/folder-lock.ts names the holder of a data folder). */
    npm_lifecycle_event: text,
    npm_lifecycle_script: text,
  };
}

type Schemas = ReturnType<typeof schemas>;
export type Env = { readonly [K in keyof Schemas]: z.output<Schemas[K]> };
export const ENV_NAMES = Object.keys(schemas({})) as (keyof Env)[];

const cache = new WeakMap<EnvSource, Schemas>();
function schemasOf(source: EnvSource): Schemas {
  let found = cache.get(source);
  if (!found) cache.set(source, (found = schemas(source)));
  return found;
}

/** One variable of `source`, parsed; a bad value throws an Error with its one-line message. */
export function readEnvVar<K extends keyof Env>(name: K, source: EnvSource = process.env): Env[K] {
  const result = schemasOf(source)[name].safeParse(source[name]);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? `${name}: bad value`);
  return result.data as Env[K];
}

/** The variables of `source` (default: `process.env`, read at each access) as a typed object. */
export function readEnv(source?: EnvSource): Env {
  const out = {} as Record<keyof Env, unknown>;
  for (const name of ENV_NAMES) {
    Object.defineProperty(out, name, { enumerable: true, get: () => readEnvVar(name, source ?? process.env) });
  }
  return out as Env;
}

/** The process's environment, parsed when read (see above). */
export const env: Env = readEnv();
