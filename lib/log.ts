/**
 * The site's log: one JSON line per event on stdout (errors on stderr), for a log collector to read.
 *
 *   {"time":"2026-11-24T10:12:03.120Z","level":"info","event":"form.submitted","requestId":"…","form":"contact","lang":"fr","submissionId":42}
 *
 * `event` names what happened (`form.submitted`, `mail.sent`, `auth.sign-in` …); the request ID is the one
 * the production server gives each request (server.mjs: the `x-request-id` header, also sent back to the
 * browser), so every line of one request can be found together. Events outside a request (the outbox
 * worker, an import) have none.
 *
 * Never log what a visitor typed, an e-mail address, a password, a token or a credential: give the event
 * the ids and counts it needs. As a safety net, fields whose name says secret (password, token, cookie,
 * email, authorization …) are replaced by "[redacted]", e-mail addresses inside any text by "[email]", and
 * the parameters of a failed query (drizzle's "params: …") are left out.
 */
import { env } from '@/lib/env';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

type RequestContext = { requestId?: string };
type ContextStore = { getStore(): RequestContext | undefined; exit<R>(fn: () => R): R };

/** The per-request store server.mjs runs each request in (an AsyncLocalStorage), when there is one. */
const REQUEST_CONTEXT = Symbol.for('agency.requestContext');

export function currentRequestId(): string | undefined {
  const store = (globalThis as Record<symbol, ContextStore | undefined>)[REQUEST_CONTEXT];
  return store?.getStore()?.requestId;
}

/** Run `fn` outside the current request (background work a request only started: its lines get no request ID). */
export function outsideRequest<R>(fn: () => R): R {
  const store = (globalThis as Record<symbol, ContextStore | undefined>)[REQUEST_CONTEXT];
  return store ? store.exit(fn) : fn();
}

const SECRET_KEY = /pass(word)?|secret|token|cookie|authori[sz]ation|credential|e-?mail|^to$|replyto|phone|session/i;
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g;
/** A failed query's message (drizzle) ends with its parameters: what a visitor typed. */
const QUERY_PARAMS = /params: [^\n]*/g;

/** A field value as it may be written: e-mail addresses masked, long texts cut, errors reduced to name and message. */
function clean(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(QUERY_PARAMS, 'params: [redacted]').replace(EMAIL, '[email]').slice(0, 2000);
  if (value instanceof Error) {
    const out: Record<string, unknown> = { name: value.name, message: clean(value.message) };
    const code = (value as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') out.code = code;
    if (value.stack)
      out.stack = clean(
        value.stack
          .split('\n')
          .slice(1, 8)
          .map((s) => s.trim())
          .join(' | '),
      );
    return out;
  }
  if (Array.isArray(value)) return depth > 3 ? '[…]' : value.slice(0, 50).map((v) => clean(v, depth + 1));
  if (value && typeof value === 'object') {
    if (depth > 3) return '[…]';
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : clean(v, depth + 1)]));
  }
  return value;
}

/** The JSON line of one event (without its newline). */
export function formatLogLine(level: LogLevel, event: string, fields: LogFields = {}, now = new Date()): string {
  const requestId = currentRequestId();
  const body = clean(fields) as Record<string, unknown>;
  return JSON.stringify({ time: now.toISOString(), level, event, ...(requestId ? { requestId } : {}), ...body });
}

const MIN_LEVEL: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
function enabled(level: LogLevel): boolean {
  return MIN_LEVEL[level] >= MIN_LEVEL[env.LOG_LEVEL];
}

function write(level: LogLevel, event: string, fields?: LogFields): void {
  if (!enabled(level)) return;
  const line = formatLogLine(level, event, fields) + '\n';
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line);
}

export const log = {
  debug: (event: string, fields?: LogFields) => write('debug', event, fields),
  info: (event: string, fields?: LogFields) => write('info', event, fields),
  warn: (event: string, fields?: LogFields) => write('warn', event, fields),
  /** An error event; pass the caught error as `error` (its name, message and first frames are kept). */
  error: (event: string, fields?: LogFields) => write('error', event, fields),
};
