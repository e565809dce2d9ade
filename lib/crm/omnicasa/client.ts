/**
 * The Omnicasa JSON API client (docs/crm.md).
 *
 * One GET per call: `{OMNICASA_URL}/{Endpoint}Json?json={...}`, where `json` is the URL-encoded request
 * object carrying the credentials (`CustomerName`, `CustomerPassword`) and the call's own fields. The answer
 * is an envelope `{ "{Endpoint}JsonResult": { Code, Message, Success, Value } }`; `Success: false` is an
 * error (wrong credentials answer that way too). Lists are paged with `Limit1` (first row, from 1) and
 * `Limit2` (last row, inclusive) and answer `{ From, To, RowsCount, Items }`.
 *
 * Spoken as the public clients speak it (fw4-bvba/omnicasa-api, maneuver-agency/omnicasa-php-lib):
 * - a list parameter is one string of comma-separated values (`"IDs": "3818"`, `"SortFields": "ID"`), never
 *   a JSON array: `call` joins any array of plain values it is given;
 * - every paged list is asked with `SortFields` (the service has a random order, `UseRandom`): without a
 *   fixed order a row added or removed while paging shifts the pages and a row is read twice or never;
 * - an answer may be a bare array instead of the envelope (fw4's adapter returns it as the value);
 * - a list page whose `Items` is `null` or missing is empty when `RowsCount` is 0; an item that is not an
 *   object is skipped and counted in `skipped` (the sync reports it), never a reason to fail the run.
 *
 * The URL carries the password: it is never logged, never put in an error message (errors name the
 * endpoint only), never stored. Every call has a time-out; `call` retries what may pass (network errors,
 * time-outs, 5xx, garbage) with exponential backoff, never a refusal (`Success: false`).
 *
 * Bounded: an answer is read as it arrives and dropped (the connection closed) as soon as it passes
 * `maxBytes`, and a list takes at most `maxPages` pages (OMNICASA_MAX_PAGES), so a CRM that answers without
 * end, or a list that never ends, cannot fill the site's memory.
 */
import { readEnv, type EnvSource } from '../../env';
import { readCappedBody } from '../../http/body';

export type CrmConfig = { url: string; customer: string; password: string };
/** Environment variables (process.env or a test's own). */
export type Env = EnvSource;

/** The CRM's connection from the environment (default process.env), or null when the CRM is not configured (then nothing about it runs). */
export function crmConfigFromEnv(source?: Env): CrmConfig | null {
  const env = readEnv(source);
  const url = env.OMNICASA_URL?.trim();
  const customer = env.OMNICASA_CUSTOMER?.trim();
  const password = env.OMNICASA_PASSWORD;
  if (!url || !customer || !password) return null;
  return { url: url.replace(/\/+$/, ''), customer, password };
}

/**
 * What went wrong with a call:
 * - `down`: no answer (connection refused, DNS, reset), an HTTP 5xx, 408 or 429;
 * - `rejected`: any other HTTP 4xx: the request itself is refused, so the same request would be again;
 * - `timeout`: no full answer within the time-out;
 * - `garbage`: an answer that is not the envelope (not JSON, no `Success`, a list without `Items`);
 * - `refused`: `Success: false` with the CRM's message;
 * - `credentials`: refused because of the customer name or password;
 * - `too-large`: an answer over the byte limit, or a list over the page limit (not tried again: it would be again).
 */
export type CrmFaultKind = 'down' | 'timeout' | 'garbage' | 'refused' | 'rejected' | 'credentials' | 'too-large';

export class CrmError extends Error {
  constructor(
    readonly kind: CrmFaultKind,
    readonly endpoint: string,
    message: string,
  ) {
    super(`${endpoint}: ${message}`);
    this.name = 'CrmError';
  }
  /** Worth another try later (the CRM may come back); a refusal is not. */
  get transient(): boolean {
    return this.kind === 'down' || this.kind === 'timeout' || this.kind === 'garbage';
  }
}

/** A refusal that names the login: the service answers wrong credentials with `Success: false` and such a message. */
const CREDENTIALS_MESSAGE = /(customer|password|credential|login|authenticat|unauthori[sz]ed|access denied)/i;

export type ClientOptions = {
  /** Time-out of one call, ms (default 30 s). */
  timeoutMs?: number;
  /** Attempts of a call that fails transiently (default 4: the first and three retries). */
  attempts?: number;
  /** First wait before a retry, ms; doubled each time (default 1 s). */
  backoffMs?: number;
  /** Largest answer accepted, bytes (default 16 MiB: a page of 50 properties is about 1 MiB). */
  maxBytes?: number;
  /** Most pages one list may take (default OMNICASA_MAX_PAGES, 1,000). */
  maxPages?: number;
  /** Called before each retry (the CLI prints it). */
  onRetry?: (endpoint: string, attempt: number, waitMs: number, error: CrmError) => void;
  /**
   * Given every answer's body as it came, with the call's fields as sent but without the credentials (`npm run
   * sync -- --capture DIR`: lib/crm/omnicasa/capture.ts), before it is read.
   */
  capture?: { save: (endpoint: string, fields: Record<string, unknown>, body: string) => void };
  fetch?: typeof fetch;
};

/** A page of a list; `skipped`: rows of the page that were not objects (left out of `items`). */
export type Page<T> = { from: number; to: number; rowsCount: number; items: T[]; skipped: number };

/** The order every paged list is read in: by ID, a key no two rows share (maneuver sends `SortFields` the same way). */
export const SORT_FIELDS = 'ID';

/**
 * The request fields as the service takes them: an array of plain values becomes one comma-separated string
 * (fw4's RequestObject::jsonSerialize implodes them with ','; maneuver joins DisplayFields and SortFields).
 */
export function requestFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) && v.every((x) => ['string', 'number', 'boolean'].includes(typeof x)) ? v.join(',') : v]),
  );
}

/** Rows a page asks for, as the public clients do. */
export const PAGE_SIZE = 50;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class OmnicasaClient {
  private readonly timeoutMs: number;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly maxBytes: number;
  private readonly maxPages: number;
  private readonly fetchImpl: typeof fetch;
  /** Calls made (for the summary and the tests). */
  calls = 0;
  /** Rows of lists that were not objects, by list and position (from 1): skipped, reported by the sync. */
  skipped: { endpoint: string; row: number }[] = [];

  constructor(
    private readonly config: CrmConfig,
    private readonly options: ClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.attempts = Math.max(1, options.attempts ?? 4);
    this.backoffMs = options.backoffMs ?? 1_000;
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.maxPages = options.maxPages ?? readEnv().OMNICASA_MAX_PAGES;
    this.fetchImpl = options.fetch ?? fetch;
  }

  /** One call with retries of transient faults; returns the envelope's `Value`. */
  async call<T = unknown>(endpoint: string, fields: Record<string, unknown> = {}): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.callOnce(endpoint, fields)) as T;
      } catch (e) {
        const error = e instanceof CrmError ? e : new CrmError('down', endpoint, (e as Error).message);
        if (!error.transient || attempt >= this.attempts) throw error;
        const wait = this.backoffMs * 2 ** (attempt - 1);
        this.options.onRetry?.(endpoint, attempt, wait, error);
        await sleep(wait);
      }
    }
  }

  private async callOnce(endpoint: string, fields: Record<string, unknown>): Promise<unknown> {
    this.calls++;
    const url = this.url(endpoint, fields);
    let text: string;
    try {
      const response = await this.fetchImpl(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs), redirect: 'error' });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        const s = response.status;
        throw new CrmError(s >= 400 && s < 500 && s !== 408 && s !== 429 ? 'rejected' : 'down', endpoint, `HTTP ${s}`);
      }
      text = await this.readBody(endpoint, response);
    } catch (e) {
      if (e instanceof CrmError) throw e;
      const err = e as Error & { cause?: { code?: string } };
      if (err.name === 'TimeoutError' || err.name === 'AbortError')
        throw new CrmError('timeout', endpoint, `no answer within ${Math.round(this.timeoutMs / 1000)} s`);
      // fetch's message is "fetch failed"; the reason is in its cause. Never the URL: it holds the password.
      throw new CrmError('down', endpoint, `no answer (${err.cause?.code ?? err.message})`);
    }
    this.options.capture?.save(endpoint, requestFields(fields), text);
    return parseEnvelope(endpoint, text);
  }

  /** The address of a call: the request object, with the credentials, URL-encoded in the query's `json`. */
  private url(endpoint: string, fields: Record<string, unknown>): string {
    const request = { ...requestFields(fields), CustomerName: this.config.customer, CustomerPassword: this.config.password };
    return `${this.config.url}/${endpoint}Json?json=${encodeURIComponent(JSON.stringify(request))}`;
  }

  /** Characters of the query string (after `?`) a call with `fields` sends. */
  queryLength(endpoint: string, fields: Record<string, unknown>): number {
    const url = this.url(endpoint, fields);
    return url.length - url.indexOf('?') - 1;
  }

  /** The body as text, read as it arrives: past `maxBytes` (declared or received) the connection is closed and the call fails. */
  private async readBody(endpoint: string, response: Response): Promise<string> {
    const bytes = await readCappedBody(response, this.maxBytes);
    if (!bytes) throw new CrmError('too-large', endpoint, `the answer is over the limit of ${this.maxBytes} bytes; nothing of it was used`);
    return new TextDecoder().decode(bytes);
  }

  /** One page of a list: rows `from` … `from + size - 1`. */
  async page<T = Record<string, unknown>>(endpoint: string, fields: Record<string, unknown>, from: number, size = PAGE_SIZE): Promise<Page<T>> {
    const value = await this.call(endpoint, { SortFields: SORT_FIELDS, ...fields, Limit1: from, Limit2: from + size - 1 });
    return parseList<T>(endpoint, value);
  }

  /**
   * Every row of a list, in ID order (`SortFields`), page after page until `RowsCount`. A page that fails (after its retries) fails the
   * whole list: a list cut in the middle is never taken for the whole. A list that needs more than
   * `maxPages` pages (by its RowsCount, or because its pages come shorter than asked) fails as `too-large`.
   */
  async list<T = Record<string, unknown>>(endpoint: string, fields: Record<string, unknown> = {}, onPage?: (got: number, total: number) => void): Promise<T[]> {
    const items: T[] = [];
    let from = 1;
    let total = Infinity;
    let pages = 0;
    let skipped = 0;
    const overLimit = (what: string) =>
      new CrmError('too-large', endpoint, `${what}: more than the ${this.maxPages} pages of ${PAGE_SIZE} rows a list may take (OMNICASA_MAX_PAGES)`);
    while (from <= total) {
      if (pages >= this.maxPages) throw overLimit(`the list stopped at ${items.length} of ${total} rows`);
      const page = await this.page<T>(endpoint, fields, from);
      pages++;
      total = page.rowsCount;
      if (Math.ceil(total / PAGE_SIZE) > this.maxPages) throw overLimit(`the list has ${total} rows`);
      items.push(...page.items);
      for (let i = 0; i < page.skipped; i++) this.skipped.push({ endpoint, row: from + page.items.length + i });
      skipped += page.skipped;
      onPage?.(items.length + skipped, total);
      const rows = page.items.length + page.skipped;
      if (rows === 0) break;
      from += rows;
    }
    if (items.length + skipped < total) throw new CrmError('garbage', endpoint, `the list stopped at ${items.length} of ${total} rows`);
    return items;
  }
}

/** The `Value` of an envelope, or the CrmError it stands for. */
export function parseEnvelope(endpoint: string, text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new CrmError('garbage', endpoint, 'the answer is not JSON');
  }
  const key = `${endpoint}JsonResult`;
  const result = body && typeof body === 'object' && !Array.isArray(body) && key in body ? (body as Record<string, unknown>)[key] : body;
  // fw4's ApiAdapter::request returns an array answer as it is, under the `…JsonResult` key or at the top.
  if (Array.isArray(result)) return result;
  if (!result || typeof result !== 'object' || Array.isArray(result) || typeof (result as { Success?: unknown }).Success !== 'boolean') {
    throw new CrmError('garbage', endpoint, 'the answer is not an Omnicasa envelope (no Success)');
  }
  const r = result as { Success: boolean; Message?: unknown; Code?: unknown; Value?: unknown };
  if (!r.Success) {
    const message = typeof r.Message === 'string' && r.Message.trim() ? r.Message.trim().slice(0, 300) : `error code ${String(r.Code ?? '?')}`;
    throw new CrmError(CREDENTIALS_MESSAGE.test(message) ? 'credentials' : 'refused', endpoint, message);
  }
  return r.Value;
}

/**
 * A list `Value`: `{ From, To, RowsCount, Items }`. `Items` null or missing is an empty page when `RowsCount`
 * is 0 (fw4's ListResponseSimple reads it so); rows that are not objects are left out and counted in `skipped`.
 */
export function parseList<T>(endpoint: string, value: unknown): Page<T> {
  const v = value as { From?: unknown; To?: unknown; RowsCount?: unknown; Items?: unknown } | null;
  const rows = Number(v?.RowsCount);
  if (!v || typeof v !== 'object' || Array.isArray(v) || !Number.isSafeInteger(rows) || rows < 0) {
    throw new CrmError('garbage', endpoint, 'the answer is not a list (Items and RowsCount)');
  }
  const list = v.Items ?? (rows === 0 ? [] : undefined);
  if (!Array.isArray(list)) throw new CrmError('garbage', endpoint, `the answer has no Items for its ${rows} rows`);
  const items = list.filter((i) => i !== null && typeof i === 'object' && !Array.isArray(i)) as T[];
  return { from: Number(v.From ?? 0), to: Number(v.To ?? 0), rowsCount: rows, items, skipped: list.length - items.length };
}

/** `ChangeSince` as the public clients send a date: `2026-05-04 09:29:00` (UTC here; the sync asks a little earlier than it needs). */
export function changeSinceText(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}
