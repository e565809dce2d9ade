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
 * the parameters of a failed query (drizzle's "params: …") are left out (lib/log-scrub.mjs).
 *
 * Writing a line costs the same whatever it is given: a text is cut to 2,000 characters before anything reads
 * it, an error keeps its first frames, an array its first 50 items, an object its first 50 fields, 4 levels deep.
 */
import { env } from '@/lib/env';
import { scrubText } from './log-scrub.mjs';
import { REQUEST_CONTEXT } from '@/lib/global-keys.mjs';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

type RequestContext = { requestId?: string };
type ContextStore = { getStore(): RequestContext | undefined; exit<R>(fn: () => R): R };

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
/** The longest text a field keeps; a frame of a stack trace and a field's name are cut shorter. */
const TEXT_MAX = 2000;
const FRAME_MAX = 300;
const NAME_MAX = 100;
const ITEMS_MAX = 50;

/** The frames after an error's message (at most 7), each cut before it is read. */
function stackFrames(error: Error): string {
  const stack = error.stack ?? '';
  // The stack starts with "Name: message", which can be long: its frames follow the message.
  const from = stack.startsWith(`${error.name}: ${error.message}`) ? error.name.length + 2 + error.message.length : 0;
  const frames: string[] = [];
  let at = stack.indexOf('\n', from);
  while (at !== -1 && frames.length < 7) {
    const next = stack.indexOf('\n', at + 1);
    frames.push(stack.slice(at + 1, Math.min(next === -1 ? stack.length : next, at + 1 + FRAME_MAX)).trim());
    at = next;
  }
  return frames.join(' | ');
}

/** A field value as it may be written: e-mail addresses masked, long texts cut, errors reduced to name and message. */
function clean(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value, TEXT_MAX);
  if (value instanceof Error) {
    const out: Record<string, unknown> = { name: clean(value.name), message: clean(value.message) };
    const code = (value as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') out.code = clean(code);
    if (value.stack) out.stack = clean(stackFrames(value));
    return out;
  }
  if (Array.isArray(value)) return depth > 3 ? '[…]' : value.slice(0, ITEMS_MAX).map((v) => clean(v, depth + 1));
  if (value && typeof value === 'object') {
    if (depth > 3) return '[…]';
    const out: Record<string, unknown> = {};
    let fields = 0;
    for (const k in value) {
      if (!Object.prototype.hasOwnProperty.call(value, k)) continue;
      if (fields++ === ITEMS_MAX) break;
      const name = k.slice(0, NAME_MAX);
      out[name] = SECRET_KEY.test(name) ? '[redacted]' : clean((value as Record<string, unknown>)[k], depth + 1);
    }
    return out;
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
